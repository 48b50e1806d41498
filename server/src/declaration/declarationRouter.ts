// The declaration router: the form of an order held until its declaration is signed (§2 /in/profile/form).
import { declarationQuerySchema, signDeclarationRequestSchema } from '@sikka/shared/declaration/declaration';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './declaration.handlers.ts';

export const declarationRouter = router({
  get: authedProcedure.input(declarationQuerySchema).query(handlers.get),
  sign: authedProcedure.input(signDeclarationRequestSchema).mutation(handlers.sign),
});
