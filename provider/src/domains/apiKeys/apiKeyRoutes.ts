// The API-key calls (shared/src/apiKeys/calls.ts): the owner's list, create and revoke, and the check of a signed
// request the BFF makes for every integrator call.
import { apiKeyCalls } from '@sikka/shared/apiKeys/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { ApiKeys } from './apiKeys.ts';

export function registerApiKeyRoutes(serve: Serve, apiKeys: ApiKeys): void {
  serve(apiKeyCalls.list, ({ session }) => apiKeys.list(session.userId));
  serve(apiKeyCalls.create, ({ session, input }) => apiKeys.create(session.userId, input));
  serve(apiKeyCalls.revoke, ({ session, input }) => apiKeys.revoke(session.userId, input));
  serve(apiKeyCalls.authenticate, ({ input }) => apiKeys.authenticate(input));
}
