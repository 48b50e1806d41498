// The provider's environment (README configuration table): parsed once, a bad value named, production kept safe.
import { randomBytes } from 'node:crypto';
import { ConfigError } from '@sikka/shared/config/env';
import { describe, expect, it } from 'vitest';
import { DEV_SECRETS, loadProviderConfig } from './config.ts';
import { DEV_FIELD_KEY } from './crypto/fieldCipher.ts';

const own = () => randomBytes(32).toString('base64');
const strong = {
  JWT_SECRET: own(),
  OTP_SECRET: own(),
  CAPTCHA_HMAC_KEY: own(),
  PAYMENT_WEBHOOK_SECRET: own(),
  FIELD_ENCRYPTION_KEYS: own(),
};

function refusal(env: Record<string, string>): string {
  try {
    loadProviderConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('provider configuration', () => {
  it('runs with no variables at all: embedded database, development secrets, demo account, dev fixtures', () => {
    const config = loadProviderConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PROVIDER_PORT: 4000,
      DEMO_ACCOUNT: 'on',
      DEV_FIXTURES: true,
      SESSION_TTL_S: 86_400,
      RECOVERY_TTL_S: 900,
      CAPTCHA_MAX_NUMBER: 20_000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/[/\\]data$/);
    expect(config.JWT_SECRET).toBe(DEV_SECRETS.JWT_SECRET);
  });

  it('takes DATABASE_URL for any PostgreSQL, and refuses other schemes naming the variable', () => {
    expect(loadProviderConfig({ DATABASE_URL: 'postgres://u:p@db:5432/sikka' }).DATABASE_URL).toBe(
      'postgres://u:p@db:5432/sikka',
    );
    expect(refusal({ DATABASE_URL: 'mysql://u:p@db/sikka' })).toContain('DATABASE_URL');
  });

  it.each(Object.keys(DEV_SECRETS))('production refuses to start with the development %s', (name) => {
    const message = refusal({
      NODE_ENV: 'production',
      ...strong,
      [name]: DEV_SECRETS[name as keyof typeof DEV_SECRETS],
    });
    expect(message).toContain(name);
    expect(message).toContain('development default');
  });

  it('production refuses the development field encryption key, even listed after its own', () => {
    const message = refusal({
      NODE_ENV: 'production',
      ...strong,
      FIELD_ENCRYPTION_KEYS: `${own()},${DEV_FIELD_KEY}`,
    });
    expect(message).toContain('FIELD_ENCRYPTION_KEYS');
    expect(message).toContain('development key');
  });

  it.each([...Object.keys(DEV_SECRETS), 'ADMIN_TOKEN'])(
    'production refuses a %s that is long enough but not random, naming it and hiding it',
    (name) => {
      const weak = 'a'.repeat(32);
      const message = refusal({ NODE_ENV: 'production', ...strong, [name]: weak });
      expect(message).toMatch(new RegExp(`${name}=\\(hidden\\): it is not random enough`));
      expect(message).not.toContain(weak);
      // Development takes anything long enough: the refusal is production's.
      expect(() => loadProviderConfig({ [name]: weak })).not.toThrow();
    },
  );

  it('production refuses a field encryption key that is 32 bytes but not random', () => {
    const weak = Buffer.alloc(32, 'a').toString('base64');
    const message = refusal({ NODE_ENV: 'production', ...strong, FIELD_ENCRYPTION_KEYS: `${own()},${weak}` });
    expect(message).toContain('FIELD_ENCRYPTION_KEYS=(hidden): key 2: it repeats itself');
  });

  it('production with no secrets set names every one, and no demo account may be asked for', () => {
    const message = refusal({ NODE_ENV: 'production', DEMO_ACCOUNT: 'on' });
    for (const name of [...Object.keys(DEV_SECRETS), 'FIELD_ENCRYPTION_KEYS', 'DEMO_ACCOUNT'])
      expect(message).toContain(name);
  });

  it('production has no demo account and no dev fixtures', () => {
    expect(loadProviderConfig({ NODE_ENV: 'production', ...strong })).toMatchObject({
      DEMO_ACCOUNT: 'off',
      DEV_FIXTURES: false,
    });
  });

  it.each([
    ['development', {}, { MARKET_MAKERS: 'on', MARKET_HISTORY: 'on', MARKET_TRADE_MS: 30_000 }],
    [
      'development',
      { MARKET_MAKERS: 'off' },
      { MARKET_MAKERS: 'off', MARKET_HISTORY: 'off', MARKET_TRADE_MS: 0 },
    ],
    ['development', { MARKET_TRADE_MS: '0' }, { MARKET_HISTORY: 'on', MARKET_TRADE_MS: 0 }],
    ['test', {}, { MARKET_MAKERS: 'off', MARKET_HISTORY: 'off', MARKET_TRADE_MS: 0 }],
    ['test', { MARKET_MAKERS: 'on' }, { MARKET_MAKERS: 'on', MARKET_HISTORY: 'off', MARKET_TRADE_MS: 0 }],
    ['test', { MARKET_HISTORY: 'on' }, { MARKET_MAKERS: 'off', MARKET_HISTORY: 'on', MARKET_TRADE_MS: 0 }],
    ['production', strong, { MARKET_MAKERS: 'off', MARKET_HISTORY: 'off', MARKET_TRADE_MS: 0 }],
  ])('the simulated market in %s with %j: %j', (NODE_ENV, env, expected) => {
    expect(loadProviderConfig({ NODE_ENV, ...env })).toMatchObject(expected);
  });

  it('production refuses a simulated past and trading market makers; their trades need the makers', () => {
    const message = refusal({
      NODE_ENV: 'production',
      ...strong,
      MARKET_HISTORY: 'on',
      MARKET_TRADE_MS: '30000',
    });
    expect(message).toContain('MARKET_HISTORY');
    expect(message).toContain('MARKET_TRADE_MS');
    expect(refusal({ NODE_ENV: 'test', MARKET_TRADE_MS: '1000' })).toContain(
      'MARKET_TRADE_MS="1000": the market makers trade among themselves only with MARKET_MAKERS=on',
    );
  });

  it('a refused secret is named but never echoed', () => {
    const message = refusal({ JWT_SECRET: 'short-secret-value' });
    expect(message).toContain('JWT_SECRET');
    expect(message).not.toContain('short-secret-value');
    const url = refusal({ DATABASE_URL: 'ftp://user:hunter2@host/db' });
    expect(url).not.toContain('hunter2');
  });

  it.each([
    ['true', 'true trusts every address'],
    ['172.30.20.0/24', '172.30.20.0/24 is a subnet'],
    ['172.30.20.11,10.0.0.0/8', '10.0.0.0/8 is a subnet'],
    ['uniquelocal', 'uniquelocal is a whole range'],
    ['fd00::/64', 'fd00::/64 is a subnet'],
  ])(
    'production refuses TRUST_PROXY=%s: only the BFF instances may name the client address',
    (trust, reason) => {
      expect(refusal({ NODE_ENV: 'production', ...strong, TRUST_PROXY: trust })).toContain(
        `TRUST_PROXY="${trust}": ${reason}`,
      );
      // Development keeps whatever it is given.
      expect(() => loadProviderConfig({ TRUST_PROXY: trust })).not.toThrow();
    },
  );

  it.each(['loopback', '172.30.20.11,172.30.20.12', '172.30.20.11/32', 'false'])(
    'production takes TRUST_PROXY=%s',
    (trust) => {
      expect(() =>
        loadProviderConfig({ NODE_ENV: 'production', ...strong, TRUST_PROXY: trust }),
      ).not.toThrow();
    },
  );

  it('production refuses an argon2 cost under the OWASP floor', () => {
    expect(refusal({ NODE_ENV: 'production', ...strong, ARGON2_MEMORY_KIB: '4096' })).toContain(
      'ARGON2_MEMORY_KIB',
    );
  });
});
