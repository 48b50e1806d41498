// Large units are read in their parts: no function of the product's code runs past 150 lines (the static content
// pages, which are prose, aside). A function that grows past it is split where its stages are.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const MAX_FUNCTION_LINES = 150;

const sources = execFileSync('git', ['ls-files', 'shared/src', 'provider/src', 'server/src', 'client/src'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/features/content/'),
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

describe('unit sizes', () => {
  it('finds a function past the limit', () => {
    const body = Array.from({ length: 5 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(longFunctions('x.ts', `function big() {\n${body}\n}\n`, 4)).toEqual(['x.ts: big:1 (7 lines)']);
    expect(longFunctions('x.ts', `const small = () => {\n${body}\n};\n`, 7)).toEqual([]);
  });

  it(`no function of the product's code is over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = sources.flatMap((file) =>
      longFunctions(file, readFileSync(join(root, file), 'utf8'), MAX_FUNCTION_LINES),
    );
    expect(long).toEqual([]);
  });
});
