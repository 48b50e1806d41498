// What a live event changed, and so which data is fetched again wherever it is on screen. An event with a message
// always refreshes the messages (§4 the bell's reload-history signal); its topic names the rest.
import type { UserEvent, UserEventTopic } from '@sikka/shared/realtime/stream';

export type Refresh =
  | 'messages'
  | 'notifications'
  | 'notices'
  | 'rewards'
  | 'gifts'
  | 'uma'
  | 'shop'
  | 'deposits'
  | 'withdrawals'
  | 'orders'
  | 'subBroker'
  | 'alerts'
  | 'user';

const BY_TOPIC: Readonly<Record<UserEventTopic, readonly Refresh[]>> = {
  // An account event (KYC, sign-in, a password, e-mail or 2FA change): the profile may have changed.
  message: ['user'],
  // An announcement, a banner or an 'Important Message'.
  notification: ['notifications', 'notices'],
  reward: ['rewards', 'notifications'],
  gift: ['gifts'],
  uma: ['uma'],
  shop: ['shop'],
  deposit: ['deposits'],
  withdrawal: ['withdrawals'],
  order: ['orders'],
  // An invitation, a decision on one's application: the page's state, and the profile's is_subbroker.
  subBroker: ['subBroker', 'user'],
  // An alert fired, or was set, changed or deleted in another tab.
  alert: ['alerts'],
};

export function refreshesFor(event: Pick<UserEvent, 'topic' | 'message'>): Refresh[] {
  const refreshes = new Set<Refresh>(event.topic === null ? [] : BY_TOPIC[event.topic]);
  if (event.message !== null) refreshes.add('messages');
  return [...refreshes];
}

/** A scratch card was just earned: an event on the reward topic that carries its message. */
export function earnedReward(event: Pick<UserEvent, 'topic' | 'message'>): boolean {
  return event.topic === 'reward' && event.message !== null;
}
