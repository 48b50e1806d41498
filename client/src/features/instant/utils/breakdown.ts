// The lines of an instant quote as a person reads them (docs/interface.md: every line before the final button): price,
// quantity, value, platform fee, GST on the fee, TDS on a sale, and the total paid or received — rupees with
// Indian grouping and the ₹ sign, coins at their precision with trailing zeros trimmed.
import type { Coin } from '@sikka/shared/constants';
import type { FeeSchedule } from '@sikka/shared/market/fees';
import type { QuoteBreakdown, QuoteSide } from '@sikka/shared/market/quote';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';

/** The figures a quote (live preview, locked quote or filled order) carries: shared's breakdown, decimal strings. */
type QuoteFigures = QuoteBreakdown;

export type LineKey = 'price' | 'quantity' | 'value' | 'fee' | 'gst' | 'tds' | 'total';

export interface BreakdownLine {
  key: LineKey;
  side: QuoteSide;
  coin: Coin;
  /** The rate a fee or tax line's label names, ' (0.2%)', or ''. */
  rate: string;
  value: string;
  emphasis: boolean;
}

/** Basis points as a percentage for labels: 20 → '0.2%', 1800 → '18%', 125 → '1.25%'. */
export function bpsPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const rest = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}%` : `${whole}%`;
}

const inr = (amount: string) => formatInr(amount, { symbol: true });

export function breakdownLines(quote: QuoteFigures, schedule: FeeSchedule | null = null): BreakdownLine[] {
  const rate = (bps: number | undefined) => (bps === undefined ? '' : ` (${bpsPercent(bps)})`);
  const line = (key: LineKey, value: string, lineRate = ''): BreakdownLine => ({
    key,
    side: quote.side,
    coin: quote.coin,
    rate: lineRate,
    value,
    emphasis: key === 'total',
  });
  const lines = [
    line('price', inr(quote.price)),
    line('quantity', `${formatCoin(quote.quantity, quote.coin)} ${quote.coin}`),
    line('value', inr(quote.value)),
    line('fee', inr(quote.fee), rate(schedule?.feeBps)),
    line('gst', inr(quote.gst), rate(schedule?.gstBps)),
  ];
  if (quote.side === 'sell') lines.push(line('tds', inr(quote.tds), rate(schedule?.tdsBps)));
  lines.push(line('total', inr(quote.total)));
  return lines;
}
