// A LADDER order's rungs (docs/exchange.md): N limit children at rates evenly spaced on ticks from the first rate to
// the end rate, the quantity split evenly or weighted 1, 2, … N toward the end rate, in whole lots. The provider
// places exactly these children; the trading screen previews them before the order is confirmed.

/** Rung i's rate in ticks: the first rate plus i/(N−1) of the span, truncated toward the first rate. */
export function ladderRungTicks(firstTicks: number, endTicks: number, count: number, index: number): number {
  return firstTicks + Math.trunc(((endTicks - firstTicks) * index) / (count - 1));
}

/** The rungs' lots: even (the rest one each from the first rung), or weighted 1 … N (the rest from the last). */
export function ladderRungLots(lots: number, count: number, weighted: boolean): number[] {
  const weights = Array.from({ length: count }, (_, i) => (weighted ? i + 1 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((weight) => Math.floor((lots * weight) / total));
  let rest = lots - sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i++, rest--) {
    const index = weighted ? count - 1 - (i % count) : i % count;
    sizes[index] = (sizes[index] as number) + 1;
  }
  return sizes;
}

export interface LadderRung {
  ticks: number;
  lots: number;
}

/** Every rung of a ladder: its rate in ticks and its lots, first rate first. */
export function ladderRungs(
  firstTicks: number,
  endTicks: number,
  count: number,
  lots: number,
  weighted: boolean,
): LadderRung[] {
  return ladderRungLots(lots, count, weighted).map((rungLots, index) => ({
    ticks: ladderRungTicks(firstTicks, endTicks, count, index),
    lots: rungLots,
  }));
}
