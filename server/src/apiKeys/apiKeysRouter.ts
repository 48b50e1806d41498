// The API-key router (/in/profile/api-keys): list, create and revoke, each confirmed with a §9 transaction code
// asked for through user.requestOtp. List and create are their provider calls (proxy.ts).
import { apiKeyCalls } from '@sikka/shared/apiKeys/calls';
import { revokeApiKeyRequestSchema } from '@sikka/shared/apiKeys/schemas';
import { proxy } from '../proxy.ts';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './apiKeys.handlers.ts';

export const apiKeysRouter = router({
  list: proxy(apiKeyCalls.list),
  create: proxy(apiKeyCalls.create),
  revoke: authedProcedure.input(revokeApiKeyRequestSchema).mutation(handlers.revoke),
});
