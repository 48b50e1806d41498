// The rewards router: the pending scratch cards (§7), the history, reveal (§4 'Click to view': credited then) and
// redeem; each its provider call (proxy.ts).
import { rewardsCalls } from '@sikka/shared/rewards/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const rewardsRouter = router({
  pending: proxy(rewardsCalls.pending),
  history: proxy(rewardsCalls.history),
  reveal: proxy(rewardsCalls.reveal),
  redeem: proxy(rewardsCalls.redeem),
});
