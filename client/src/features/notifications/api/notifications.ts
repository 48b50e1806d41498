// The notification calls: a page of the person's notifications (§7 GET /user/notifications?page) and 'Mark As Read'
// (§7 POST /user/notifications/mark-as-read), after which the page is fetched again.
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

export function useNotificationsPage(page: number) {
  return trpc.notifications.list.useQuery(
    { page },
    { placeholderData: keepPreviousData, meta: { inline: true } },
  );
}

export function useMarkNotificationRead() {
  const utils = trpc.useUtils();
  return trpc.notifications.markAsRead.useMutation({
    onSuccess: () => void utils.notifications.list.invalidate(),
  });
}
