// What the proof-of-reserves calls carry (docs/reserves.md "The provider"): the latest published snapshot with each
// asset's liabilities, reserves and ratio, and a signed-in user's proof file; the ratio's rule and the errors' words.
import { z } from 'zod';
import { proofSchema } from './proof.ts';

/** A proof asked for a snapshot that was never published (or is still being built). */
export const snapshotNotFound = (id: number) =>
  `There is no published proof-of-reserves snapshot with id ${id}`;
/** A proof asked of a snapshot taken before the account was opened. */
export const noEntryInSnapshot = (id: number) =>
  `Your account has no entry in snapshot ${id}: it was taken before your account was opened. Wait for the next one.`;

/** One asset of a snapshot, in decimals: users' balances (the root's total), escrow, their sum, the reserves. */
const assetLineSchema = z.object({
  asset: z.string(),
  decimals: z.number().int(),
  /** The sum of every user's available and locked balance: the tree's total for the asset. */
  users: z.string(),
  /** Users' coins held for them by the platform (gift escrow, loan collateral): owed, but in no leaf. */
  escrow: z.string(),
  /** users + escrow: everything owed to users. */
  liabilities: z.string(),
  reserves: z.string(),
  /** reserves / liabilities as a percentage to two places, rounded down; null when nothing is owed. */
  ratio_percent: z.string().nullable(),
});
export type ReserveAssetLine = z.infer<typeof assetLineSchema>;

export const reserveSnapshotSchema = z.object({
  id: z.number().int(),
  taken_at: z.string(),
  /** The newest journal entry the snapshot's reading saw. */
  ledger_position: z.string(),
  user_count: z.number().int(),
  /** The published root, exactly as a verifier takes it: the hash and the users' totals in minor units. */
  root: z.object({ hash: z.string(), totals: z.record(z.string(), z.string()) }),
  assets: z.array(assetLineSchema),
});
export type ReserveSnapshot = z.infer<typeof reserveSnapshotSchema>;

export const latestSnapshotSchema = z.object({ snapshot: reserveSnapshotSchema.nullable() });

export const proofQuerySchema = z
  .object({ snapshot_id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();

/** The proof file a user downloads: version 1 with the snapshot's id and time beside it (no verifier reads those). */
export const reserveProofSchema = proofSchema.extend({ snapshot_id: z.number().int(), taken_at: z.string() });
export type ReserveProofFile = z.infer<typeof reserveProofSchema>;

/** reserves / liabilities in percent, to two decimal places rounded down (never overstated); null for no liabilities. */
export function reserveRatioPercent(reserves: bigint, liabilities: bigint): string | null {
  if (liabilities <= 0n) return null;
  const hundredths = (reserves * 10_000n) / liabilities;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
