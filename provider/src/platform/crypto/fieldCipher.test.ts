// Encryption at rest: AES-256-GCM values bound to their column, keys that rotate, blind indexes for equality.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_FIELD_KEY, FieldCipher, FieldCipherError, parseFieldKeys } from './fieldCipher.ts';

const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('base64url');

function cipher(text: string): FieldCipher {
  const keys = parseFieldKeys(text);
  if (typeof keys === 'string') throw new Error(keys);
  return new FieldCipher(keys);
}

const PAN = 'ABCDE1234F';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

describe('sealing a column value', () => {
  it('opens to what was sealed, shows none of it, and differs every time', () => {
    const fields = cipher(keyA);
    const once = fields.seal('kyc_docs.document_number', PAN);
    const twice = fields.seal('kyc_docs.document_number', PAN);
    expect(once).toMatch(/^enc1:[\w-]{8}:[\w-]+$/);
    expect(once).not.toContain(PAN);
    expect(once).not.toBe(twice);
    expect(fields.open('kyc_docs.document_number', once)).toBe(PAN);
    expect(fields.open('kyc_docs.document_number', twice)).toBe(PAN);
  });

  it('a value moved to another column, altered, or cut short does not open, and the error holds no value', () => {
    const fields = cipher(keyA);
    const sealed = fields.seal('users.totp_secret', SECRET);
    const refusals = [
      () => fields.open('users.totp_pending_secret', sealed),
      () => fields.open('users.totp_secret', `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`),
      () => fields.open('users.totp_secret', sealed.slice(0, 20)),
      () => fields.open('users.totp_secret', SECRET),
    ];
    for (const refusal of refusals) {
      expect(refusal).toThrow(FieldCipherError);
      try {
        refusal();
      } catch (error) {
        expect(String(error)).not.toContain(SECRET);
        expect(String(error)).not.toContain(sealed);
      }
    }
  });

  it('says which key sealed a value, and that a plain value is not sealed', () => {
    const fields = cipher(keyA);
    const sealed = fields.seal('users.totp_secret', SECRET);
    expect(fields.keyIdOf(sealed)).toBe(sealed.split(':')[1]);
    expect(sealed.startsWith(fields.currentPrefix)).toBe(true);
    expect(fields.keyIdOf(SECRET)).toBeNull();
    expect(fields.openOrNull('users.totp_secret', null)).toBeNull();
  });
});

describe('rotation: the first key seals, every listed key opens', () => {
  it('an old key still opens what it sealed, the new key seals, and a dropped key is refused', () => {
    const old = cipher(keyA);
    const sealedByOld = old.seal('kyc_docs.document_number', PAN);
    const rotated = cipher(`${keyB},${keyA}`);
    expect(rotated.open('kyc_docs.document_number', sealedByOld)).toBe(PAN);
    const sealedByNew = rotated.seal('kyc_docs.document_number', PAN);
    expect(rotated.keyIdOf(sealedByNew)).not.toBe(old.keyIdOf(sealedByOld));
    expect(() => old.open('kyc_docs.document_number', sealedByNew)).toThrow(/not listed/);
    expect(cipher(keyB).open('kyc_docs.document_number', sealedByNew)).toBe(PAN);
    expect(() => cipher(keyB).open('kyc_docs.document_number', sealedByOld)).toThrow(/not listed/);
  });

  it('blind indexes: equal for equal values, keyed, per column, and every listed key is tried while rotating', () => {
    const fields = cipher(keyA);
    const index = fields.blindIndex('kyc_docs.document_number', PAN);
    expect(index).toBe(fields.blindIndex('kyc_docs.document_number', PAN));
    expect(index).not.toBe(fields.blindIndex('kyc_docs.document_number', 'ABCDE1234G'));
    expect(index).not.toBe(fields.blindIndex('users.totp_secret', PAN));
    expect(index).not.toBe(cipher(keyB).blindIndex('kyc_docs.document_number', PAN));
    expect(index).not.toContain(PAN);
    expect(index.startsWith(fields.currentIndexPrefix)).toBe(true);
    const rotated = cipher(`${keyB},${keyA}`);
    expect(rotated.blindIndexes('kyc_docs.document_number', PAN)).toEqual([
      rotated.blindIndex('kyc_docs.document_number', PAN),
      index,
    ]);
  });
});

describe('FIELD_ENCRYPTION_KEYS parsing', () => {
  it.each([
    ['', 'List at least one key'],
    ['short', 'key 1 is not 32 bytes'],
    [`${keyA},${randomBytes(16).toString('base64')}`, 'key 2 is not 32 bytes'],
  ])('refuses %j', (text, message) => {
    expect(parseFieldKeys(text)).toContain(message);
  });

  it('names each key by an id derived from it that reveals nothing of it', () => {
    const keys = parseFieldKeys(`${keyA}, ${keyB},${DEV_FIELD_KEY}`);
    if (typeof keys === 'string') throw new Error(keys);
    expect(keys.map((key) => key.text)).toEqual([keyA, keyB, DEV_FIELD_KEY]);
    expect(new Set(keys.map((key) => key.id)).size).toBe(3);
    for (const key of keys) expect(key.text).not.toContain(key.id);
  });
});
