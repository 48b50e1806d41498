// What the page says of a proof file: read from its text, verified in the browser against the published root
// (shared/src/reserves/verifyInclusion.ts), and the outcome in plain words naming what failed.
import { formatMoney } from '@sikka/shared/money/amount';
import type { PublishedRoot } from '@sikka/shared/reserves/proof';
import { verifyInclusion } from '@sikka/shared/reserves/verifyInclusion';

export type ProofCheck =
  | { ok: true; userId: string; balances: Array<{ asset: string; amount: string }>; rootHash: string }
  | { ok: false; reason: string; message: string; otherSnapshot: number | null };

/** A minor-unit string of an asset with `decimals`, as a person reads it. */
function display(asset: string, minor: string, decimals: number): string {
  const digits = minor.padStart(decimals + 1, '0');
  const decimal = decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return formatMoney(asset, decimal);
}

function snapshotIdOf(file: unknown): number | null {
  if (typeof file !== 'object' || file === null || !('snapshot_id' in file)) return null;
  return typeof file.snapshot_id === 'number' ? file.snapshot_id : null;
}

/** Verifies a proof file's text against the published root of snapshot `snapshotId`. */
export function checkProofText(text: string, root: PublishedRoot, snapshotId: number): ProofCheck {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return {
      ok: false,
      reason: 'malformed',
      message: 'The file is not JSON: it is not a proof file.',
      otherSnapshot: null,
    };
  }
  const fileSnapshot = snapshotIdOf(file);
  const otherSnapshot = fileSnapshot !== null && fileSnapshot !== snapshotId ? fileSnapshot : null;
  const result = verifyInclusion(file, root);
  if (!result.ok) return { ok: false, reason: result.reason, message: result.message, otherSnapshot };
  const decimals = new Map(
    (file as { assets: Array<{ code: string; decimals: number }> }).assets.map((asset) => [
      asset.code,
      asset.decimals,
    ]),
  );
  return {
    ok: true,
    userId: result.userId,
    rootHash: result.root.hash,
    balances: Object.entries(result.balances).map(([asset, minor]) => ({
      asset,
      amount: display(asset, minor, decimals.get(asset) ?? 0),
    })),
  };
}

/** The name a downloaded proof is saved under. */
export function proofFileName(snapshotId: number, userId: string): string {
  return `sikka-proof-of-reserves-snapshot-${snapshotId}-user-${userId}.json`;
}
