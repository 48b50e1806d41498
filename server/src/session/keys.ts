// Session cookie keys from SESSION_KEYS: the first encrypts, every one decrypts, so keys rotate without signing anyone out.
import { createHash } from 'node:crypto';
import { parseKeyList } from '@sikka/shared/config/keyList';

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

/** Comma-separated base64 or base64url keys of 32 bytes each; a string describing the problem otherwise. */
export function parseSessionKeys(text: string): SessionKey[] | string {
  const keys = parseKeyList(text);
  if (typeof keys === 'string') return keys;
  return keys.map((text) => {
    const bytes = Buffer.from(text, 'base64');
    return {
      text,
      id: createHash('sha256').update(bytes).digest('base64url').slice(0, 8),
      bytes: new Uint8Array(bytes),
    };
  });
}
