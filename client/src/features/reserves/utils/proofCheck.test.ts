// The page's verdict on a proof file: included with the balances in decimals, or the verifier's reason and words for
// a file that is not JSON, altered, or of another snapshot.
import { buildMerkleSumTree, RESERVE_ASSETS } from '@sikka/shared/reserves/merkleSumTree';
import { describe, expect, it } from 'vitest';
import { checkProofText, proofFileName } from './proofCheck.ts';

const tree = buildMerkleSumTree({
  assets: RESERVE_ASSETS,
  secret: new Uint8Array(32).fill(7),
  userCount: 3,
  users: [
    { userId: '11', balances: [123456n, 50_000_000n, 0n, 2_500_000n] },
    { userId: '12', balances: [1n, 2n, 3n, 4n] },
    { userId: '13', balances: [0n, 0n, 0n, 0n] },
  ],
});
const own = tree.proofFor('11');
if (!own) throw new Error('user 11 is in the tree');
const proof = { ...own, snapshot_id: 4, taken_at: '2026-12-01T00:00:00.000Z' };
const root = tree.root();

describe('checkProofText', () => {
  it('answers included, with the balances as a person reads them', () => {
    expect(checkProofText(JSON.stringify(proof), root, 4)).toEqual({
      ok: true,
      userId: '11',
      rootHash: root.hash,
      balances: [
        { asset: 'INR', amount: '₹1,234.56' },
        { asset: 'BTC', amount: '0.5 BTC' },
        { asset: 'ETH', amount: '0 ETH' },
        { asset: 'USDT', amount: '2.5 USDT' },
      ],
    });
  });

  it('names what failed in an altered file, and notices a file of another snapshot', () => {
    const altered = structuredClone(proof);
    altered.leaf.balances.BTC = '60000000';
    expect(checkProofText(JSON.stringify(altered), root, 4)).toMatchObject({
      ok: false,
      reason: 'sum-mismatch',
      otherSnapshot: null,
    });
    const older = { ...proof, snapshot_id: 3 };
    expect(checkProofText(JSON.stringify(older), { ...root, hash: '0'.repeat(64) }, 4)).toMatchObject({
      ok: false,
      reason: 'hash-mismatch',
      otherSnapshot: 3,
    });
    expect(checkProofText('{ not json', root, 4)).toMatchObject({
      ok: false,
      reason: 'malformed',
      message: 'The file is not JSON: it is not a proof file.',
    });
    expect(checkProofText('{"version":2}', root, 4)).toMatchObject({
      ok: false,
      reason: 'unsupported-version',
    });
  });

  it('names the download after its snapshot and user', () => {
    expect(proofFileName(4, '11')).toBe('sikka-proof-of-reserves-snapshot-4-user-11.json');
  });
});
