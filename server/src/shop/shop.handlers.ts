// The shop procedures' handlers: the catalogue (anyone), a quote, a purchase (OTP purpose 8 asked for through
// user.requestOtp), one's orders and an order's code; each one allowlisted provider call.
import { shopCalls } from '@sikka/shared/shop/calls';
import type {
  shopBuyRequestSchema,
  shopCodeRequestSchema,
  shopOrdersQuerySchema,
  shopQuoteRequestSchema,
} from '@sikka/shared/shop/schemas';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer, via } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

export function catalogue({ ctx }: { ctx: Context }) {
  return ctx.provider.call(shopCalls.catalogue, via(ctx));
}

export function quote({ ctx, input }: Args<z.output<typeof shopQuoteRequestSchema>>) {
  return ctx.provider.call(shopCalls.quote, { body: input, ...bearer(ctx) });
}

export function buy({ ctx, input }: Args<z.output<typeof shopBuyRequestSchema>>) {
  return ctx.provider.call(shopCalls.buy, { body: input, ...bearer(ctx) });
}

export function orders({ ctx, input }: Args<z.output<typeof shopOrdersQuerySchema>>) {
  return ctx.provider.call(shopCalls.orders, { body: input, ...bearer(ctx) });
}

export function code({ ctx, input }: Args<z.output<typeof shopCodeRequestSchema>>) {
  return ctx.provider.call(shopCalls.code, { body: input, ...bearer(ctx) });
}
