import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HASH_BYTES, hashNode, recordBytes } from './encoding.ts';
import { buildMerkleSumTree, type Liability, RESERVE_ASSETS } from './merkleSumTree.ts';
import type { InclusionProof } from './proof.ts';
import { flipHex, TAMPERINGS } from './tampering.ts';
import { verifyInclusion } from './verifyInclusion.ts';

const SECRET = new Uint8Array(32).fill(3);
/** A deep copy to alter (a proof is plain JSON). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

const people: Liability[] = Array.from({ length: 13 }, (_, i) => ({
  userId: `${1_000 + i}`,
  balances: [BigInt(i * 7_919), BigInt(i % 2) * 12_345_678n, BigInt(i) * 10n ** 18n, 0n],
}));
const tree = buildMerkleSumTree({
  assets: RESERVE_ASSETS,
  secret: SECRET,
  userCount: people.length,
  users: people,
});
const proofOf = (index: number) => clone(tree.proofFor(people[index]?.userId ?? '')) as InclusionProof;

describe('an altered proof never verifies, and says why', () => {
  it.each(TAMPERINGS.map((tampering) => [tampering.name, tampering]))('%s', (_, tampering) => {
    people.forEach((_, index) => {
      for (const pick of [0, 1, 2, 3, 5, 11]) {
        const proof = proofOf(index);
        tampering.alter(proof, pick);
        expect(verifyInclusion(proof)).toMatchObject({ ok: false, reason: tampering.reason });
      }
    });
  });

  it('whatever single field of the file is changed, to whatever value of its kind', () => {
    /** Every string and number of the proof, as a path of keys. */
    const leaves = (value: unknown, path: Array<string | number> = []): Array<Array<string | number>> =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) =>
            leaves(inner, [...path, Array.isArray(value) ? Number(key) : key]),
          )
        : [path];
    const fields = leaves(proofOf(0)).filter((path) => path[0] !== 'version');
    fc.assert(
      fc.property(
        fc.nat(people.length - 1),
        fc.nat(),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (index, which, by) => {
          const proof = proofOf(index);
          const path = fields[which % fields.length] ?? [];
          const parent = path
            .slice(0, -1)
            .reduce<Record<string | number, unknown>>(
              (node, key) => node[key] as Record<string | number, unknown>,
              proof as unknown as Record<string, unknown>,
            );
          const key = path.at(-1) ?? '';
          const value = parent[key];
          if (typeof value === 'number') parent[key] = value + 1;
          else if (typeof value === 'string' && /^\d+$/.test(value))
            parent[key] = (BigInt(value) + by).toString();
          else if (typeof value === 'string' && /^[0-9a-f]{64}$/.test(value))
            parent[key] = flipHex(value, Number(by));
          else if (value === 'left' || value === 'right') parent[key] = value === 'left' ? 'right' : 'left';
          else parent[key] = `${String(value)}X`;
          expect(verifyInclusion(proof).ok).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a proof checked against the published root of another snapshot', () => {
    const later = buildMerkleSumTree({
      assets: RESERVE_ASSETS,
      secret: new Uint8Array(32).fill(4),
      userCount: people.length,
      users: people,
    });
    expect(verifyInclusion(proofOf(2), tree.root())).toMatchObject({ ok: true });
    expect(verifyInclusion(proofOf(2), later.root())).toMatchObject({ ok: false, reason: 'hash-mismatch' });
    expect(verifyInclusion(proofOf(2), { hash: 'ab', totals: {} })).toMatchObject({
      ok: false,
      reason: 'malformed',
      message: 'The proof file is malformed: published root hash must be 64 hexadecimal digits',
    });
  });
});

