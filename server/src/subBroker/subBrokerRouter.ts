// The sub-broker router (/in/sub-broker 'Sub Broker'): state, submit (the application; tRPC reserves 'apply'),
// clients, invite, accept, singleUser. Inputs are the shared schemas.
import {
  subBrokerAcceptRequestSchema,
  subBrokerApplyRequestSchema,
  subBrokerInviteRequestSchema,
} from '@sikka/shared/subBroker/rules';
import { subBrokerSingleUserParamsSchema } from '@sikka/shared/subBroker/schemas';
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
});
