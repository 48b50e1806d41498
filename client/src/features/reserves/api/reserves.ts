// The latest published proof-of-reserves snapshot (public), and a signed-in user's proof file, fetched on demand.
import { trpc } from '../../../lib/trpc.ts';

export function useLatestSnapshot() {
  return trpc.reserves.latest.useQuery(undefined, { staleTime: 60_000, meta: { inline: true } });
}

/** Fetches the signed-in user's proof of a snapshot when asked (the download button), never before. */
export function useProofFetcher() {
  const utils = trpc.useUtils();
  return (snapshotId: number) => utils.reserves.proof.fetch({ snapshot_id: snapshotId }, { staleTime: 0 });
}
