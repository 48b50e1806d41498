// The scratch-card calls: the pending cards (§7 GET /rewards/pending-reward), every card past and present, reveal
// (§7, a card is credited then) and redeem. A reveal or redeem fetches the cards again (§4 the reward-history reload).
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

export function usePendingRewards(enabled = true) {
  return trpc.rewards.pending.useQuery(undefined, { enabled, meta: { quiet: true } });
}

export function useRewardHistory(page: number) {
  return trpc.rewards.history.useQuery(
    { page },
    { placeholderData: keepPreviousData, meta: { inline: true } },
  );
}

/** §4 the reward-history reload: the pending cards and the history, and the wallet the credit landed in. */
export function useReloadRewards() {
  const utils = trpc.useUtils();
  return () => {
    void utils.rewards.pending.invalidate();
    void utils.rewards.history.invalidate();
    void utils.wallet.balances.invalidate();
  };
}

export function useRewardChanges() {
  return {
    // The card itself shows a failed reveal (§4), so no toast.
    reveal: trpc.rewards.reveal.useMutation({ meta: { inline: true } }),
    redeem: trpc.rewards.redeem.useMutation(),
  };
}
