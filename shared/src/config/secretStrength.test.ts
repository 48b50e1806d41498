import { describe, expect, it } from 'vitest';
import { weakSecretReason } from './secretStrength.ts';

const HEX = '0123456789abcdef';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** What a random generator prints: `length` characters drawn uniformly from `alphabet`. */
const randomText = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

describe('production secrets must look random', () => {
  it.each([
    ['one character 32 times', 'a'.repeat(32), 'not random enough'],
    ['two characters alternating', 'ab'.repeat(16), 'not random enough'],
    ['the alphabet in order', 'abcdefghijklmnopqrstuvwxyzABCDEF', 'sequence'],
    ['digits and hex in order twice', '0123456789abcdef0123456789abcdef', 'sequence'],
    ['a word repeated', 'changeme-changeme-changeme-changeme', 'repeats'],
    ['a password repeated', 'P@ssw0rdP@ssw0rdP@ssw0rdP@ssw0rd12', 'repeats'],
    ['base64 of 32 equal bytes', 'YWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWE=', 'repeats'],
  ])('refuses %s', (_name, secret, reason) => {
    expect(weakSecretReason(secret)).toContain(reason);
  });

  it('accepts what openssl rand makes: 32 bytes as base64 or hex, 16 bytes as hex', () => {
    for (let i = 0; i < 2000; i++) {
      for (const secret of [randomText(BASE64, 44), randomText(HEX, 64), randomText(HEX, 32)]) {
        expect(weakSecretReason(secret), secret).toBeNull();
      }
    }
  });
});
