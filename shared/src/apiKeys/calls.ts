// The API-key calls: the owner's list, create and revoke (a session), and the check of a key's first signed request.
import { defineCalls } from '../contract.ts';
import {
  apiKeyListSchema,
  authenticateApiKeyRequestSchema,
  authenticateApiKeyResponseSchema,
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
  revokeApiKeyRequestSchema,
  revokeApiKeyResponseSchema,
} from './schemas.ts';

export const apiKeyCalls = defineCalls({
  list: { method: 'GET', path: '/api-keys', auth: 'bearer', request: null, response: apiKeyListSchema },
  create: {
    method: 'POST',
    path: '/api-keys',
    auth: 'bearer',
    request: createApiKeyRequestSchema,
    response: createApiKeyResponseSchema,
  },
  revoke: {
    method: 'POST',
    path: '/api-keys/revoke',
    auth: 'bearer',
    request: revokeApiKeyRequestSchema,
    response: revokeApiKeyResponseSchema,
  },
  /** Checks a key's first signed request at a BFF and answers the key and a token; refusals are 401 with what was wrong. */
  authenticate: {
    method: 'POST',
    path: '/api-keys/authenticate',
    auth: 'visitor',
    request: authenticateApiKeyRequestSchema,
    response: authenticateApiKeyResponseSchema,
  },
});
