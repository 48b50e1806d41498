// Which tRPC answers go out compressed: only a batch whose every procedure is public market data, the same for
// every caller. A compressed answer that held a secret (a person's data, anything read from the cookie) beside
// input the page sent could be read out by its size (BREACH), so any batch with another procedure goes out as it is.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

/** Shorter answers fit one packet either way. */
const COMPRESS_FROM_BYTES = 1_024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Whether the answer to a request for these procedures may be compressed. */
export function compressible(paths: readonly string[]): boolean {
  return paths.every((path) => PUBLIC_MARKET_DATA.has(path));
}

/** The encodings the request accepts (a `q=0` refuses one). */
function accepted(acceptEncoding: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) names.add(name.trim());
  }
  return names;
}

/** The body as sent: brotli (fast quality) or gzip when the request accepts it and it is long enough, else as it is. */
export async function encodedAnswer(
  body: Buffer,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | null }> {
  if (body.length < COMPRESS_FROM_BYTES) return { body, encoding: null };
  const names = accepted(acceptEncoding);
  if (names.has('br')) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return { body: await brotli(body, { params }), encoding: 'br' };
  }
  if (names.has('gzip')) return { body: await gzipped(body), encoding: 'gzip' };
  return { body, encoding: null };
}
