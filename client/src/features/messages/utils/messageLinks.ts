// Where a transaction message leads: the page that shows what it is about (a deposit to the wallet's history, a gift
// to Gift a Coin), by its kind's topic. A kind this client does not know leads nowhere.
import { MESSAGE_TOPICS } from '@sikka/shared/messages/kinds';
import type { UserEventTopic } from '@sikka/shared/realtime/stream';
import { PATHS } from '@sikka/shared/routes/routeTable';

const BY_TOPIC: Readonly<Record<UserEventTopic, { to: string; label: string }>> = {
  deposit: { to: `${PATHS.wallet}/history`, label: 'See your deposits' },
  withdrawal: { to: `${PATHS.wallet}/history`, label: 'See your withdrawals' },
  order: { to: `${PATHS.wallet}/history`, label: 'See your orders' },
  reward: { to: PATHS.rewards, label: 'Open Rewards' },
  gift: { to: PATHS.giftings, label: 'Open Gift a Coin' },
  uma: { to: PATHS.uma, label: 'Open UMA' },
  shop: { to: `${PATHS.shop}?tab=orders`, label: 'Open My orders' },
  message: { to: PATHS.profilePersonal, label: 'Open your profile' },
  notification: { to: PATHS.notifications, label: 'Open notifications' },
  subBroker: { to: PATHS.subBroker, label: 'Open Sub Broker' },
  alert: { to: PATHS.alerts, label: 'Open Price Alerts' },
};

export function messageLink(kind: string | null | undefined): { to: string; label: string } | null {
  if (!kind || !Object.hasOwn(MESSAGE_TOPICS, kind)) return null;
  return BY_TOPIC[MESSAGE_TOPICS[kind as keyof typeof MESSAGE_TOPICS]];
}
