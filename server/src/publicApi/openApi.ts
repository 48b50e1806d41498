// What the OpenAPI document of the public API says about itself, its signature and every answer of each route: the
// success body, 304 for cached market data, and each refusal the route can give with its body (docs/api.md).
import { API_KEY_HEADERS, MAX_RECEIVE_WINDOW_MS, RECEIVE_WINDOW_MS } from '@sikka/shared/apiKeys/signature';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { type RefusalStatus, refusalBody } from './errors.ts';
import type { PublicRoute } from './publicRoutes.ts';

export const PUBLIC_API_INFO = {
  title: 'Sikka public API',
  version: '1.2.0',
  license: { name: 'Proprietary', identifier: 'LicenseRef-Sikka-Proprietary' },
  description: [
    'Market data (public, cached for its max-age; send If-None-Match for a 304) and, with an API key, your balances,',
    "orders, fills, history, and a financial year's tax report and Schedule VDA (CSV). Withdrawals are never possible",
    'with an API key. Market data answers CORS for any origin (its OPTIONS preflight is a 204) and is compressed when',
    'the client accepts it; signed routes are neither.',
    '',
    `Sign every account and order request: send \`${API_KEY_HEADERS.key}\` (the key id), \`${API_KEY_HEADERS.timestamp}\``,
    `(milliseconds since the epoch, within ${RECEIVE_WINDOW_MS / 1000} s of the server's clock — GET /api/v1/time — or within`,
    `\`${API_KEY_HEADERS.receiveWindow}\` milliseconds, up to ${MAX_RECEIVE_WINDOW_MS}), \`${API_KEY_HEADERS.nonce}\``,
    `(16–64 letters, digits, - or _, new for every request) and \`${API_KEY_HEADERS.signature}\`: the lower-case hex`,
    'HMAC-SHA256, keyed with the secret, of the five lines `timestamp`, `nonce`, `METHOD`, the path with its query',
    'exactly as sent, and the hex SHA-256 of the exact body bytes (of nothing, for a GET), joined by `\\n` — and, when',
    `you send \`${API_KEY_HEADERS.receiveWindow}\`, its value as a sixth line.`,
    '',
    'Every refusal is JSON with a `message` and a machine-readable `code` beside it: `{"message", "code"}`, or for',
    'fields `{"error": {"errors": {field: [...]}, "message", "code": "invalid_field"}}`. Each key has a rate limit',
    '(RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset headers; 429 with Retry-After past it). A path asked with',
    'a method it does not serve answers 405 with Allow. Live data: the websocket at /api/v1/ws (docs/api.md).',
  ].join('\n'),
};

export const PUBLIC_API_SERVERS = [{ url: '/', description: 'This server: every path below starts /api/v1' }];

export const PUBLIC_API_SECURITY = {
  ApiKey: {
    type: 'apiKey' as const,
    in: 'header' as const,
    name: API_KEY_HEADERS.key,
    description: `With ${API_KEY_HEADERS.timestamp}, ${API_KEY_HEADERS.nonce} and ${API_KEY_HEADERS.signature} (and optionally ${API_KEY_HEADERS.receiveWindow}): see the description above.`,
  },
};

const REFUSALS: Record<RefusalStatus | 422, string> = {
  400: 'The body is not JSON.',
  401: 'Not signed, or the signature, timestamp, nonce, key or address was refused: `code` says which.',
  403: "The key's scopes do not allow this call, or its owner is not verified (§6).",
  404: 'No such order of yours.',
  405: 'This path does not serve the method: Allow names those it does.',
  409: 'The order is already done, the pair is halted, or the client_order_id names another order of this key.',
  413: 'The body is larger than 64 KiB.',
  415: 'The body is not application/json.',
  422: 'A field was refused: `errors` names each.',
  429: 'Too many requests for this key: wait for Retry-After (seconds).',
  500: 'Something failed on our side.',
  502: 'The exchange could not answer.',
  504: 'The exchange did not answer in time.',
};

const NOT_MODIFIED = 'Not modified: a tag in If-None-Match matches the ETag (weakly).';

const refusal = (status: RefusalStatus | 422) => refusalBody(status).meta({ description: REFUSALS[status] });

/** A download's success in the document: a body of its media type (fastify-type-provider-zod's content form). */
interface FileAnswer {
  content: Record<string, { schema: z.ZodType }>;
}

export function fileAnswer(type: string): FileAnswer {
  return { content: { [type]: { schema: z.string() } } };
}

/** Every answer a route gives, by status: the document describes each, and the API gives no other. */
export function operationResponses(
  route: PublicRoute,
  success: z.ZodType | FileAnswer,
): Record<number, z.ZodType | (FileAnswer & { description: string })> {
  const signed = route.call.auth === 'bearer';
  const post = route.method === 'POST';
  const statuses: Array<RefusalStatus | 422> = [
    ...(post ? ([400] as const) : []),
    ...(signed ? ([401, 403] as const) : []),
    ...(route.refusals ?? []),
    ...(post ? ([413, 415] as const) : []),
    422,
    ...(signed ? ([429] as const) : []),
    500,
    502,
    504,
  ];
  const responses: Record<number, z.ZodType | (FileAnswer & { description: string })> = {
    200:
      'content' in success
        ? { description: route.summary, ...success }
        : success.meta({ description: route.summary }),
  };
  if (route.maxAgeSeconds !== undefined && route.maxAgeSeconds > 0)
    responses[304] = z.null().meta({ description: NOT_MODIFIED });
  for (const status of statuses) responses[status] = refusal(status);
  return responses;
}

/** The refusals of a path rather than an operation: an unknown path, and a method the path does not serve. */
export function pathRefusals(): Record<string, OpenAPIV3_1.ResponseObject> {
  const body = (status: 404 | 405) => ({
    description: status === 404 ? 'No such API route.' : REFUSALS[405],
    content: {
      'application/json': {
        schema: z.toJSONSchema(refusalBody(status), { target: 'draft-2020-12' }) as OpenAPIV3_1.SchemaObject,
      },
    },
  });
  return { NotFound: body(404), MethodNotAllowed: body(405) };
}
