// Comma-separated lists of 32-byte keys (SESSION_KEYS, FIELD_ENCRYPTION_KEYS): the first seals, every one opens.

/** 32 bytes as base64 or base64url: 43 characters, and one '=' of padding or none. */
const KEY_32_BYTES = /^[A-Za-z0-9+/_-]{42}[AEIMQUYcgkosw048]=?$/;

/** The keys of a list as written, in order; a string describing the problem otherwise (never echoing a key). */
export function parseKeyList(text: string): string[] | string {
  const keys = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (keys.length === 0) return 'List at least one key';
  const bad = keys.findIndex((key) => !KEY_32_BYTES.test(key));
  if (bad >= 0) return `key ${bad + 1} is not 32 bytes of base64 (make one with: openssl rand -base64 32)`;
  return keys;
}
