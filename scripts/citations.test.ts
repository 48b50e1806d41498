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

/** The paths git ignores, as file or folder: what a build or a run makes (client/dist, data/), not a source. */
function ignoredByGit(paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const asked = paths.flatMap((path) => [path, `${path}/`]).join('\n');
  // Exit 1 means none is ignored: not a failure.
  const answer = (() => {
    try {
      return execFileSync('git', ['check-ignore', '--stdin'], { cwd: root, encoding: 'utf8', input: asked });
    } catch (error) {
      if ((error as { status?: number }).status === 1) return '';
      throw error;
    }
  })();
  return new Set(answer.split('\n').map((path) => path.replace(/\/$/, '')));
}

describe('citations', () => {
  it('every repository path named in code and docs exists', () => {
    // A path with a wildcard or a placeholder names a family of files, not one; one that git ignores is made by a
    // build or a run and exists only after it.
    const missing = each(PATH, (cited) => /[*<{$]/.test(cited) || existsSync(join(root, cited)));
    const generated = ignoredByGit(missing.map((line) => line.slice(line.lastIndexOf(': ') + 2)));
    expect(missing.filter((line) => !generated.has(line.slice(line.lastIndexOf(': ') + 2)))).toEqual([]);
  });

  it('cites the requirements, architecture and interface by their pages in docs/', () => {
    expect(each(OUTSIDE, () => false)).toEqual([]);
  });
});
