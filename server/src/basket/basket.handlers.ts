// The basket procedures' handlers: baskets, a quote, its execution (keyed), holdings, and the buying plans; each one
// allowlisted provider call with the session's token.
import { basketCalls } from '@sikka/shared/basket/calls';
import type {
  basketExecuteRequestSchema,
  basketQuoteRequestSchema,
  createPlanRequestSchema,
  updatePlanRequestSchema,
} from '@sikka/shared/basket/schemas';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

export function list({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(basketCalls.list, bearer(ctx));
}

export function quote({ ctx, input }: Args<z.output<typeof basketQuoteRequestSchema>>) {
  return ctx.provider.call(basketCalls.quote, { body: input, ...bearer(ctx) });
}

export function execute({ ctx, input }: Args<z.output<typeof basketExecuteRequestSchema>>) {
  return ctx.provider.call(basketCalls.execute, { body: input, ...bearer(ctx) });
}

export function holdings({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(basketCalls.holdings, bearer(ctx));
}

export function plans({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(basketCalls.plans, bearer(ctx));
}

export function createPlan({ ctx, input }: Args<z.output<typeof createPlanRequestSchema>>) {
  return ctx.provider.call(basketCalls.createPlan, { body: input, ...bearer(ctx) });
}

export function updatePlan({ ctx, input }: Args<z.output<typeof updatePlanRequestSchema>>) {
  return ctx.provider.call(basketCalls.updatePlan, { body: input, ...bearer(ctx) });
}
