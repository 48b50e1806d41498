// The signed-in person's live events (notifications.onEvents): each event's message is the §8 notification toast, the
// data it changed is fetched again wherever it is on screen, and a scratch card just earned opens its pop-up (§2).
import type { UserEvent } from '@sikka/shared/realtime/stream';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { rewardPopup } from '../../features/rewards/hooks/useRewardPopup.ts';
import { appErrorOf } from '../../lib/errors.ts';
import { notify } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import type { SessionControl } from '../session/sessionControl.ts';
import { afterMutations } from './afterMutations.ts';
import { earnedReward, type Refresh, refreshesFor } from './eventRefreshes.ts';

type Utils = ReturnType<typeof trpc.useUtils>;

function refresh(utils: Utils, what: Refresh): void {
  switch (what) {
    case 'messages':
      return void utils.messages.list.invalidate();
    case 'notifications':
      return void utils.notifications.list.invalidate();
    case 'notices':
      return void utils.user.notices.invalidate();
    case 'rewards':
      void utils.rewards.history.invalidate();
      return void utils.rewards.pending.invalidate();
    case 'gifts':
      return void utils.gifting.list.invalidate();
    case 'uma':
      // The balances follow the wallet channel; the history is fetched again here.
      return void utils.uma.transfers.invalidate();
    case 'shop':
      // A purchase in another tab: its order and the stock left.
      void utils.shop.orders.invalidate();
      return void utils.shop.catalogue.invalidate();
    case 'deposits':
      return void utils.wallet.depositHistory.invalidate();
    case 'withdrawals':
      void utils.wallet.withdrawalInfo.invalidate();
      return void utils.wallet.withdrawalHistory.invalidate();
    case 'orders':
      void utils.wallet.orderHistory.invalidate();
      return void utils.exchange.orderHistory.invalidate();
    case 'subBroker':
      void utils.subBroker.state.invalidate();
      return void utils.subBroker.clients.invalidate();
    case 'alerts':
      return void utils.alerts.list.invalidate();
    case 'user':
      // A KYC decision changes both the profile and the verification's progress (/in/profile-setup moves on).
      void utils.kyc.progress.invalidate();
      return void utils.user.details.invalidate();
  }
}

/** The card just earned: the newest pending one the person had not been shown before the event. */
async function showEarnedCard(utils: Utils): Promise<void> {
  const known = new Set((utils.rewards.pending.getData() ?? []).map((reward) => reward.reward_id));
  const pending = await utils.rewards.pending.fetch(undefined, { staleTime: 0 });
  const fresh = pending.filter((reward) => !known.has(reward.reward_id));
  const newest = Math.max(...fresh.map((reward) => reward.reward_id));
  if (Number.isFinite(newest)) rewardPopup.show(newest);
}

export function useUserEvents(signedIn: boolean, control: SessionControl): void {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const snapshots = useRef(0);

  trpc.notifications.onEvents.useSubscription(undefined, {
    enabled: signedIn,
    onData: (frame) => {
      if (frame.type === 'snapshot') {
        // A snapshot after the first is a reconnect: what happened meanwhile is fetched again.
        if (snapshots.current++ > 0)
          for (const what of ['messages', 'rewards'] as const) refresh(utils, what);
        return;
      }
      if (frame.type !== 'update') return;
      const event: UserEvent = frame.data;
      if (event.message) notify.event(event.message.id, event.message.title, event.message.message);
      afterMutations(queryClient, () => {
        if (earnedReward(event)) void showEarnedCard(utils).catch(() => {});
        for (const what of refreshesFor(event)) refresh(utils, what);
      });
    },
    // The session ended while the page was open (logged out elsewhere, expired, a password changed): §8's toast.
    onError: (error) => {
      if (appErrorOf(error).kind === 'session-expired') control.expire();
    },
  });
}
