// The client's bundle budget (client/.size-limit.json, size-limit): `npm test` builds the client and fails naming
// each chunk that outgrew its limit. Figures per route and their goals: docs/benchmarks.md "First load".
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const client = fileURLToPath(new URL('../client', import.meta.url));

interface Check {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit: number;
}

describe('bundle budget', () => {
  it('every chunk of the built client is within its gzip limit', () => {
    // vitest sets NODE_ENV=test, which would build React's development bundles.
    const env = { ...process.env, NODE_ENV: 'production' };
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, env, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const measured = spawnSync('npx', ['size-limit', '--json'], { cwd: client, encoding: 'utf8' });
    const checks = JSON.parse(measured.stdout.slice(measured.stdout.indexOf('['))) as Check[];
    expect(checks.length).toBeGreaterThan(0);
    // A pattern that matches no file measures nothing: the chunk was renamed, and its budget must follow it.
    const unmatched = checks.filter((check) => check.size === 0).map((check) => check.name);
    expect(unmatched, 'budgets whose files are gone (client/.size-limit.json)').toEqual([]);
    const grown = checks
      .filter((check) => !check.passed)
      .map((check) => `${check.name}: ${check.size} B gzip, over its ${check.sizeLimit} B`);
    expect(grown, 'chunks over budget (client/.size-limit.json)').toEqual([]);
  }, 180_000);
});
