// `npm test` keeps `npm run lint`, `npm run typecheck` and `npm run knip` clean, so CI (which runs `npm test`) catches
// each.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(script: string): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('code health', () => {
  it('npm run lint is clean (format, lint rules, direction of imports)', () => {
    const result = run('lint');
    expect(result.status, result.output).toBe(0);
  }, 180_000);

  it('npm run knip finds no unused file, export or exported type and no unused or unlisted dependency', () => {
    const result = run('knip');
    expect(result.status, result.output).toBe(0);
  }, 180_000);

  it('npm run typecheck is clean in every package', () => {
    const result = run('typecheck');
    expect(result.status, result.output).toBe(0);
  }, 600_000);
});
