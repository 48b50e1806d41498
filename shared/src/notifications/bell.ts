// §4 the notification bell: its two §3 groups (pending scratch cards, unread transaction messages) and its marker.
import { isRead } from '../messages/read.ts';
import type { Message } from '../messages/schemas.ts';
import type { PendingReward } from '../rewards/schemas.ts';
import { NOTIFICATION_PANEL_LINKS } from '../routes/menus.ts';
import type { NotificationGroup, NotificationItem } from './schemas.ts';

/** What a transaction message without a title is called in the panel. */
export const UNTITLED_MESSAGE = 'Transaction message';

function panelLink(key: 'rewards' | 'transactionMessages') {
  const link = NOTIFICATION_PANEL_LINKS.find((item) => item.key === key);
  if (!link?.link) throw new Error(`the notification panel has no ${key} link`);
  return link;
}

/** A pending reward as a §3 Notification item: a REWARDS item that opens its scratch card. */
export function rewardItem(reward: PendingReward): NotificationItem {
  return {
    id: reward.reward_id,
    reward_type_name: 'REWARDS',
    data: { subject: reward.rewards_string, messageBody: { text: reward.action_string } },
    reward_id: reward.reward_id,
  };
}

/** An unread transaction message as a §3 Notification item (GENERIC). */
export function messageItem(message: Message): NotificationItem {
  return {
    id: message.id,
    reward_type_name: 'GENERIC',
    data: {
      subject: message.title || UNTITLED_MESSAGE,
      messageBody: { text: message.message ?? '' },
    },
    is_read: message.is_read,
    created_at: message.created_at ?? null,
  };
}

/**
 * §2/§3/§4 the panel's groups: Rewards (the pending scratch cards, each viewed in its modal) and Transaction
 * messages (the unread ones on page 1, each marked read when tapped), each with its link to the whole list.
 */
export function bellGroups(
  pending: readonly PendingReward[],
  messages: readonly Message[],
): [NotificationGroup, NotificationGroup] {
  const rewards = panelLink('rewards');
  const transactions = panelLink('transactionMessages');
  return [
    {
      title: rewards.name,
      data: pending.map(rewardItem),
      linkToAdd: rewards.link as string,
      functionToCall: 'viewReward',
    },
    {
      title: transactions.name,
      data: messages.filter((message) => !isRead(message)).map(messageItem),
      linkToAdd: transactions.link as string,
      functionToCall: 'markMessageRead',
    },
  ];
}

/**
 * §4 the active marker: any pending reward or unread message; a pending card marks it only while the person keeps
 * rewards in the app (docs/messages.md "What reaches you").
 */
export function bellMarked(
  pendingRewards: number,
  unreadMessages: number,
  { rewardsInApp }: { rewardsInApp: boolean } = { rewardsInApp: true },
): boolean {
  return (rewardsInApp && pendingRewards > 0) || unreadMessages > 0;
}
