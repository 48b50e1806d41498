// Basis-point arithmetic of the fee schedule (fees.ts), without zod: the instant page's quote preview uses it on
// the first screen, where zod's full build must not load (docs/benchmarks.md "First load").

const BPS = 10_000n;

/** a × bps ÷ 10 000, rounded half up: for fees and taxes on non-negative amounts. */
export function applyBps(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps) * 2n + BPS) / (2n * BPS);
}

/** GST charged on a platform fee (the schedule's gstBps). */
export function gstOn(fee: bigint, schedule: { readonly gstBps: number }): bigint {
  return applyBps(fee, schedule.gstBps);
}
