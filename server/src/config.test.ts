import { randomBytes } from 'node:crypto';
import { ConfigError } from '@sikka/shared/config/env';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config.ts';
import { DEV_SESSION_KEY } from './session/keys.ts';

const ownKey = randomBytes(32).toString('base64');

describe('BFF configuration (README configuration table)', () => {
  it('embedded defaults: development key, cookies without Secure, the own origins allowed', () => {
    const config = loadServerConfig({});
    expect(config.SESSION_KEYS[0]?.text).toBe(DEV_SESSION_KEY);
    expect(config.SECURE_COOKIES).toBe(false);
    expect(config.ALLOWED_ORIGINS).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('production refuses the development session key, naming the variable', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_KEYS/);
    const config = loadServerConfig({ NODE_ENV: 'production', SESSION_KEYS: ownKey });
    expect(config.SECURE_COOKIES).toBe(true);
  });

  it('production refuses a session key that is 32 bytes but not random, naming the variable, hiding the key', () => {
    const weak = Buffer.alloc(32, 1).toString('base64');
    expect(() => loadServerConfig({ NODE_ENV: 'production', SESSION_KEYS: `${ownKey},${weak}` })).toThrow(
      'SESSION_KEYS=(hidden): key 2: it repeats itself',
    );
    expect(() => loadServerConfig({ NODE_ENV: 'production', SESSION_KEYS: weak })).not.toThrow(weak);
    expect(() => loadServerConfig({ SESSION_KEYS: weak })).not.toThrow();
  });

  it.each([
    [{ ALLOWED_ORIGINS: 'https://sikka.example/path' }, 'ALLOWED_ORIGINS'],
    [{ SESSION_KEYS: 'tooshort' }, 'SESSION_KEYS'],
    [{ SECURE_COOKIES: 'maybe' }, 'SECURE_COOKIES'],
    [{ AUTH_RATE_LIMIT_PER_IP: '0' }, 'AUTH_RATE_LIMIT_PER_IP'],
  ])('refuses %j', (env, name) => {
    expect(() => loadServerConfig(env)).toThrow(new RegExp(name));
  });

  it('reads a hop count for TRUST_PROXY as "trust that many proxies"', () => {
    const config = loadServerConfig({ TRUST_PROXY: '1' });
    expect(typeof config.TRUST_PROXY).toBe('function');
    const trust = config.TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1)]).toEqual([true, false]);
  });
});
