// The API-key router (/in/profile/api-keys): list, create and revoke, each confirmed with a §9 transaction code
// asked for through user.requestOtp. Inputs are the shared schemas.
import { createApiKeyRequestSchema, revokeApiKeyRequestSchema } from '@sikka/shared/apiKeys/schemas';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './apiKeys.handlers.ts';

export const apiKeysRouter = router({
  list: authedProcedure.query(handlers.list),
  create: authedProcedure.input(createApiKeyRequestSchema).mutation(handlers.create),
  revoke: authedProcedure.input(revokeApiKeyRequestSchema).mutation(handlers.revoke),
});
