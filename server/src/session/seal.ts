// Encrypts what a cookie carries (jose JWE, dir + A256GCM): only this BFF can read or forge it.
import { decodeProtectedHeader, EncryptJWT, errors, type JWTPayload, jwtDecrypt } from 'jose';
import type { SessionKey } from './keys.ts';

/** What a cookie is for; a sealed value opens only for its own purpose, so one cookie cannot stand in for another. */
type SealPurpose = 'session' | 'recovery' | 'otp_flow';

type OpenResult = { ok: true; claims: JWTPayload } | { ok: false; reason: 'expired' | 'invalid' };

const DECRYPT_OPTIONS = { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] };

/**
 * Values opened recently, so a browser's every call does not decrypt its cookie again (WebCrypto's AES-GCM costs
 * about half a millisecond of the event loop here; docs/benchmarks.md, instant buys). Only a value that opened
 * is kept, under its exact text and purpose, and only until its own expiry; the oldest goes first when full.
 */
const OPENED_CACHE_SIZE = 10_000;

export class CookieSealer {
  readonly #keys: readonly SessionKey[];
  readonly #opened = new Map<string, JWTPayload>();

  constructor(keys: readonly SessionKey[]) {
    if (keys.length === 0) throw new Error('CookieSealer needs at least one key');
    this.#keys = keys;
  }

  /** Seals claims until `expiresAt`; the newest key (the first) encrypts. */
  async seal(purpose: SealPurpose, claims: JWTPayload, expiresAt: Date): Promise<string> {
    const key = this.#keys[0] as SessionKey;
    return new EncryptJWT({ ...claims, use: purpose })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: key.id })
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .encrypt(key.bytes);
  }

  /** Opens a sealed value with whichever configured key made it; anything else is 'invalid'. */
  async open(purpose: SealPurpose, value: string): Promise<OpenResult> {
    const cacheKey = `${purpose}:${value}`;
    const cached = this.#opened.get(cacheKey);
    if (cached) {
      // jose's rule: expired from the second the exp claim names.
      if ((cached.exp ?? 0) > Math.floor(Date.now() / 1000)) return { ok: true, claims: cached };
      this.#opened.delete(cacheKey);
      return { ok: false, reason: 'expired' };
    }
    const result = await this.#decrypt(purpose, value);
    if (result.ok) {
      if (this.#opened.size >= OPENED_CACHE_SIZE)
        this.#opened.delete(this.#opened.keys().next().value as string);
      this.#opened.set(cacheKey, result.claims);
    }
    return result;
  }

  async #decrypt(purpose: SealPurpose, value: string): Promise<OpenResult> {
    let kid: unknown;
    try {
      kid = decodeProtectedHeader(value).kid;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    // The named key first; the rest too, in case a key was configured in another text form.
    const ordered = [...this.#keys].sort((a, b) => Number(b.id === kid) - Number(a.id === kid));
    for (const key of ordered) {
      try {
        const { payload } = await jwtDecrypt(value, key.bytes, DECRYPT_OPTIONS);
        return payload.use === purpose ? { ok: true, claims: payload } : { ok: false, reason: 'invalid' };
      } catch (error) {
        // Decryption proved the key right, so the value is authentic and only its time is up.
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      }
    }
    return { ok: false, reason: 'invalid' };
  }
}
