// Start-up refuses a bad environment with a message naming the variable (README configuration table), and
// NODE_ENV=production refuses every development default: the public session key and secrets, the demo account;
// a production provider has no dev outbox and no /dev routes.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningProcess, startBff, startProvider } from '../support/processes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Variables a developer's shell might hold that would change what a refusal test proves. */
const CLEARED = [
  'SESSION_KEYS',
  'JWT_SECRET',
  'OTP_SECRET',
  'CAPTCHA_HMAC_KEY',
  'PAYMENT_WEBHOOK_SECRET',
  'FIELD_ENCRYPTION_KEYS',
  'DEMO_ACCOUNT',
  'ADMIN_TOKEN',
  'DATABASE_URL',
];

function start(entry: string, env: Record<string, string>) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CLEARED.includes(name)),
  );
  return spawnSync(tsx, [entry], {
    cwd: root,
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('configuration is parsed with zod at start-up', () => {
  it.each([
    ['provider/src/main.ts', { PROVIDER_PORT: 'not-a-port' }, 'PROVIDER_PORT="not-a-port"'],
    ['server/src/main.ts', { PROVIDER_URL: 'ftp://nowhere' }, 'PROVIDER_URL="ftp://nowhere"'],
    ['server/src/main.ts', { PORT: '99999' }, 'PORT="99999"'],
  ])('%s refuses %j', (entry, env, named) => {
    const result = spawnSync(tsx, [entry], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain(named);
  });
});

const strongSecrets = {
  JWT_SECRET: randomBytes(32).toString('base64'),
  OTP_SECRET: randomBytes(32).toString('base64'),
  CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64'),
  PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64'),
  FIELD_ENCRYPTION_KEYS: randomBytes(32).toString('base64'),
};

describe('NODE_ENV=production refuses development defaults', () => {
  it('the BFF does not start with the public development session key', () => {
    const result = start('server/src/main.ts', { NODE_ENV: 'production', PORT: '0', METRICS_PORT: '0' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('SESSION_KEYS');
    expect(result.stderr).toContain('development key');
  });

  it('the provider does not start with the development secrets, naming each without echoing it', () => {
    const result = start('provider/src/main.ts', { NODE_ENV: 'production', PROVIDER_PORT: '0' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Invalid configuration');
    for (const name of ['JWT_SECRET', 'OTP_SECRET', 'CAPTCHA_HMAC_KEY', 'FIELD_ENCRYPTION_KEYS'])
      expect(result.stderr).toContain(name);
    // Set explicitly to the public value: refused all the same, and the value never printed.
    const explicit = start('provider/src/main.ts', {
      NODE_ENV: 'production',
      PROVIDER_PORT: '0',
      ...strongSecrets,
      JWT_SECRET: 'sikka-development-jwt-secret-not-for-production',
    });
    expect(explicit.status).toBe(2);
    expect(explicit.stderr).toContain('JWT_SECRET=(hidden)');
    expect(explicit.stderr).not.toContain('sikka-development-jwt-secret-not-for-production');
  });

  it('the provider does not start with the demo account switched on', () => {
    const result = start('provider/src/main.ts', {
      NODE_ENV: 'production',
      PROVIDER_PORT: '0',
      ...strongSecrets,
      DEMO_ACCOUNT: 'on',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('DEMO_ACCOUNT');
  });

  describe('started with its own secrets', () => {
    const running: RunningProcess[] = [];
    afterAll(async () => {
      for (const process of running.reverse()) await process.stop();
    });

    it('the provider seeds no demo account and has no dev outbox or /dev routes; the BFF starts', async () => {
      const provider = await startProvider({
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        ...strongSecrets,
        // Production's floor for argon2id (OWASP); the test's usual cheaper cost is refused.
        ARGON2_MEMORY_KIB: '19456',
      });
      running.push(provider);
      expect(provider.output()).not.toMatch(/demo account/i);
      expect(provider.output()).not.toContain('/dev/outbox');
      expect((await fetch(`${provider.url}/readyz`)).status).toBe(200);
      for (const [method, path] of [
        ['GET', '/dev/outbox?to=9999999999'],
        ['POST', '/dev/users'],
        ['POST', '/dev/users/1/verify'],
      ] as const) {
        const response = await fetch(`${provider.url}${path}`, {
          method,
          ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
      // The demo credentials are just wrong credentials: no account, so no code is sent (and none could be).
      const login = await fetch(`${provider.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile_number: '9999999999', password: 'Demo@1234' }),
      });
      expect(login.status).toBeGreaterThanOrEqual(400);
      expect(login.status).toBeLessThan(500);

      const bff = await startBff(provider.url, {
        NODE_ENV: 'production',
        SESSION_KEYS: randomBytes(32).toString('base64'),
      });
      running.push(bff);
      expect((await fetch(`${bff.url}/readyz`)).status).toBe(200);
    });
  });
});
