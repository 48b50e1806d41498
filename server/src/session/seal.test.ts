import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSessionKeys, type SessionKey } from './keys.ts';
import { CookieSealer } from './seal.ts';

const keyA = 'tEZETOJQgRSx1lMygO0rkhvRM6b-0HY-x1a3ckwtwJE';
const keyB = Buffer.alloc(32, 7).toString('base64');

function keys(text: string): SessionKey[] {
  const parsed = parseSessionKeys(text);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('sealed cookies (the token lives only in an encrypted cookie)', () => {
  it('opens what it sealed, for the same purpose only', async () => {
    const sealer = new CookieSealer(keys(keyA));
    const sealed = await sealer.seal('session', { tok: 'provider-token', uid: 7 }, inAnHour());
    expect(sealed).not.toContain('provider-token');
    const opened = await sealer.open('session', sealed);
    expect(opened).toMatchObject({ ok: true, claims: { tok: 'provider-token', uid: 7 } });
    expect(await sealer.open('recovery', sealed)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says expired once the time is up, and invalid for tampered or foreign values', async () => {
    const sealer = new CookieSealer(keys(keyA));
    const past = await sealer.seal('session', { tok: 't', uid: 1 }, new Date(Date.now() - 1_000));
    expect(await sealer.open('session', past)).toEqual({ ok: false, reason: 'expired' });

    const good = await sealer.seal('session', { tok: 't', uid: 1 }, inAnHour());
    const parts = good.split('.');
    const cipher = parts[3] ?? '';
    parts[3] = `${cipher.slice(0, -2)}${cipher.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await sealer.open('session', parts.join('.'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await sealer.open('session', 'not-a-jwe')).toEqual({ ok: false, reason: 'invalid' });
    const other = new CookieSealer(keys(keyB));
    expect(await other.open('session', good)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('rotates keys: the first key encrypts, every listed key still decrypts', async () => {
    const old = new CookieSealer(keys(keyA));
    const sealedWithOld = await old.seal('session', { tok: 'old', uid: 1 }, inAnHour());
    const rotated = new CookieSealer(keys(`${keyB},${keyA}`));
    expect(await rotated.open('session', sealedWithOld)).toMatchObject({ ok: true, claims: { tok: 'old' } });
    const sealedWithNew = await rotated.seal('session', { tok: 'new', uid: 1 }, inAnHour());
    expect(await old.open('session', sealedWithNew)).toEqual({ ok: false, reason: 'invalid' });
    expect(await new CookieSealer(keys(keyB)).open('session', sealedWithNew)).toMatchObject({ ok: true });
  });
});

describe('SESSION_KEYS parsing', () => {
  it.each([
    ['', 'List at least one key'],
    ['short', 'key 1 is not 32 bytes'],
    [`${keyA},abc`, 'key 2 is not 32 bytes'],
  ])('refuses %j', (text, message) => {
    expect(parseSessionKeys(text)).toContain(message);
  });

  it('accepts base64 and base64url keys and names each by a short id that reveals nothing', () => {
    const parsed = keys(`${keyA}, ${keyB}`);
    expect(parsed).toHaveLength(2);
    expect(parsed[0]?.id).toMatch(/^[\w-]{8}$/);
    expect(parsed[0]?.id).not.toBe(parsed[1]?.id);
    expect(keyA).not.toContain(parsed[0]?.id ?? 'x');
  });

  describe('a value opened once is not decrypted again, but still expires on time', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('opens again from memory until its exp, then says expired', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const sealer = new CookieSealer(keys(keyA));
      const sealed = await sealer.seal('session', { tok: 't', uid: 3 }, new Date(Date.now() + 2_000));
      expect(await sealer.open('session', sealed)).toMatchObject({ ok: true, claims: { uid: 3 } });
      expect(await sealer.open('session', sealed)).toMatchObject({ ok: true, claims: { uid: 3 } });
      expect(await sealer.open('recovery', sealed)).toEqual({ ok: false, reason: 'invalid' });
      vi.setSystemTime(Date.now() + 3_000);
      expect(await sealer.open('session', sealed)).toEqual({ ok: false, reason: 'expired' });
      expect(await sealer.open('session', sealed)).toEqual({ ok: false, reason: 'expired' });
    });
  });
});
