// The sub-broker router (/in/sub-broker 'Sub Broker'): state, submit (the application; tRPC reserves 'apply'),
// clients, invite, accept (OTP purpose 9 asked for through user.requestOtp), singleUser, a client's withdrawal:
// sendClientCode (§7 resend-otp, purpose 11), withdrawForClient, clientWithdrawals; commissions, statement (its
// downloads: statementDownloadRoute.ts). The provider decides who is a sub-broker and whose client is whose. Every
// procedure but the two that name an id in the call's path is its provider call (proxy.ts).
import { subBrokerCalls } from '@sikka/shared/subBroker/calls';
import { subBrokerAcceptRequestSchema } from '@sikka/shared/subBroker/rules';
import { subBrokerSingleUserParamsSchema } from '@sikka/shared/subBroker/schemas';
import { z } from 'zod';
import { proxy } from '../proxy.ts';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './subBroker.handlers.ts';

export const subBrokerRouter = router({
  state: proxy(subBrokerCalls.state),
  submit: proxy(subBrokerCalls.apply),
  clients: proxy(subBrokerCalls.clients),
  invite: proxy(subBrokerCalls.invite),
  accept: authedProcedure
    .input(subBrokerAcceptRequestSchema.extend({ id: z.number().int().positive() }))
    .mutation(handlers.accept),
  singleUser: authedProcedure.input(subBrokerSingleUserParamsSchema).query(handlers.singleUser),
  sendClientCode: proxy(subBrokerCalls.resendOtp, 'mutation'),
  withdrawForClient: proxy(subBrokerCalls.clientWithdraw),
  clientWithdrawals: proxy(subBrokerCalls.clientWithdrawals),
  commissions: proxy(subBrokerCalls.commissions),
  statement: proxy(subBrokerCalls.statement),
});
