// What the OpenAPI document of the public API says about itself and its signature (docs/api.md has the walk-through).
import { API_KEY_HEADERS, RECEIVE_WINDOW_MS } from '@sikka/shared/apiKeys/signature';

export const PUBLIC_API_INFO = {
  title: 'Sikka public API',
  version: '1.0.0',
  description: [
    'Market data (public, cached for its max-age; send If-None-Match for a 304) and, with an API key, your balances,',
    'orders, fills and history. Withdrawals are never possible with an API key.',
    '',
    `Sign every account and order request: send \`${API_KEY_HEADERS.key}\` (the key id), \`${API_KEY_HEADERS.timestamp}\``,
    `(milliseconds since the epoch, within ${RECEIVE_WINDOW_MS / 1000} s of the server's clock), \`${API_KEY_HEADERS.nonce}\``,
    `(16–64 letters, digits, - or _, new for every request) and \`${API_KEY_HEADERS.signature}\`: the lower-case hex`,
    'HMAC-SHA256, keyed with the secret, of the five lines `timestamp`, `nonce`, `METHOD`, the path with its query',
    'exactly as sent, and the hex SHA-256 of the exact body bytes (of nothing, for a GET), joined by `\\n`.',
    'Refusals say what was wrong (401), a scope the key lacks is a 403, and each key has a rate limit',
    '(RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset headers; 429 with Retry-After past it).',
    'Live data: the websocket at /api/v1/ws (docs/api.md).',
  ].join('\n'),
};

export const PUBLIC_API_SECURITY = {
  ApiKey: {
    type: 'apiKey' as const,
    in: 'header' as const,
    name: API_KEY_HEADERS.key,
    description: `With ${API_KEY_HEADERS.timestamp}, ${API_KEY_HEADERS.nonce} and ${API_KEY_HEADERS.signature}: see the description above.`,
  },
};
