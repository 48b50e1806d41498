// The client's bundle budget: `npm test` builds the client and fails naming each chunk that outgrew its limit
// (client/.size-limit.json, size-limit) and each page whose first load outgrew its line (FIRST_LOAD_BUDGETS).
// Figures per route and their goals: docs/benchmarks.md "First load".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstLoadChunks, viteManifestSchema } from '../server/src/clientPreloads.ts';
import { pageKindOf } from '../shared/src/routes/pageKind.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const client = fileURLToPath(new URL('../client', import.meta.url));
const dist = join(client, 'dist');

/**
 * A page's first load, KB (1,000 bytes) of JavaScript gzip: the entry's scripts and the page's own that the BFF
 * names as modulepreloads (server/src/clientPreloads.ts). Lines a little above the figures measured when set;
 * /in/home's is its goal (docs/benchmarks.md "First load").
 */
const FIRST_LOAD_BUDGETS: ReadonlyArray<{ route: string; kb: number }> = [
  { route: '/in/home', kb: 150 },
  { route: '/in/home?type=login', kb: 207 },
  { route: '/in/bitcoin', kb: 194 },
  { route: '/in/exchange/inr/btc', kb: 197 },
];

interface Check {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit: number;
}

/** A file's size as the BFF sends it gzip: its .gz copy, or the file itself under the build's 1 KB threshold. */
function gzipSize(file: string): number {
  const path = join(dist, file);
  return statSync(existsSync(`${path}.gz`) ? `${path}.gz` : path).size;
}

describe('bundle budget', () => {
  beforeAll(() => {
    // vitest sets NODE_ENV=test, which would build React's development bundles.
    const env = { ...process.env, NODE_ENV: 'production' };
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, env, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  }, 180_000);

  it('every chunk of the built client is within its gzip limit', () => {
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
  }, 60_000);

  it("every page's first load (entry and the page's preloaded chunks) is within its line", () => {
    const manifest = viteManifestSchema.parse(
      JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')),
    );
    const grown: string[] = [];
    for (const { route, kb } of FIRST_LOAD_BUDGETS) {
      const url = new URL(route, 'http://localhost');
      const { entry, page } = firstLoadChunks(manifest, pageKindOf(url.pathname, url.search));
      const files = [...entry, ...page]
        .map((key) => manifest[key]?.file ?? key)
        .filter((f) => f.endsWith('.js'));
      expect(
        page.length,
        `${route} names no page chunk: PAGE_MODULES no longer matches the build`,
      ).toBeGreaterThan(0);
      const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
      console.log(`${route}: ${(bytes / 1000).toFixed(1)} KB gzip of its ${kb} KB line`);
      if (bytes > kb * 1000) {
        const largest = files
          .map((file): [string, number] => [file, gzipSize(file)])
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([file, size]) => `${file} ${(size / 1000).toFixed(1)}`)
          .join(', ');
        grown.push(`${route}: ${(bytes / 1000).toFixed(1)} KB gzip, over its ${kb} KB (largest: ${largest})`);
      }
    }
    expect(grown, "pages' first loads over budget (FIRST_LOAD_BUDGETS)").toEqual([]);
  });
});
