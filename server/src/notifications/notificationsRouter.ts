// The notifications router: §7's list and mark-as-read, what reaches the person (their notification preferences), and
// the live events behind the bell and the toasts.
import { setNotificationPreferenceRequestSchema } from '@sikka/shared/notifications/preferences';
import {
  markNotificationReadRequestSchema,
  notificationsQuerySchema,
} from '@sikka/shared/notifications/schemas';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './notifications.handlers.ts';

export const notificationsRouter = router({
  list: authedProcedure.input(notificationsQuerySchema).query(handlers.list),
  markAsRead: authedProcedure.input(markNotificationReadRequestSchema).mutation(handlers.markAsRead),
  preferences: authedProcedure.query(handlers.preferences),
  setPreference: authedProcedure
    .input(setNotificationPreferenceRequestSchema)
    .mutation(handlers.setPreference),
  onEvents: authedProcedure.subscription(handlers.onEvents),
});
