// The lending router (/in/lending 'Lending'): terms, borrow, list, statement and repay. Inputs are the shared schemas.
import {
  borrowRequestSchema,
  loansQuerySchema,
  repayRequestSchema,
  statementQuerySchema,
} from '@sikka/shared/lending/schemas';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './lending.handlers.ts';

export const lendingRouter = router({
  terms: authedProcedure.query(handlers.terms),
  borrow: authedProcedure.input(borrowRequestSchema).mutation(handlers.borrow),
  list: authedProcedure.input(loansQuerySchema).query(handlers.list),
  statement: authedProcedure.input(statementQuerySchema).query(handlers.statement),
  repay: authedProcedure.input(repayRequestSchema).mutation(handlers.repay),
});
