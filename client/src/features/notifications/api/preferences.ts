// What reaches the person: each category's switches (GET /user/notification-preferences). Its own module, light, as
// the bell reads it on every page; saving one is the page's (notifications.ts).
import { trpc } from '../../../lib/trpc.ts';

export function useNotificationPreferences(enabled = true) {
  return trpc.notifications.preferences.useQuery(undefined, { enabled, meta: { quiet: true } });
}
