// `npm run lint` enforces the direction of imports between packages: these rows prove it can fail.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const biome = fileURLToPath(new URL('../node_modules/.bin/biome', import.meta.url));

// Biome prints no diagnostics for stdin, so each probe is a short-lived file in the package it speaks for.
function lint(path: string, source: string): { ok: boolean; output: string } {
  const probe = join(dirname(path), `import-probe-${process.pid}-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(join(root, probe), source);
  try {
    const result = spawnSync(biome, ['lint', '--max-diagnostics=50', probe], { cwd: root, encoding: 'utf8' });
    const output = result.stdout + result.stderr;
    return { ok: !output.includes('noRestrictedImports'), output };
  } finally {
    rmSync(join(root, probe), { force: true });
  }
}

describe('lint: direction of imports', () => {
  it.each([
    ['shared/src/x.ts', "import { buildApp } from '@sikka/server';\nexport const a = buildApp;\n"],
    ['shared/src/x.ts', "import { a } from '../../provider/src/app.ts';\nexport const b = a;\n"],
    ['shared/src/x.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n"],
    ['provider/src/x.ts', "import { buildApp } from '@sikka/server/app';\nexport const a = buildApp;\n"],
    [
      'server/src/x.ts',
      "import { buildProvider } from '../../provider/src/app.ts';\nexport const a = buildProvider;\n",
    ],
    ['server/src/x.ts', "import { a } from '@sikka/provider/app';\nexport const b = a;\n"],
    ['client/src/x.ts', "import { buildApp } from '@sikka/server';\nexport const a = buildApp;\n"],
    [
      'client/src/x.ts',
      "import { loadServerConfig } from '@sikka/server/config';\nexport const a = loadServerConfig;\n",
    ],
  ])('refuses in %s: %s', (path, source) => {
    expect(lint(path, source).ok).toBe(false);
  });

  it.each([
    ['client/src/x.ts', "import type { AppRouter } from '@sikka/server';\nexport type A = AppRouter;\n"],
    [
      'client/src/x.ts',
      "import { parseAmount } from '@sikka/shared/money/amount';\nexport const p = parseAmount;\n",
    ],
    [
      'server/src/x.ts',
      "import { parseAmount } from '@sikka/shared/money/amount';\nexport const p = parseAmount;\n",
    ],
    [
      'provider/src/x.ts',
      "import { parseAmount } from '@sikka/shared/money/amount';\nexport const p = parseAmount;\n",
    ],
  ])('allows in %s: %s', (path, source) => {
    const result = lint(path, source);
    expect(result.ok, result.output).toBe(true);
  });
});
