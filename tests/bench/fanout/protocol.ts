// Messages between the fan-out benchmark and its receiver processes, and the delay histogram they share.

export type ReceiverCommand =
  /** idBase: each client subscribes with its own tRPC id (idBase + its index + 1) instead of 1. */
  /** path, input: the tRPC subscription each client makes (default market.onPrices). */
  | {
      cmd: 'connect';
      url: string;
      count: number;
      batch: number;
      mode: 'trpc' | 'bare';
      idBase?: number;
      path?: string;
      input?: unknown;
    }
  | { cmd: 'status' }
  /** Note receipts of seq >= from from now on. */
  | { cmd: 'record'; from: number }
  /** Stop noting; answer the delays of seq from..to, given when each was published (index seq - from). */
  | { cmd: 'result'; from: number; to: number; publishedAt: Float64Array }
  | { cmd: 'exit' };

export interface ReceiverStatus {
  type: 'status';
  opened: number;
  failed: number;
  closed: number;
  /** Clients that have their starting point (a snapshot, or for the bare relay a first event). */
  ready: number;
  /** The lowest last-seen seq among open clients (-1 when one has none yet). */
  minSeq: number;
  /** Events (not snapshots) received so far, whatever their seq: the throughput counter. */
  updates: number;
}

export interface ReceiverResult {
  type: 'result';
  /** Events of the window received (each client counts each event once). */
  received: number;
  histogram: Uint32Array;
  max: number;
  /** Receipts that seemed to precede their publication (clock granularity); counted as 0 ms. */
  negative: number;
  /** Seq numbers skipped over by some client (since it started). */
  gaps: number;
  /** Events of the window that open clients had not yet received when asked (still in flight, or late). */
  pending: number;
  /** Events received again or out of order. */
  stale: number;
  /** Snapshots after a client's first: the BFF healed a gap. */
  resnapshots: number;
  interrupted: number;
  errors: number;
  firstError: string | null;
  closed: number;
  closeCodes: Record<string, number>;
  open: number;
}

// 10 µs buckets up to 1 s, then 1 ms buckets up to 60 s; the last bucket takes anything later.
const FINE_MS = 1_000;
const FINE_PER_MS = 100;
const COARSE_MS = 60_000;
export const HISTOGRAM_BUCKETS = FINE_MS * FINE_PER_MS + (COARSE_MS - FINE_MS) + 1;

export function histogramBucket(delayMs: number): number {
  if (delayMs < FINE_MS) return Math.floor(delayMs * FINE_PER_MS);
  return Math.min(HISTOGRAM_BUCKETS - 1, FINE_MS * FINE_PER_MS + Math.floor(delayMs - FINE_MS));
}

/** The upper edge of a bucket, in ms. */
function bucketMs(bucket: number): number {
  const fine = FINE_MS * FINE_PER_MS;
  return bucket < fine ? (bucket + 1) / FINE_PER_MS : FINE_MS + (bucket - fine) + 1;
}

export function percentile(histogram: Uint32Array, total: number, fraction: number): number {
  if (total === 0) return Number.NaN;
  const rank = Math.ceil(total * fraction);
  let seen = 0;
  for (let bucket = 0; bucket < histogram.length; bucket++) {
    seen += histogram[bucket] as number;
    if (seen >= rank) return bucketMs(bucket);
  }
  return Number.POSITIVE_INFINITY;
}
