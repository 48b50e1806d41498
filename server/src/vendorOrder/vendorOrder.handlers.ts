// The vendor order procedures' handlers: the checkout's read (anyone), a quote and a payment (OTP purpose 8 asked for
// through user.requestOtp); each one allowlisted provider call. Merchants make and read orders through /api/v1.
import { vendorOrderCalls } from '@sikka/shared/vendorOrder/calls';
import type {
  vendorOrderPayRequestSchema,
  vendorOrderQuerySchema,
  vendorOrderQuoteRequestSchema,
} from '@sikka/shared/vendorOrder/schemas';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer, via } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

export function checkout({ ctx, input }: { ctx: Context; input: z.output<typeof vendorOrderQuerySchema> }) {
  return ctx.provider.call(vendorOrderCalls.checkout, { body: input, ...via(ctx) });
}

export function quote({ ctx, input }: Args<z.output<typeof vendorOrderQuoteRequestSchema>>) {
  return ctx.provider.call(vendorOrderCalls.quote, { body: input, ...bearer(ctx) });
}

export function pay({ ctx, input }: Args<z.output<typeof vendorOrderPayRequestSchema>>) {
  return ctx.provider.call(vendorOrderCalls.pay, { body: input, ...bearer(ctx) });
}
