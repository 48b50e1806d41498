// The standalone verifier a careful user runs (scripts/verify-reserves.mjs) against the shared tree and the browser's
// verifier: the same proofs verify, the same alterations fail for the same reason, and a bad file is a clear error.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMerkleSumTree, type Liability, RESERVE_ASSETS } from '../shared/src/reserves/merkleSumTree.ts';
import type { InclusionProof } from '../shared/src/reserves/proof.ts';
import { TAMPERINGS } from '../shared/src/reserves/tampering.ts';
import { verifyInclusion } from '../shared/src/reserves/verifyInclusion.ts';
import { verify } from './verify-reserves.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const script = join(root, 'scripts/verify-reserves.mjs');
const folder = mkdtempSync(join(tmpdir(), 'verify-reserves-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** ~200 users with ids of several shapes and balances from none to past 64 bits. */
function population(count: number): Liability[] {
  let state = 46;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
  return Array.from({ length: count }, (_, i) => ({
    userId: i % 10 === 0 ? `utilisateur-é-${i}` : String(50_000 + i),
    balances: [
      BigInt(next()) * 100n,
      BigInt(next() % 3) * 10n ** 8n,
      BigInt(next()) * 10n ** 12n,
      BigInt(i % 2),
    ],
  }));
}

const people = population(203);
const tree = buildMerkleSumTree({
  assets: RESERVE_ASSETS,
  secret: new Uint8Array(32).fill(9),
  userCount: people.length,
  users: people,
});
const proofOf = (user: Liability) => structuredClone(tree.proofFor(user.userId)) as InclusionProof;

/** Runs the script as a user would, on a file holding `content`. */
function run(content: string, ...args: string[]) {
  const file = join(folder, `proof-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, content);
  const result = spawnSync(process.execPath, [script, file, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/verify-reserves.mjs', () => {
  it('verifies the proof of every user of a generated population, as the browser’s verifier does', () => {
    for (const user of people) {
      const proof = proofOf(user);
      const expected = verifyInclusion(proof, tree.root());
      expect(expected.ok).toBe(true);
      expect(verify(proof, tree.root())).toEqual(expected);
      expect(verify(proof)).toEqual(expected);
    }
  });

  it.each(TAMPERINGS.map((tampering) => [tampering.name, tampering]))(
    'refuses %s, for the same reason',
    (_, tampering) => {
      people.forEach((user, pick) => {
        const proof = proofOf(user);
        tampering.alter(proof, pick);
        const result = verify(proof);
        expect(result).toMatchObject({ ok: false, reason: tampering.reason });
        expect(result).toEqual(verifyInclusion(proof));
      });
    },
  );

  it('agrees with the browser’s verifier on any one change to any field', () => {
    const leaves = (value: unknown, path: string[] = []): string[][] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]))
        : [path];
    const sample = proofOf(people[0] as Liability);
    const fields = leaves(sample);
    const values = fc.oneof(
      fc.bigInt({ min: -5n, max: 1n << 130n }).map(String),
      fc.string(),
      fc.integer(),
      fc.constantFrom(null, true, [], {}, 'left', 'right', 'ab'.repeat(32)),
    );
    fc.assert(
      fc.property(fc.nat(people.length - 1), fc.nat(), values, (index, which, value) => {
        const proof = proofOf(people[index] as Liability) as unknown as Record<string, unknown>;
        const path = fields[which % fields.length] ?? [];
        const parent = path
          .slice(0, -1)
          .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, proof);
        parent[path.at(-1) ?? ''] = value;
        expect(verify(proof)).toEqual(verifyInclusion(proof));
      }),
      { numRuns: 500 },
    );
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'a proof', 'malformed'],
    ['without a version', { leaf: {} }, 'malformed'],
    ['of version 2', { version: 2 }, 'unsupported-version'],
    ['without its path', { ...proofOf(people[1] as Liability), path: undefined }, 'malformed'],
    [
      'without a nonce',
      { ...proofOf(people[1] as Liability), leaf: { userId: '1', balances: {} } },
      'malformed',
    ],
    [
      'with a balance as a number',
      { ...proofOf(people[1] as Liability), root: { hash: 'ab'.repeat(32), totals: { INR: 1 } } },
      'malformed',
    ],
  ])('calls a file %s malformed, with the same words as the browser’s verifier', (_, file, reason) => {
    const result = verify(file);
    expect(result).toMatchObject({ ok: false, reason });
    expect(result).toEqual(verifyInclusion(file));
  });

  it('checks the example proof of docs/reserves.md', () => {
    const example = JSON.parse(readFileSync(join(root, 'docs/examples/reserves-proof.json'), 'utf8'));
    expect(verify(example)).toMatchObject({ ok: true, userId: '42' });
    expect(verifyInclusion(example)).toEqual(verify(example));
  });
});

describe('the command', () => {
  const proof = proofOf(people[10] as Liability);
  const text = JSON.stringify(proof, null, 2);

  it('prints the verdict, the balances and the totals, and exits 0 when the balances are included', () => {
    const { status, stdout } = run(text);
    expect(status).toBe(0);
    expect(stdout).toContain(
      `INCLUDED: user ${proof.leaf.userId} is in the snapshot whose root hash is ${tree.root().hash}`,
    );
    expect(stdout).toMatch(
      /your balances: +INR \d+\.\d\d, BTC \d+\.\d{8}, ETH \d+\.\d{8}, USDT 0\.00000[01]/,
    );
    expect(run(text, '--root', tree.root().hash.toUpperCase()).status).toBe(0);
  });

  it('exits 1 with the reason for a tampered proof or another root', () => {
    const tampered = structuredClone(proof);
    tampered.leaf.balances.INR = (BigInt(tampered.leaf.balances.INR ?? '0') + 1n).toString();
    const altered = run(JSON.stringify(tampered));
    expect(altered.status).toBe(1);
    expect(altered.stderr).toMatch(
      /^NOT VERIFIED \(sum-mismatch\): The balances and the siblings’ sums add up/,
    );
    const otherRoot = run(text, '--root', 'ab'.repeat(32));
    expect(otherRoot.status).toBe(1);
    expect(otherRoot.stderr).toMatch(/^NOT VERIFIED \(hash-mismatch\)/);
  });

  it.each([
    ['not JSON', '{"version": 1, ', /^NOT VERIFIED \(malformed\): .*: it is not JSON \(/],
    [
      'missing a field',
      JSON.stringify({ ...proof, leaf: undefined }),
      /^NOT VERIFIED \(malformed\): The proof file is malformed: leaf is missing\n$/,
    ],
    [
      'of another version',
      JSON.stringify({ ...proof, version: 3 }),
      /^NOT VERIFIED \(unsupported-version\): The proof file is version 3; this verifier reads version 1\n$/,
    ],
  ])('explains a file %s in one line, without a stack trace', (_, content, message) => {
    const { status, stdout, stderr } = run(content);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('explains a missing file and a wrong command line', () => {
    const missing = spawnSync(process.execPath, [script, join(folder, 'absent.json')], { encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(
      /^NOT VERIFIED \(malformed\): .*absent\.json: it cannot be read \(ENOENT\)\n$/,
    );
    const usage = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(usage.status).toBe(1);
    expect(usage.stderr).toBe(
      'usage: node verify-reserves.mjs <proof.json> [--root <published root hash>]\n',
    );
  });

  it('imports nothing but Node’s own modules', () => {
    const imports = readFileSync(script, 'utf8').match(/^import .* from '([^']+)';$/gm) ?? [];
    expect(imports.map((line) => line.replace(/^.* from '([^']+)';$/, '$1'))).toEqual([
      'node:crypto',
      'node:fs',
      'node:url',
    ]);
    expect(() => execFileSync(process.execPath, ['--check', script])).not.toThrow();
  });
});
