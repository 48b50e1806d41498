// The notification calls: a page of the person's notifications (§7 GET /user/notifications?page) and 'Mark As Read'
// (§7 POST /user/notifications/mark-as-read), after which the page is fetched again; and one switch of what reaches the
// person saved.
import { PREFERENCE_MESSAGES } from '@sikka/shared/notifications/preferences';
import { keepPreviousData } from '@tanstack/react-query';
import { notify } from '../../../lib/toast.ts';
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

/**
 * One switch saved at once (POST /user/notification-preferences): shown moved before the answer, put back if the
 * change fails (the §8 handler toasts why), and the saved toast when it is kept.
 */
export function useSetNotificationPreference() {
  const utils = trpc.useUtils();
  return trpc.notifications.setPreference.useMutation({
    onMutate: async (change) => {
      await utils.notifications.preferences.cancel();
      const before = utils.notifications.preferences.getData();
      if (before) {
        const { category, ...channels } = change;
        const moved = Object.fromEntries(Object.entries(channels).filter(([, value]) => value !== undefined));
        utils.notifications.preferences.setData(undefined, {
          ...before,
          preferences: { ...before.preferences, [category]: { ...before.preferences[category], ...moved } },
        });
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) utils.notifications.preferences.setData(undefined, context.before);
    },
    onSuccess: (saved) => {
      utils.notifications.preferences.setData(undefined, saved);
      notify.success(PREFERENCE_MESSAGES.saved);
    },
  });
}
