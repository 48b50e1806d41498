// API keys for integrators (docs/api.md): made and revoked by their owner on /in/profile/api-keys with an OTP of
// §9's transaction purpose, each with a label, scopes and an optional allowlist of addresses. The secret is shown
// once, at creation; the provider keeps it sealed (an HMAC signature needs it to be checked) and hands it only to the
// BFF that checks the key's requests, in answer to a request it signed.
import { z } from 'zod';
import { otpCodeSchema } from '../auth/schemas.ts';
import { OTP_PURPOSE } from '../constants.ts';
import { plainText } from '../validation/plainText.ts';
import { KEY_ID_PATTERN, NONCE_PATTERN, SIGNATURE_PATTERN } from './signature.ts';

/** §9 transaction 8: creating or revoking a key is confirmed like a money movement. */
export const API_KEY_OTP_PURPOSE = OTP_PURPOSE.transaction;

/** read: balances, orders, fills and history; trade: also place and cancel orders. Never withdrawals. */
export const API_KEY_SCOPES = ['read', 'trade'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const MAX_API_KEYS = 10;
export const MAX_ALLOWED_ADDRESSES = 10;

export const API_KEY_MESSAGES = {
  created: 'API key created. Copy the secret now: it will not be shown again',
  revoked: 'API key revoked',
  tooMany: `You can have at most ${MAX_API_KEYS} API keys. Revoke one first`,
  notFound: 'No such API key on your account',
  scopes: 'Choose at least one scope',
  address: 'Enter IPv4 or IPv6 addresses',
  label: 'Give the key a label of 1 to 40 characters',
  displayName: 'A display name is 2 to 60 characters',
} as const;

const address = z.union([z.ipv4(), z.ipv6()], { error: API_KEY_MESSAGES.address });

export const createApiKeyRequestSchema = z
  .object({
    label: plainText().trim().min(1, API_KEY_MESSAGES.label).max(40, API_KEY_MESSAGES.label),
    /** The merchant's name as customers see it at a vendor order's checkout (a trade key that makes orders). */
    display_name: plainText()
      .trim()
      .min(2, API_KEY_MESSAGES.displayName)
      .max(60, API_KEY_MESSAGES.displayName)
      .optional(),
    scopes: z
      .array(z.enum(API_KEY_SCOPES))
      .min(1, API_KEY_MESSAGES.scopes)
      .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
    ip_allowlist: z.array(address).max(MAX_ALLOWED_ADDRESSES, API_KEY_MESSAGES.address).default([]),
    otp: otpCodeSchema,
  })
  .strict();
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.number().int().positive(),
  /** The public half: sent in x-sikka-key. */
  key_id: z.string().regex(KEY_ID_PATTERN),
  label: z.string(),
  display_name: z.string().nullable(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  ip_allowlist: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createApiKeyResponseSchema = z.object({
  key: apiKeySchema,
  /** Shown this once; sign requests with it. */
  secret: z.string().min(32),
  message: z.string(),
});
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

export const revokeApiKeyRequestSchema = z
  .object({ id: z.number().int().positive(), otp: otpCodeSchema })
  .strict();
export type RevokeApiKeyRequest = z.infer<typeof revokeApiKeyRequestSchema>;
/** The revoked key's public id, so the BFF can close the integrators' sockets it signed. */
export const revokeApiKeyResponseSchema = z.object({ message: z.string(), key_id: z.string() });

/**
 * What the BFF hands the provider to check a key's first signed request: the headers' values, what was signed, and
 * the caller's address for the allowlist.
 */
export const authenticateApiKeyRequestSchema = z
  .object({
    key_id: z.string().regex(KEY_ID_PATTERN, 'Unknown API key'),
    timestamp: z.string().max(20),
    nonce: z.string().regex(NONCE_PATTERN, 'Send a nonce of 16 to 64 letters, digits, - or _'),
    signature: z.string().regex(SIGNATURE_PATTERN, 'Send the signature as 64 lower-case hex digits'),
    method: z.string().regex(/^[A-Z]{3,7}$/),
    target: z.string().min(1).max(4096),
    body_sha256: z.string().regex(/^[0-9a-f]{64}$/),
    address: z.string().min(1).max(64),
    /** The x-sikka-recv-window header as sent; absent, the default window. */
    recv_window: z.string().max(16).optional(),
  })
  .strict();
export type AuthenticateApiKeyRequest = z.infer<typeof authenticateApiKeyRequestSchema>;

/**
 * A request that passed: the key as the BFF checks its next requests (the secret is kept in its memory only, never
 * logged or stored), and a token acting for the key's owner within its scopes (never a session) until `expires_at`.
 */
export const authenticateApiKeyResponseSchema = z.object({
  token: z.string().min(1),
  /** Milliseconds since the epoch. */
  expires_at: z.number().int().positive(),
  user_id: z.number().int().positive(),
  key_id: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  ip_allowlist: z.array(z.string()),
  secret: z.string().min(32),
});
export type AuthenticateApiKeyResponse = z.infer<typeof authenticateApiKeyResponseSchema>;
