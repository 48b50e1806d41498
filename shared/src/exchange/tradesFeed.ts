// A consumer's recent trades kept from `trades:PAIR` (marketSchemas.ts has the events' schemas and re-exports
// this), without zod: the trading screen's first screen keeps them, where zod's full build must not load.

/** How many trades `trades:PAIR`'s snapshot holds (and a consumer keeps). */
export const RECENT_TRADES = 50;

/** A consumer's recent trades after one `trades:PAIR` event (a snapshot replaces; trades go on top). */
export function applyTradesEvent<Trade>(
  recent: readonly Trade[],
  event: { readonly type: 'snapshot' | 'trades'; readonly pair: string; readonly trades: readonly Trade[] },
): Trade[] {
  if (event.type === 'snapshot') return event.trades.slice(0, RECENT_TRADES);
  return [...event.trades, ...recent].slice(0, RECENT_TRADES);
}
