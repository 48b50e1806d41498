// Each coin's recent prices, sampled as they tick, for the move alerts' 1-hour window (docs/alerts.md "Moves"): the
// move is measured from the oldest sample inside the window (a process that has watched for less than the window
// measures from its first sample). The 24-hour move is the feed's own day change, the one every page shows.
import { WINDOW_MS } from '@sikka/shared/alerts/rules';
import { COINS, type Coin } from '@sikka/shared/constants';

/** One sample per coin at most this often: 360 an hour. */
const SAMPLE_MS = 10_000;

export class PriceWindows {
  readonly #samples = Object.fromEntries(
    COINS.map((coin) => [coin, { at: [] as number[], mid: [] as bigint[] }]),
  );

  /** Notes a coin's mid at `at` (epoch ms) and answers the price the hour's window starts from. */
  hourStart(coin: Coin, at: number, mid: bigint): bigint {
    const samples = this.#samples[coin] as { at: number[]; mid: bigint[] };
    const last = samples.at.at(-1);
    if (last === undefined || at - last >= SAMPLE_MS) {
      samples.at.push(at);
      samples.mid.push(mid);
    }
    // Samples older than the window go (a few at a time, as they age).
    const from = at - WINDOW_MS['1h'];
    let old = 0;
    while (old < samples.at.length - 1 && (samples.at[old] as number) < from) old++;
    if (old > 0) {
      samples.at.splice(0, old);
      samples.mid.splice(0, old);
    }
    return samples.mid[0] as bigint;
  }
}
