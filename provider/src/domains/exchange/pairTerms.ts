// Each pair's trading terms as GET /exchange/pairs answers them: sizes, band, charges, and whether it trades.
import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import { EXCHANGE_PAIRS, PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import type { PairInfo } from '@sikka/shared/exchange/schemas';

export function pairTerms(
  { rates, bandPercent }: { rates: ExchangeRates; bandPercent: number },
  halted: (pair: Pair) => boolean,
): PairInfo[] {
  return EXCHANGE_PAIRS.map((pair) => {
    const config = PAIR_CONFIGS[pair];
    return {
      pair,
      coin: config.coin,
      base_coin: 'INR',
      tick_size: config.tickSize,
      lot_size: config.lotSize,
      min_size: config.minSize,
      status: halted(pair) ? 'halted' : 'trading',
      band_percent: bandPercent,
      maker_bps: rates.makerBps,
      taker_bps: rates.takerBps,
      gst_bps: rates.gstBps,
      tds_bps: rates.tdsBps,
    };
  });
}
