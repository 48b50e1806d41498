import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_LIMIT } from './encoding.ts';
import { buildMerkleSumTree, type Liability, RESERVE_ASSETS } from './merkleSumTree.ts';
import type { InclusionProof } from './proof.ts';
import { verifyInclusion } from './verifyInclusion.ts';

const SECRET = new Uint8Array(32).fill(7);
const OTHER_SECRET = new Uint8Array(32).fill(8);

const build = (users: readonly Liability[], secret: Uint8Array = SECRET) =>
  buildMerkleSumTree({ assets: RESERVE_ASSETS, secret, userCount: users.length, users });

const users = (count: number): Liability[] =>
  Array.from({ length: count }, (_, i) => ({
    userId: `user-${i}-id`,
    balances: [BigInt(i * 1_000), BigInt(i % 3), 0n, BigInt(i * i)],
  }));

/** A leaf's position, read from the sides of its path (a sibling on the left means this node is a right child). */
const position = (proof: InclusionProof) =>
  proof.path.reduce((at, step, level) => at + (step.side === 'left' ? 2 ** level : 0), 0);

const balance = fc.oneof(
  fc.constant(0n),
  fc.bigInt({ min: 0n, max: 10n ** 14n }),
  fc.bigInt({ min: 0n, max: 10n ** 20n }), // 12 integer digits and 8 decimals: past 64 bits
);
const population = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }), { maxLength: 40 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((userId) =>
        fc.array(balance, { minLength: 4, maxLength: 4 }).map((b) => ({ userId, balances: b })),
      ),
    ),
  );

