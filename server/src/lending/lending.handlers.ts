// The lending procedures' handlers: the terms, borrow (OTP purpose 7 asked for through user.requestOtp), the loans,
// a loan's statement and repay; each one allowlisted provider call with the session's token.
import { lendingCalls } from '@sikka/shared/lending/calls';
import type {
  borrowRequestSchema,
  loansQuerySchema,
  repayRequestSchema,
  statementQuerySchema,
} from '@sikka/shared/lending/schemas';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

export function terms({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(lendingCalls.terms, bearer(ctx));
}

export function borrow({ ctx, input }: Args<z.output<typeof borrowRequestSchema>>) {
  return ctx.provider.call(lendingCalls.borrow, { body: input, ...bearer(ctx) });
}

export function list({ ctx, input }: Args<z.output<typeof loansQuerySchema>>) {
  return ctx.provider.call(lendingCalls.list, { body: input, ...bearer(ctx) });
}

export function statement({ ctx, input }: Args<z.output<typeof statementQuerySchema>>) {
  return ctx.provider.call(lendingCalls.statement, { body: input, ...bearer(ctx) });
}

export function repay({ ctx, input }: Args<z.output<typeof repayRequestSchema>>) {
  return ctx.provider.call(lendingCalls.repay, { body: input, ...bearer(ctx) });
}
