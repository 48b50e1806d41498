// Which tRPC answers go out compressed: only a batch whose every procedure is public market data, the same for
// every caller. A compressed answer that held a secret (a person's data, anything read from the cookie) beside
// input the page sent could be read out by its size (BREACH), so any batch with another procedure goes out as it is.
// The compressing itself is @fastify/compress's (`reply.compress`, registered in the tRPC scope by trpcHttp.ts).
/**
 * Public market data: visitor calls (the provider gets no session token) or the BFF's own copy of a public feed.
 * A procedure joins this list only if its answer never depends on who asks.
 */
export const PUBLIC_MARKET_DATA: ReadonlySet<string> = new Set([
  'market.prices',
  'market.fees',
  'exchange.pairs',
  'exchange.tickers',
  'exchange.ticker',
  'exchange.candles',
  'exchange.orderBook',
  'exchange.recentTrades',
]);

/** Shorter answers gain too little (the tRPC batches here and the public API's market data alike). */
export const COMPRESS_FROM_BYTES = 256;

/** Whether the answer to a request for these procedures may be compressed. */
export function compressible(paths: readonly string[]): boolean {
  return paths.every((path) => PUBLIC_MARKET_DATA.has(path));
}
