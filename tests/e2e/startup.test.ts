// Start-up refuses a bad environment with a message naming the variable (README configuration table).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

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
