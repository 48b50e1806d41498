// Large units are read in their parts: no function of the product's code runs past 150 lines, and no file of its
// code, tests or tooling past 500 (the static content pages, which are prose, aside). A function that grows past it
// is split where its stages are; a file, by what its parts do.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const MAX_FUNCTION_LINES = 150;
const MAX_FILE_LINES = 500;

const tracked = (...paths: string[]) =>
  execFileSync('git', ['ls-files', ...paths], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !file.includes('/features/content/'));

const sources = tracked('shared/src', 'provider/src', 'server/src', 'client/src').filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
);

/** Code, tests and styles: every TypeScript and CSS file of the packages, the journeys and the tooling. */
const files = tracked('shared/src', 'provider/src', 'server/src', 'client/src', 'tests', 'scripts').filter(
  (file) => /\.(tsx?|css)$/.test(file),
);

/** Every function longer than `max` lines in one source text, as `name:line (n lines)`. */
function longFunctions(file: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = node.name?.getText(source) ?? '(anonymous)';
      if (last - first + 1 > max) found.push(`${file}: ${name}:${first + 1} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The lines of a text, a last one without its newline among them (`wc -l` counts only newlines). */
const lineCount = (text: string) =>
  (text.match(/\n/g)?.length ?? 0) + (text !== '' && !text.endsWith('\n') ? 1 : 0);

/** Every file longer than `max` lines, as `file (n lines)`, longest first. */
function longFiles(texts: ReadonlyArray<readonly [file: string, text: string]>, max: number): string[] {
  return texts
    .map(([file, text]) => [file, lineCount(text)] as const)
    .filter(([, lines]) => lines > max)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([file, lines]) => `${file} (${lines} lines)`);
}

describe('unit sizes', () => {
  it('finds a function past the limit', () => {
    const body = Array.from({ length: 5 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(longFunctions('x.ts', `function big() {\n${body}\n}\n`, 4)).toEqual(['x.ts: big:1 (7 lines)']);
    expect(longFunctions('x.ts', `const small = () => {\n${body}\n};\n`, 7)).toEqual([]);
  });

  it.each([
    ['no file over the limit', [['a.ts', 'a\nb\nc\n']], 3, []],
    ['one line over', [['a.ts', 'a\nb\nc\nd\n']], 3, ['a.ts (4 lines)']],
    ['a last line without its newline counts', [['a.css', 'a\nb\nc\nd']], 3, ['a.css (4 lines)']],
    ['an empty file', [['a.ts', '']], 0, []],
    [
      'only the long ones, longest first',
      [
        ['short.ts', 'a\n'],
        ['long.ts', 'a\nb\nc\n'],
        ['longer.tsx', 'a\nb\nc\nd\n'],
      ],
      1,
      ['longer.tsx (4 lines)', 'long.ts (3 lines)'],
    ],
  ] as const)('finds a file past the limit: %s', (_, texts, max, expected) => {
    expect(longFiles(texts, max)).toEqual(expected);
  });

  it(`no function of the product's code is over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = sources.flatMap((file) =>
      longFunctions(file, readFileSync(join(root, file), 'utf8'), MAX_FUNCTION_LINES),
    );
    expect(long).toEqual([]);
    // Parsing every source file takes seconds on a loaded 2-core machine.
  }, 60_000);

  it(`no file of the product's code, tests or tooling is over ${MAX_FILE_LINES} lines`, () => {
    const long = longFiles(
      files.map((file) => [file, readFileSync(join(root, file), 'utf8')]),
      MAX_FILE_LINES,
    );
    expect(long).toEqual([]);
  });
});
