// The shape of the house (.dependency-cruiser.cjs, docs/architecture.md): the tree as it is has no violation, and
// each rule refuses the import it names (probe files written beside real ones, cruised together, then removed).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const tag = `probe-${process.pid}`;

/** Each probe: a file, its source, and the rule it must break (null: it breaks none). */
const PROBES: Array<[path: string, source: string, rule: string | null]> = [
  [
    `provider/src/platform/${tag}.ts`,
    "export { walletDomain } from '../domains/wallet/index.ts';\n",
    'provider-platform-below-domains',
  ],
  [
    `provider/src/domains/uma/${tag}-inside.ts`,
    "export { createMoneyServices } from '../wallet/moneyServices.ts';\n",
    'provider-domain-through-its-index',
  ],
  [`provider/src/domains/uma/${tag}-public.ts`, "export { walletDomain } from '../wallet/index.ts';\n", null],
  [
    `server/src/upstream/${tag}.ts`,
    "export * from '../wallet/wallet.handlers.ts';\n",
    'bff-parts-below-domains',
  ],
  [
    `client/src/features/uma/${tag}.ts`,
    "export * from '../wallet/utils/historyState.ts';\n",
    'client-feature-never-imports-another',
  ],
  [
    `client/src/ui/${tag}.ts`,
    "export * from '../features/wallet/utils/historyState.ts';\n",
    'client-shared-below-features',
  ],
];

/** Two files that import each other: the cycle is reported once, from one of them. */
const CYCLE: Array<[path: string, source: string]> = [
  [`shared/src/${tag}-a.ts`, `export { b } from './${tag}-b.ts';\nexport const a = 1;\n`],
  [`shared/src/${tag}-b.ts`, `export { a } from './${tag}-a.ts';\nexport const b = 2;\n`],
];

const SOURCES = ['shared/src', 'provider/src', 'server/src', 'client/src'];

interface Violation {
  from: string;
  rule: { name: string };
}

/** The violations of the tree as it stands now, probes included. */
function cruise(): Violation[] {
  const result = spawnSync(
    'npx',
    ['depcruise', ...SOURCES, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  return (JSON.parse(result.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the shape of the house (dependency-cruiser)', () => {
  it('finds no violation in the tree (npm run depcruise)', () => {
    // Other suites' probe files (scripts/importDirection.test.ts) may be on disk at the same moment: not the tree's.
    const found = cruise().filter((violation) => !/probe-/.test(violation.from));
    expect(found.map((violation) => `${violation.rule.name}: ${violation.from}`)).toEqual([]);
  }, 120_000);

  describe('each rule refuses what it names', () => {
    let violations: Violation[] = [];
    beforeAll(() => {
      for (const [path, source] of [...PROBES, ...CYCLE]) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), source);
      }
      violations = cruise();
    }, 120_000);
    afterAll(() => {
      for (const [path] of [...PROBES, ...CYCLE]) rmSync(join(root, path), { force: true });
    });

    it.each(PROBES)('%s: %j breaks %s', (path, _source, rule) => {
      const broken = violations.filter((violation) => violation.from === path).map((v) => v.rule.name);
      expect(broken).toEqual(rule === null ? [] : [rule]);
    });

    it('two files that import each other break no-circular', () => {
      const paths = CYCLE.map(([path]) => path);
      const broken = violations.filter((violation) => paths.includes(violation.from)).map((v) => v.rule.name);
      expect(broken).toEqual(['no-circular']);
    });
  });
});
