// Passwords are stored as argon2id hashes; docs/requirements.md §5's rule for choosing one is shared/'s, reported on the field.
import { SIGN_UP_PASSWORD_HINT } from '@sikka/shared/validation/messages';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { checkNewPassword, DEFAULT_HASH_COST, Passwords } from './passwords.ts';

describe('password hashing', () => {
  it('is argon2id at the default cost (64 MiB, 3 passes), salted, and verifies', async () => {
    const passwords = new Passwords();
    const started = performance.now();
    const hash = await passwords.hash('Demo@1234');
    const took = performance.now() - started;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(DEFAULT_HASH_COST).toEqual({ memoryKib: 65_536, passes: 3 });
    expect(await passwords.hash('Demo@1234')).not.toBe(hash);
    expect(await passwords.verify(hash, 'Demo@1234')).toBe(true);
    expect(await passwords.verify(hash, 'demo@1234')).toBe(false);
    expect(took).toBeLessThan(5_000);
  });

  it('answers false (after the same work) when there is no account', async () => {
    expect(await new Passwords({ memoryKib: 4096, passes: 1 }).verify(undefined, 'Demo@1234')).toBe(false);
  });

  it('a hash of another cost still verifies, so the cost can change without locking anyone out', async () => {
    const cheap = await new Passwords({ memoryKib: 4096, passes: 1 }).hash('Demo@1234');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=4096,p=4,t=1\$/);
    expect(await new Passwords().verify(cheap, 'Demo@1234')).toBe(true);
  });
});

describe('§5 choosing a password', () => {
  it.each(['Secret@1', 'Abcdefghijkl%15'])('accepts %s', (password) => {
    expect(() => checkNewPassword(password)).not.toThrow();
  });

  it.each(['short@A', 'Sixteen@Chars123', 'nocapital@1', 'NoSpecial12', 'Space @Bar1'])(
    'refuses %s as a 422 on the password field',
    (password) => {
      try {
        checkNewPassword(password);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        const body = (error as HttpError).body as { error: { errors: Record<string, string[]> } };
        expect(Object.keys(body.error.errors)).toEqual(['password']);
        if (password === 'nocapital@1' || password === 'NoSpecial12') {
          expect(body.error.errors.password).toEqual([SIGN_UP_PASSWORD_HINT]);
        }
      }
    },
  );
});
