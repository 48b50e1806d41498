// The sub-broker router (/in/sub-broker 'Sub Broker'): state, submit (the application; tRPC reserves 'apply'),
// clients, invite, accept, singleUser, a client's withdrawal: sendClientCode (§7 resend-otp), withdrawForClient,
// clientWithdrawals; commissions, statement (its downloads: statementDownloadRoute.ts). Inputs are the shared schemas.
import {
  subBrokerAcceptRequestSchema,
  subBrokerApplyRequestSchema,
  subBrokerClientWithdrawalRequestSchema,
  subBrokerInviteRequestSchema,
} from '@sikka/shared/subBroker/rules';
import {
  subBrokerResendOtpQuerySchema,
  subBrokerSingleUserParamsSchema,
  subBrokerStatementQuerySchema,
} from '@sikka/shared/subBroker/schemas';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './subBroker.handlers.ts';

export const subBrokerRouter = router({
  state: authedProcedure.query(handlers.state),
  submit: authedProcedure.input(subBrokerApplyRequestSchema).mutation(handlers.apply),
  clients: authedProcedure.query(handlers.clients),
  invite: authedProcedure.input(subBrokerInviteRequestSchema).mutation(handlers.invite),
  accept: authedProcedure
    .input(subBrokerAcceptRequestSchema.extend({ id: z.number().int().positive() }))
    .mutation(handlers.accept),
  singleUser: authedProcedure.input(subBrokerSingleUserParamsSchema).query(handlers.singleUser),
  sendClientCode: authedProcedure.input(subBrokerResendOtpQuerySchema).mutation(handlers.sendClientCode),
  withdrawForClient: authedProcedure
    .input(subBrokerClientWithdrawalRequestSchema)
    .mutation(handlers.withdrawForClient),
  clientWithdrawals: authedProcedure.query(handlers.clientWithdrawals),
  commissions: authedProcedure.query(handlers.commissions),
  statement: authedProcedure.input(subBrokerStatementQuerySchema).query(handlers.statement),
});
