// The sub-broker procedures whose call names an id in its path: the id goes there, the rest (if any) in the body.
import { subBrokerCalls } from '@sikka/shared/subBroker/calls';
import type { SubBrokerSingleUserParams } from '@sikka/shared/subBroker/schemas';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Args<I> = { ctx: Context & { session: Session }; input: I };

/** An invitation accepted with the sub-broker's code (OTP purpose 9). */
export function accept({ ctx, input }: Args<{ otp: string; id: number }>) {
  return ctx.provider.call(subBrokerCalls.accept, {
    body: { otp: input.otp },
    params: { id: input.id },
    ...bearer(ctx),
  });
}

/** One client's record, if they are this sub-broker's. */
export function singleUser({ ctx, input }: Args<SubBrokerSingleUserParams>) {
  return ctx.provider.call(subBrokerCalls.singleUser, { params: { id: input.id }, ...bearer(ctx) });
}
