// The sub-broker procedures' handlers: one's application and invitations, the dashboard, an invitation and its
// acceptance (OTP purpose 9 asked for through user.requestOtp), one client's record, a client's withdrawal (the
// client's code by §7's resend-otp, purpose 11) and the list of them, commissions and statements; each one allowlisted
// provider call with the session's token. The provider decides who is a sub-broker and whose client is whose.
import { subBrokerCalls } from '@sikka/shared/subBroker/calls';
import type {
  SubBrokerClientWithdrawalRequest,
  subBrokerAcceptRequestSchema,
  subBrokerApplyRequestSchema,
  subBrokerInviteRequestSchema,
} from '@sikka/shared/subBroker/rules';
import type {
  SubBrokerResendOtpQuery,
  SubBrokerSingleUserParams,
  SubBrokerStatementQuery,
} from '@sikka/shared/subBroker/schemas';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

export function state({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(subBrokerCalls.state, bearer(ctx));
}

export function apply({ ctx, input }: Args<z.output<typeof subBrokerApplyRequestSchema>>) {
  return ctx.provider.call(subBrokerCalls.apply, { body: input, ...bearer(ctx) });
}

export function clients({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(subBrokerCalls.clients, bearer(ctx));
}

export function invite({ ctx, input }: Args<z.output<typeof subBrokerInviteRequestSchema>>) {
  return ctx.provider.call(subBrokerCalls.invite, { body: input, ...bearer(ctx) });
}

export function accept({ ctx, input }: Args<z.output<typeof subBrokerAcceptRequestSchema> & { id: number }>) {
  return ctx.provider.call(subBrokerCalls.accept, {
    body: { otp: input.otp },
    params: { id: input.id },
    ...bearer(ctx),
  });
}

export function singleUser({ ctx, input }: Args<SubBrokerSingleUserParams>) {
  return ctx.provider.call(subBrokerCalls.singleUser, { params: { id: input.id }, ...bearer(ctx) });
}

export function sendClientCode({ ctx, input }: Args<SubBrokerResendOtpQuery>) {
  return ctx.provider.call(subBrokerCalls.resendOtp, { body: input, ...bearer(ctx) });
}

export function withdrawForClient({ ctx, input }: Args<SubBrokerClientWithdrawalRequest>) {
  return ctx.provider.call(subBrokerCalls.clientWithdraw, { body: input, ...bearer(ctx) });
}

export function clientWithdrawals({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(subBrokerCalls.clientWithdrawals, bearer(ctx));
}

export function commissions({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(subBrokerCalls.commissions, bearer(ctx));
}

export function statement({ ctx, input }: Args<SubBrokerStatementQuery>) {
  return ctx.provider.call(subBrokerCalls.statement, { body: input, ...bearer(ctx) });
}
