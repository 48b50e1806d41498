// §4 the bell's data, composed from the rewards and messages features: the pending scratch cards and page 1 of the
// messages, fetched on load and again on every live event (the reload-history signal: app/events/useUserEvents.ts).
// Pending cards count towards the marker only while the person keeps rewards in the app.
import { NOTIFICATION_MESSAGES_PAGE } from '@sikka/shared/constants';
import { bellGroups, bellMarked } from '@sikka/shared/notifications/bell';
import { useMessageChanges, useMessagesPage } from '../../features/messages/api/messages.ts';
import { useNotificationPreferences } from '../../features/notifications/api/preferences.ts';
import type { BellProps } from '../../features/notifications/components/NotificationBell.tsx';
import { usePendingRewards } from '../../features/rewards/api/rewards.ts';
import { rewardPopup } from '../../features/rewards/hooks/useRewardPopup.ts';

export function useBell(signedIn: boolean): BellProps {
  const pending = usePendingRewards(signedIn);
  const messages = useMessagesPage(NOTIFICATION_MESSAGES_PAGE, { enabled: signedIn, background: true });
  const preferences = useNotificationPreferences(signedIn);
  const { markAsRead } = useMessageChanges();
  const rewards = signedIn ? (pending.data ?? []) : [];
  const unreadMessages = signedIn ? (messages.data?.unread ?? 0) : 0;
  const rewardsInApp = preferences.data?.preferences.rewards.in_app ?? true;
  return {
    unread: (rewardsInApp ? rewards.length : 0) + unreadMessages,
    marked: bellMarked(rewards.length, unreadMessages, { rewardsInApp }),
    groups: bellGroups(rewards, signedIn ? (messages.data?.data ?? []) : []),
    onReadMessage: (id) => markAsRead.mutate({ id }),
    onViewReward: rewardPopup.show,
  };
}
