// The rewards procedures' handlers: the pending scratch cards (§7), the history, reveal (credited then) and redeem.
import { rewardsCalls } from '@sikka/shared/rewards/calls';
import type { RedeemRewardRequest, RevealRewardRequest } from '@sikka/shared/rewards/schemas';
import type { PageQuery } from '@sikka/shared/wire';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

/** §7 GET /rewards/pending-reward. */
export function pending({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(rewardsCalls.pending, bearer(ctx));
}

export function history({ ctx, input }: Args<PageQuery>) {
  return ctx.provider.call(rewardsCalls.history, { body: input, ...bearer(ctx) });
}

/** §4 'Click to view': the card opens, and what it holds is credited to the wallet. */
export function reveal({ ctx, input }: Args<RevealRewardRequest>) {
  return ctx.provider.call(rewardsCalls.reveal, { body: input, ...bearer(ctx) });
}

/** §7 POST /rewards/redeem. */
export function redeem({ ctx, input }: Args<RedeemRewardRequest>) {
  return ctx.provider.call(rewardsCalls.redeem, { body: input, ...bearer(ctx) });
}
