// Sub-broker calls (shared/src/subBroker/calls.ts): the application, the dashboard, invitations and one client.
import { subBrokerCalls } from '@sikka/shared/subBroker/calls';
import { SUB_BROKER_MESSAGES } from '@sikka/shared/subBroker/rules';
import {
  subBrokerInvitationParamsSchema,
  subBrokerSingleUserParamsSchema,
} from '@sikka/shared/subBroker/schemas';
import type { Serve } from '../../platform/http/contract.ts';
import { messageError } from '../../platform/http/errors.ts';
import type { ClientWithdrawals } from './clientWithdrawals.ts';
import type { SubBrokerService } from './subBrokerService.ts';

/** A path id that is not a whole number names no one: the same 'Not Found' as another's client. */
function idFrom<T extends { id: number }>(
  schema: { safeParse(input: unknown): { success: boolean; data?: T } },
  params: unknown,
): number {
  const parsed = schema.safeParse(params);
  if (!parsed.success || !parsed.data) throw messageError(404, SUB_BROKER_MESSAGES.notFound);
  return parsed.data.id;
}

export function registerSubBrokerRoutes(
  serve: Serve,
  subBrokers: SubBrokerService,
  clientWithdrawals: ClientWithdrawals,
): void {
  serve(subBrokerCalls.state, ({ session }) => subBrokers.state(session.user));

  serve(subBrokerCalls.apply, async ({ session, input, reply }) => {
    const application = await subBrokers.apply(session.user, input);
    reply.code(201);
    return { application, message: SUB_BROKER_MESSAGES.applied };
  });

  serve(subBrokerCalls.clients, ({ session }) => subBrokers.clients(session.user));

  serve(subBrokerCalls.invite, async ({ session, input, reply }) => {
    const answer = await subBrokers.invite(session.user, input.mobile_number);
    reply.code(201);
    return answer;
  });

  serve(subBrokerCalls.accept, ({ session, input, request }) =>
    subBrokers.accept(session.user, idFrom(subBrokerInvitationParamsSchema, request.params), input.otp),
  );

  serve(subBrokerCalls.singleUser, ({ session, request }) => {
    // A malformed id is passed on as none: a normal user still hears §8's refusal first.
    const parsed = subBrokerSingleUserParamsSchema.safeParse(request.params);
    return subBrokers.singleUser(session.user, parsed.success ? parsed.data.id : null);
  });

  serve(subBrokerCalls.resendOtp, ({ session, input }) => clientWithdrawals.sendCode(session.user, input));

  serve(subBrokerCalls.clientWithdraw, async ({ session, input, reply }) => {
    const outcome = await clientWithdrawals.withdraw(session.user, input);
    reply.code(outcome.status);
    return outcome.body;
  });

  serve(subBrokerCalls.clientWithdrawals, ({ session }) => clientWithdrawals.list(session.user));
}
