// Every citation resolves inside the repository: a path the code or the docs name (shared/src/…, provider/src/…,
// docs/….md, …) exists, and the requirements, architecture and interface are cited by their pages in docs/, never
// by documents that live outside the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Files that name paths which do not exist on purpose: the probes the import-rule tests write and remove. */
const NAMES_PROBES = new Set([
  'scripts/importDirection.test.ts',
  'scripts/dependencyRules.test.ts',
  'scripts/citations.test.ts',
]);
const TEXT = /\.(ts|tsx|mjs|cjs|md|json|ya?ml|css|html|sh)$/;
const PATH = /(?<![\w./-])((?:shared|provider|server|client|tests|scripts|docs|deploy)\/[\w./-]*\w)/g;
const OUTSIDE = /(?<![\w./-])(SPEC|DESIGN|UI|TOOLCHAIN|CONVENTIONS)\.md/g;

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => TEXT.test(file) && !file.endsWith('package-lock.json') && !NAMES_PROBES.has(file));

function each(pattern: RegExp, check: (match: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of tracked) {
    if (!existsSync(join(root, file))) continue;
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(pattern)) {
      const cited = match[1] as string;
      if (!check(cited)) found.push(`${file}: ${cited}`);
    }
  }
  return found;
}

describe('citations', () => {
  it('every repository path named in code and docs exists', () => {
    // A path with a wildcard or a placeholder names a family of files, not one.
    const missing = each(PATH, (cited) => /[*<{$]/.test(cited) || existsSync(join(root, cited)));
    expect(missing).toEqual([]);
  });

  it('cites the requirements, architecture and interface by their pages in docs/', () => {
    expect(each(OUTSIDE, () => false)).toEqual([]);
  });
});
