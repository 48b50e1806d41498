// The wallet procedures' handlers: each is one allowlisted provider call with the session's token.

import type { Asset, Coin } from '@sikka/shared/constants';
import type { OutcomeRequest } from '@sikka/shared/money/idempotency';
import { userChannel, userChannelDataSchema } from '@sikka/shared/realtime/stream';
import {
  type DepositAddress,
  type HistoryQuery,
  type InrDepositRequest,
  moneyCalls,
  type WithdrawalInfo,
  type WithdrawalRequest,
  walletCalls,
} from '@sikka/shared/wallet/calls';
import type { WalletResponse } from '@sikka/shared/wallet/schemas';
import type { Context } from '../context.ts';
import { channelFeed } from '../realtime/feed.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

/** §7 GET /v2/wallet. */
export function balances({ ctx }: { ctx: Authed }): Promise<WalletResponse> {
  return ctx.provider.call(walletCalls.wallets, bearer(ctx));
}

/** The user's wallets, live: the private user channel, opened upstream with this session's token. */
export function onBalances({ ctx, signal }: { ctx: Authed; signal: AbortSignal | undefined }) {
  return channelFeed(ctx.stream, {
    channel: userChannel(ctx.session.userId),
    schema: userChannelDataSchema,
    token: ctx.session.token,
    signal,
    socket: ctx.socket,
  });
}

export function depositAddress({ ctx, input }: Args<{ coin: Coin }>): Promise<DepositAddress> {
  return ctx.provider.call(moneyCalls.depositAddress, { body: input, ...bearer(ctx) });
}

export function deposit({ ctx, input }: Args<InrDepositRequest>) {
  return ctx.provider.call(moneyCalls.inrDeposit, { body: input, ...bearer(ctx) });
}

/** The simulated gateway's Pay (the provider has no such call in production, so this then fails cleanly). */
export function simulatePayment({ ctx, input }: Args<{ payment_id: string }>) {
  return ctx.provider.call(moneyCalls.simulatedPayment, { body: input, ...bearer(ctx) });
}

export function withdrawalInfo({ ctx, input }: Args<{ coin: Asset }>): Promise<WithdrawalInfo> {
  return ctx.provider.call(moneyCalls.withdrawalInfo, { body: input, ...bearer(ctx) });
}

export function requestWithdrawalOtp({ ctx, input }: Args<{ coin: Asset }>) {
  return ctx.provider.call(moneyCalls.withdrawalOtp, { body: input, ...bearer(ctx) });
}

export function withdraw({ ctx, input }: Args<WithdrawalRequest>) {
  return ctx.provider.call(moneyCalls.withdraw, { body: input, ...bearer(ctx) });
}

/** Whether a withdrawal whose answer was lost was requested: done with it, or not done for good. */
export function withdrawalOutcome({ ctx, input }: Args<OutcomeRequest>) {
  return ctx.provider.call(moneyCalls.withdrawalOutcome, { body: input, ...bearer(ctx) });
}

/** Whether a rupee deposit whose answer was lost was opened: done with its payment step, or not done for good. */
export function depositOutcome({ ctx, input }: Args<OutcomeRequest>) {
  return ctx.provider.call(moneyCalls.depositOutcome, { body: input, ...bearer(ctx) });
}

export function depositHistory({ ctx, input }: Args<HistoryQuery>) {
  return ctx.provider.call(moneyCalls.depositHistory, { body: input, ...bearer(ctx) });
}

export function withdrawalHistory({ ctx, input }: Args<HistoryQuery>) {
  return ctx.provider.call(moneyCalls.withdrawalHistory, { body: input, ...bearer(ctx) });
}

export function orderHistory({ ctx, input }: Args<HistoryQuery>) {
  return ctx.provider.call(moneyCalls.orderHistory, { body: input, ...bearer(ctx) });
}
