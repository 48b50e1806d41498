// The gifting procedures' handlers: quote and send a coin (OTP purpose 8 asked for through user.requestOtp), the sent and
// received gifts, and claim one; each one allowlisted provider call with the session's token.
import { giftingCalls } from '@sikka/shared/gifting/calls';
import type {
  claimGiftRequestSchema,
  giftQuoteRequestSchema,
  giftsQuerySchema,
  sendGiftRequestSchema,
} from '@sikka/shared/gifting/schemas';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

export function quote({ ctx, input }: Args<z.output<typeof giftQuoteRequestSchema>>) {
  return ctx.provider.call(giftingCalls.quote, { body: input, ...bearer(ctx) });
}

export function send({ ctx, input }: Args<z.output<typeof sendGiftRequestSchema>>) {
  return ctx.provider.call(giftingCalls.send, { body: input, ...bearer(ctx) });
}

export function list({ ctx, input }: Args<z.output<typeof giftsQuerySchema>>) {
  return ctx.provider.call(giftingCalls.list, { body: input, ...bearer(ctx) });
}

export function claim({ ctx, input }: Args<z.output<typeof claimGiftRequestSchema>>) {
  return ctx.provider.call(giftingCalls.claim, { body: input, ...bearer(ctx) });
}
