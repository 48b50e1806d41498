// Lending (shared/src/lending/calls.ts lendingCalls): the terms, borrow (verified, OTP 7), the loans, a statement, repay.
import { lendingCalls } from '@sikka/shared/lending/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { LendingService } from './lendingService.ts';

export function registerLendingRoutes(serve: Serve, lending: LendingService): void {
  serve(lendingCalls.terms, () => lending.terms());

  serve(lendingCalls.borrow, async ({ session, input, reply }) => {
    const outcome = await lending.borrow(session.user, input);
    reply.code(outcome.status);
    return outcome.body;
  });

  serve(lendingCalls.list, ({ session, input }) => lending.list(session.user, input.page));

  serve(lendingCalls.statement, ({ session, input }) => lending.statement(session.user, input.loan_id));

  serve(lendingCalls.repay, async ({ session, input, reply }) => {
    const outcome = await lending.repay(session.user, input);
    reply.code(outcome.status);
    return outcome.body;
  });
}