describe('the Merkle sum tree of a snapshot (docs/reserves.md)', () => {
  it('totals exactly the sum of every balance, and every user’s proof verifies with their own balances', () => {
    fc.assert(
      fc.property(population, fc.uint8Array({ minLength: 32, maxLength: 32 }), (people, secret) => {
        const tree = build(people, secret);
        const root = tree.root();
        RESERVE_ASSETS.forEach(({ code }, k) => {
          const sum = people.reduce((total, user) => total + (user.balances[k] ?? 0n), 0n);
          expect(root.totals[code]).toBe(sum.toString());
        });
        expect(tree.height).toBe(Math.max(1, Math.ceil(Math.log2(Math.max(people.length, 1)))));
        for (const user of people) {
          const proof = tree.proofFor(user.userId);
          expect(proof?.path).toHaveLength(tree.height);
          const result = verifyInclusion(proof, root);
          expect(result).toEqual({
            ok: true,
            userId: user.userId,
            balances: Object.fromEntries(
              RESERVE_ASSETS.map(({ code }, k) => [code, String(user.balances[k])]),
            ),
            root,
          });
        }
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    [0, 1, 2],
    [1, 1, 2],
    [2, 1, 2],
    [3, 2, 4],
    [5, 3, 8],
    [8, 3, 8],
    [9, 4, 16],
  ])('pads %i users with zero-balance leaves to a power of two: %i levels, %i leaves', (count, height) => {
    const tree = build(users(count));
    expect(tree.height).toBe(height);
    expect(tree.userCount).toBe(count);
    const expected = RESERVE_ASSETS.map((_, k) =>
      users(count).reduce((sum, user) => sum + (user.balances[k] ?? 0n), 0n),
    );
    expect(Object.values(tree.root().totals)).toEqual(expected.map(String));
  });

  it('spreads the padding among the users instead of after them, and moves them in every snapshot', () => {
    const people = users(40); // 64 leaves, 24 of them padding
    const positions = (secret: Uint8Array) => {
      const tree = build(people, secret);
      return people.map((user) => position(tree.proofFor(user.userId) as InclusionProof));
    };
    const first = positions(SECRET);
    expect(new Set(first).size).toBe(40);
    expect(Math.max(...first)).toBeGreaterThanOrEqual(40); // some user sits after some padding
    expect(first).not.toEqual([...first].sort((a, b) => a - b)); // not in the order they came in
    const second = positions(OTHER_SECRET);
    expect(second.filter((at, i) => at === first[i]).length).toBeLessThan(10);
  });

  it('gives the same root for the same secret, and another root but the same totals for another secret', () => {
    const people = users(20);
    expect(build(people).root()).toEqual(build(people).root());
    const other = build(people, OTHER_SECRET).root();
    expect(other.hash).not.toBe(build(people).root().hash);
    expect(other.totals).toEqual(build(people).root().totals);
  });

  it('hashes the documented byte layout (a known answer: changing the layout changes this root)', () => {
    const tree = build([
      { userId: '42', balances: [123_456n, 50_000_000n, 0n, 2_500_000n] },
      { userId: '7', balances: [100n, 0n, 1n, 0n] },
    ]);
    expect(tree.root()).toEqual({
      hash: '5f5f6ddfa4181889033b6d4f018fab0e5c01fa0372a66b1d52aff47114c3e6d6',
      totals: { INR: '123556', BTC: '50000000', ETH: '1', USDT: '2500000' },
    });
    // HMAC-SHA256(secret, 0x10 ‖ "42")
    expect(tree.proofFor('42')?.leaf.nonce).toBe(
      '629abfc669e8a3fdae90f748923dffa9891cb1b07efd51700f59c24914e41ee2',
    );
  });

  it('puts a fresh nonce in every leaf and no other user’s id in a proof', () => {
    const people = users(30);
    const tree = build(people);
    const proofs = people.map((user) => tree.proofFor(user.userId) as InclusionProof);
    expect(new Set(proofs.map((proof) => proof.leaf.nonce)).size).toBe(30);
    const again = build(people, OTHER_SECRET).proofFor('user-3-id');
    expect(again?.leaf.nonce).not.toBe(proofs[3]?.leaf.nonce);
    proofs.forEach((proof, i) => {
      const text = JSON.stringify(proof);
      const named = people.filter((user) => text.includes(`"${user.userId}"`)).map((user) => user.userId);
      expect(named).toEqual([`user-${i}-id`]);
    });
    expect(tree.proofFor('nobody')).toBeUndefined();
  });
});

describe('a tree refuses what would let liabilities hide', () => {
  const withBalance = (index: number, balances: bigint[]) =>
    users(6).map((user, i) => (i === index ? { ...user, balances } : user));

  it('a negative balance, naming the user’s index and the asset but never the amount', () => {
    const build3 = () => build(withBalance(3, [1n, -123_456_789n, 0n, 0n]));
    expect(build3).toThrow('User at index 3: the BTC balance is negative');
    expect(build3).not.toThrow(/123456789|123,456,789/);
  });

  it.each([
    [
      'a balance of 2^128 or more',
      withBalance(2, [AMOUNT_LIMIT, 0n, 0n, 0n]),
      'User at index 2: the INR balance reaches 2^128',
    ],
    [
      'three balances for four assets',
      withBalance(1, [1n, 2n, 3n]),
      'User at index 1: 3 balances for 4 assets',
    ],
    [
      'sums that would wrap round',
      withBalance(4, [0n, 0n, AMOUNT_LIMIT - 1n, 0n]).map((user, i) =>
        i === 5 ? { ...user, balances: [0n, 0n, 1n, 0n] } : user,
      ),
      'A sum of liabilities reaches 2^128',
    ],
    [
      'the same user twice',
      [...users(3), { userId: 'user-1-id', balances: [0n, 0n, 0n, 0n] }],
      'User at index 3: the same user id appears twice',
    ],
    [
      'an empty user id',
      [{ userId: '', balances: [0n, 0n, 0n, 0n] }],
      'User at index 0: A user id must be 1 to 65535 bytes of UTF-8',
    ],
    [
      'a user id with a lone surrogate',
      [{ userId: 'a\ud800', balances: [0n, 0n, 0n, 0n] }],
      'User at index 0: A user id must be well-formed Unicode',
    ],
  ])('%s', (_, people, message) => {
    expect(() => build(people)).toThrow(message);
  });

  it('a count that does not match the users, and a short secret', () => {
    const people = users(3);
    const input = { assets: RESERVE_ASSETS, secret: SECRET, users: people };
    expect(() => buildMerkleSumTree({ ...input, userCount: 2 })).toThrow(
      'users yields more than userCount (2) users',
    );
    expect(() => buildMerkleSumTree({ ...input, userCount: 4 })).toThrow(
      'users yields 3 users, not userCount (4)',
    );
    expect(() => buildMerkleSumTree({ ...input, userCount: 3, secret: new Uint8Array(16) })).toThrow(
      'The snapshot secret must be at least 32 bytes',
    );
  });

  it('assets that could be read two ways', () => {
    const make = (assets: { code: string; decimals: number }[]) => () =>
      buildMerkleSumTree({ assets, secret: SECRET, userCount: 0, users: [] });
    expect(make([])).toThrow('A tree has 1 to 255 assets');
    expect(
      make([
        { code: 'BTC', decimals: 8 },
        { code: 'BTC', decimals: 8 },
      ]),
    ).toThrow('Asset codes must be distinct');
    expect(make([{ code: 'btc', decimals: 8 }])).toThrow('Asset code "btc" is not 1–16 of A–Z, 0–9');
    expect(make([{ code: 'BTC', decimals: 37 }])).toThrow('Decimals of BTC must be an integer 0–36');
  });
});