describe('the attacks a Merkle sum tree must resist (docs/reserves.md "Attacks and defences")', () => {
  const [a, b] = [
    { userId: 'alice', balances: [500n, 0n, 0n, 0n] },
    { userId: 'bob', balances: [300n, 0n, 0n, 0n] },
  ];
  const pair = buildMerkleSumTree({ assets: RESERVE_ASSETS, secret: SECRET, userCount: 2, users: [a, b] });
  const alice = pair.proofFor('alice') as InclusionProof;
  const bob = pair.proofFor('bob') as InclusionProof;

  it('splitting a sum: a root that shows each user a smaller sibling cannot satisfy both', () => {
    // The exchange publishes a root that hides bob's 300: alice is shown bob's sums as 0, bob is shown alice's as 200.
    // Had the parent committed only to the total (500), both views would add up. Here it commits to each child's sums.
    const record = recordBytes(RESERVE_ASSETS.length);
    const asRecord = (hash: string, inr: bigint) => {
      const bytes = new Uint8Array(record);
      bytes.set(hexToBytes(hash));
      new DataView(bytes.buffer).setBigUint64(HASH_BYTES + 8, inr);
      return bytes;
    };
    const forged = (aliceSum: bigint, bobSum: bigint) => {
      const [left, right] = alice.path[0]?.side === 'right' ? [alice, bob] : [bob, alice];
      const children = new Uint8Array(2 * record);
      const leafHash = (proof: InclusionProof) => (proof === alice ? bob : alice).path[0]?.hash ?? '';
      children.set(asRecord(leafHash(left), left === alice ? aliceSum : bobSum));
      children.set(asRecord(leafHash(right), right === alice ? aliceSum : bobSum), record);
      return bytesToHex(hashNode(children));
    };
    const hiddenRoot = { hash: forged(500n, 0n), totals: { INR: '500', BTC: '0', ETH: '0', USDT: '0' } };
    const aliceView = clone(alice);
    (aliceView.path[0] as { sums: Record<string, string> }).sums.INR = '0';
    expect(verifyInclusion(aliceView, hiddenRoot)).toMatchObject({ ok: true }); // alice alone cannot tell
    for (const shown of [0n, 200n, 500n, 499n]) {
      const bobView = clone(bob);
      (bobView.path[0] as { sums: Record<string, string> }).sums.INR = shown.toString();
      const totals = { ...hiddenRoot.totals, INR: (shown + 300n).toString() };
      expect(verifyInclusion(bobView, { ...hiddenRoot, totals }).ok).toBe(false); // bob can
      expect(verifyInclusion(bobView, hiddenRoot).ok).toBe(false);
    }
  });

  it('a negative sibling that would shrink the total is refused, whatever the hashes', () => {
    const proof = clone(alice);
    (proof.path[0] as { sums: Record<string, string> }).sums.INR = '-300';
    expect(verifyInclusion(proof, { ...pair.root(), totals: { ...pair.root().totals, INR: '200' } })).toEqual(
      {
        ok: false,
        reason: 'negative-value',
        message: 'the sum of path step 1 of INR is negative',
      },
    );
  });

  it('another user’s leaf cannot be passed off as one’s own: the user id is hashed', () => {
    const proof = clone(bob);
    proof.leaf.userId = 'alice';
    expect(verifyInclusion(proof)).toMatchObject({ ok: false, reason: 'hash-mismatch' });
  });
});

describe('a malformed file is a clear error, never an exception', () => {
  const valid = proofOf(0);
  const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key));
  it.each<[string, unknown, string, string]>([
    ['text', 'not a proof', 'malformed', 'The proof file is malformed: it is not a JSON object'],
    ['null', null, 'malformed', 'The proof file is malformed: it is not a JSON object'],
    ['a list', [valid], 'malformed', 'The proof file is malformed: it is not a JSON object'],
    ['no version', without('version'), 'malformed', 'The proof file is malformed: version is missing'],
    [
      'version 2',
      { ...valid, version: 2 },
      'unsupported-version',
      'The proof file is version 2; this verifier reads version 1',
    ],
    [
      'version "1"',
      { ...valid, version: '1' },
      'unsupported-version',
      'The proof file is version "1"; this verifier reads version 1',
    ],
    ['no leaf', without('leaf'), 'malformed', 'The proof file is malformed: leaf is missing'],
    ['no path', without('path'), 'malformed', 'The proof file is malformed: path is missing'],
    [
      'a short nonce',
      { ...valid, leaf: { ...valid.leaf, nonce: 'abc' } },
      'malformed',
      'The proof file is malformed: leaf.nonce must be 64 hexadecimal digits',
    ],
    [
      'a decimal balance',
      { ...valid, leaf: { ...valid.leaf, balances: { ...valid.leaf.balances, BTC: '0.5' } } },
      'malformed',
      'The proof file is malformed: leaf.balances.BTC must be a whole number of minor units, as a string',
    ],
    [
      'a balance as a number',
      { ...valid, leaf: { ...valid.leaf, balances: { ...valid.leaf.balances, BTC: 5 } } },
      'malformed',
      'The proof file is malformed: leaf.balances.BTC must be a whole number of minor units, as a string',
    ],
    [
      'a missing asset',
      { ...valid, root: { ...valid.root, totals: { INR: '1' } } },
      'malformed',
      'The proof file is malformed: root.totals must name exactly INR, BTC, ETH, USDT',
    ],
    [
      'an extra asset',
      { ...valid, leaf: { ...valid.leaf, balances: { ...valid.leaf.balances, DOGE: '1' } } },
      'malformed',
      'The proof file is malformed: leaf.balances must name exactly INR, BTC, ETH, USDT',
    ],
    [
      'a side of "up"',
      { ...valid, path: [{ ...valid.path[0], side: 'up' }] },
      'malformed',
      'The proof file is malformed: path.0.side must be "left" or "right"',
    ],
    [
      'an empty user id',
      { ...valid, leaf: { ...valid.leaf, userId: '' } },
      'malformed',
      'The proof file is malformed: leaf.userId must be 1 to 65535 bytes of UTF-8',
    ],
    [
      '65 steps',
      { ...valid, path: Array.from({ length: 65 }, () => valid.path[0]) },
      'malformed',
      'The proof file is malformed: path must be a list of at most 64 steps',
    ],
    [
      'the same asset twice',
      { ...valid, assets: [...valid.assets, valid.assets[0]] },
      'malformed',
      'The proof file is malformed: assets must be distinct',
    ],
    [
      'an amount of 2^128',
      {
        ...valid,
        leaf: { ...valid.leaf, balances: { ...valid.leaf.balances, ETH: (1n << 128n).toString() } },
      },
      'out-of-range',
      'the leaf’s balance of ETH reaches 2^128',
    ],
  ])('%s', (_, file, reason, message) => {
    expect(verifyInclusion(file)).toEqual({ ok: false, reason, message });
  });
});
