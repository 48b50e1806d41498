// Why a signed request is refused (401), each with its machine-readable code beside the message (docs/api.md): the
// provider's check answers them, and the BFF's public API passes them on as they are.
import { API_KEY_HEADERS, MAX_RECEIVE_WINDOW_MS } from './signature.ts';

export const API_KEY_REFUSALS = {
  unsigned: {
    code: 'unsigned',
    message: `Sign the request with an API key: send ${API_KEY_HEADERS.key}, ${API_KEY_HEADERS.timestamp}, ${API_KEY_HEADERS.nonce} and ${API_KEY_HEADERS.signature}`,
  },
  unknownKey: { code: 'unknown_key', message: 'Unknown or revoked API key' },
  timestamp: {
    code: 'bad_timestamp',
    message: `Send ${API_KEY_HEADERS.timestamp} as the milliseconds since the epoch`,
  },
  receiveWindow: {
    code: 'bad_receive_window',
    message: `Send ${API_KEY_HEADERS.receiveWindow} as whole milliseconds from 1 to ${MAX_RECEIVE_WINDOW_MS}`,
  },
  old: { code: 'request_expired', message: 'The request is older than its receive window: sign it again' },
  future: {
    code: 'timestamp_ahead',
    message: "The request's timestamp is ahead of the server's clock: check your clock",
  },
  signature: { code: 'bad_signature', message: 'The signature does not match this request' },
  address: { code: 'address_not_allowed', message: 'This API key may not be used from this address' },
  replay: { code: 'nonce_reused', message: 'This nonce was already used: sign each request with a new one' },
} as const;

export type ApiKeyRefusal = (typeof API_KEY_REFUSALS)[keyof typeof API_KEY_REFUSALS];
export const API_KEY_REFUSAL_CODES = Object.values(API_KEY_REFUSALS).map((refusal) => refusal.code) as [
  ApiKeyRefusal['code'],
  ...ApiKeyRefusal['code'][],
];
