// Encryption at rest of sensitive columns (authenticator secrets, document numbers): AES-256-GCM under the keys of
// FIELD_ENCRYPTION_KEYS, the first sealing and every one opening, so keys rotate; keyed blind indexes for equality.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { parseKeyList } from '@sikka/shared/config/keyList';

/** The fixed development key, so a restarted dev provider still opens its data. Public: production refuses it. */
export const DEV_FIELD_KEY = 'mItX44HIFC3YokuxwUUKIuumikgdgW2DUwPomKS2V9E';

/** A sealed value is `enc1:<key id>:<base64url of iv ‖ ciphertext ‖ tag>`; nothing stored in plain text starts so. */
const FORMAT = 'enc1';
const SEALED = /^enc1:([\w-]{8}):([\w-]+)$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Every sealed column as `table.column`: the start-up pass (sealedColumns.ts) keeps each sealed under the current key. */
export type SealedField =
  | 'users.totp_secret'
  | 'users.totp_pending_secret'
  | 'kyc_docs.document_number'
  | 'nominees.pan_no'
  | 'api_keys.secret'
  | 'shop_orders.code'
  | 'sub_brokers.pan'
  | 'reserve_snapshots.secret';

/** Objects kept sealed outside the database (the document store); every listed key opens them. */
type SealedObject = 'kyc_documents';

export interface FieldKey {
  /** As configured; compared with DEV_FIELD_KEY. */
  text: string;
  /** Names the key in each sealed value and blind index; derived, so it reveals nothing of the key. */
  id: string;
  seal: Buffer;
  index: Buffer;
}

/** Comma-separated base64 keys of 32 bytes; a string describing the problem otherwise. */
export function parseFieldKeys(text: string): FieldKey[] | string {
  const keys = parseKeyList(text);
  if (typeof keys === 'string') return keys;
  // One key from the list gives three independent ones, so the sealing key never doubles as an HMAC key.
  const derive = (bytes: Buffer, use: string, length = 32) =>
    Buffer.from(hkdfSync('sha256', bytes, 'sikka field encryption', use, length));
  return keys.map((text) => {
    const bytes = Buffer.from(text, 'base64');
    return {
      text,
      id: derive(bytes, 'key id', 6).toString('base64url'),
      seal: derive(bytes, 'aes-256-gcm'),
      index: derive(bytes, 'blind index hmac'),
    };
  });
}

/** A value that no configured key opens, or that was altered: never shown to a user, never holds the value. */
export class FieldCipherError extends Error {
  override name = 'FieldCipherError';
}

/**
 * Seals and opens one column's values. `field` names the column ('users.totp_secret'): it is authenticated with
 * the value, so a value copied into another column (or another kind of value) does not open there.
 */
export class FieldCipher {
  readonly #current: FieldKey;
  readonly #byId: ReadonlyMap<string, FieldKey>;

  constructor(keys: readonly FieldKey[]) {
    const [current] = keys;
    if (!current) throw new FieldCipherError('FieldCipher needs at least one key');
    this.#current = current;
    this.#byId = new Map(keys.map((key) => [key.id, key]));
  }

  seal(field: SealedField, plaintext: string): string {
    const key = this.#current;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key.seal, iv);
    cipher.setAAD(aad(key.id, field));
    const body = Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${FORMAT}:${key.id}:${body.toString('base64url')}`;
  }

  open(field: SealedField, sealed: string): string {
    const match = SEALED.exec(sealed);
    if (!match) throw new FieldCipherError(`a value of ${field} is not sealed`);
    const [, id = '', payload = ''] = match;
    const key = this.#byId.get(id);
    if (!key) throw new FieldCipherError(`a value of ${field} is sealed with key ${id}, not listed`);
    const body = Buffer.from(payload, 'base64url');
    if (body.length < IV_BYTES + TAG_BYTES) throw new FieldCipherError(`a value of ${field} is cut short`);
    const decipher = createDecipheriv('aes-256-gcm', key.seal, body.subarray(0, IV_BYTES));
    decipher.setAAD(aad(id, field));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      const text = decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES));
      return Buffer.concat([text, decipher.final()]).toString('utf8');
    } catch {
      throw new FieldCipherError(`a value of ${field} does not open (altered, or another column's)`);
    }
  }

  /** seal() for an object's bytes: `enc1:<key id>:` in ASCII, then iv ‖ ciphertext ‖ tag. */
  sealBytes(kind: SealedObject, bytes: Uint8Array): Buffer {
    const key = this.#current;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key.seal, iv);
    cipher.setAAD(Buffer.from(`${FORMAT}:${key.id}:object:${kind}`));
    const body = [iv, cipher.update(bytes), cipher.final(), cipher.getAuthTag()];
    return Buffer.concat([Buffer.from(`${FORMAT}:${key.id}:`), ...body]);
  }

  openBytes(kind: SealedObject, sealed: Uint8Array): Buffer {
    const data = Buffer.from(sealed);
    const header = /^enc1:([\w-]{8}):/.exec(data.subarray(0, 14).toString('latin1'));
    const id = header?.[1] ?? '';
    const key = this.#byId.get(id);
    if (!header || !key) throw new FieldCipherError(`an object of ${kind} is not sealed with a listed key`);
    const body = data.subarray(header[0].length);
    if (body.length < IV_BYTES + TAG_BYTES) throw new FieldCipherError(`an object of ${kind} is cut short`);
    const decipher = createDecipheriv('aes-256-gcm', key.seal, body.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`${FORMAT}:${id}:object:${kind}`));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new FieldCipherError(`an object of ${kind} does not open (altered)`);
    }
  }

  /** open() for a nullable column. */
  openOrNull(field: SealedField, sealed: string | null): string | null {
    return sealed === null ? null : this.open(field, sealed);
  }

  /** The id of the key that sealed a value; null when the value is not sealed at all (plain text). */
  keyIdOf(value: string): string | null {
    return SEALED.exec(value)?.[1] ?? null;
  }

  /** How every value sealed under the current key begins (the start-up pass re-seals the others). */
  get currentPrefix(): string {
    return `${FORMAT}:${this.#current.id}:`;
  }

  /** How every blind index under the current key begins. */
  get currentIndexPrefix(): string {
    return `${this.#current.id}:`;
  }

  /**
   * What to store beside a sealed value so it can be found by equality (e.g. a PAN used by another account):
   * `<key id>:<HMAC of field and value>`. Deterministic, so normalise the value first (PANs in capitals).
   */
  blindIndex(field: SealedField, value: string): string {
    return indexUnder(this.#current, field, value);
  }

  /** The blind index of a value under every listed key: look up with `index in (…)` while keys rotate. */
  blindIndexes(field: SealedField, value: string): string[] {
    return [...this.#byId.values()].map((key) => indexUnder(key, field, value));
  }
}

function aad(keyId: string, field: SealedField): Buffer {
  return Buffer.from(`${FORMAT}:${keyId}:${field}`);
}

function indexUnder(key: FieldKey, field: SealedField, value: string): string {
  const mac = createHmac('sha256', key.index).update(`${field}\0${value}`).digest('base64url');
  return `${key.id}:${mac}`;
}
