// Session cookie keys from SESSION_KEYS: the first encrypts, every one decrypts, so keys rotate without signing anyone out.
import { createHash } from 'node:crypto';

/**
 * The fixed development key (32 bytes, base64url), so a restarted dev server keeps its sessions.
 * It is public, so NODE_ENV=production refuses it (config.ts).
 */
export const DEV_SESSION_KEY = 'tEZETOJQgRSx1lMygO0rkhvRM6b-0HY-x1a3ckwtwJE';

export interface SessionKey {
  /** As configured; compared with DEV_SESSION_KEY. */
  text: string;
  /** Names the key in the JWE header, so decryption tries the right key first; reveals nothing of it. */
  id: string;
  bytes: Uint8Array;
}

const KEY_BYTES = 32;

/** Comma-separated base64 or base64url keys of 32 bytes each; a string describing the problem otherwise. */
export function parseSessionKeys(text: string): SessionKey[] | string {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'List at least one key';
  const keys: SessionKey[] = [];
  for (const [index, entry] of entries.entries()) {
    const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(entry) ? Buffer.from(entry, 'base64') : Buffer.alloc(0);
    if (bytes.length !== KEY_BYTES) {
      return `key ${index + 1} is not ${KEY_BYTES} bytes of base64 (make one with: openssl rand -base64 32)`;
    }
    const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
    keys.push({ text: entry, id, bytes: new Uint8Array(bytes) });
  }
  return keys;
}
