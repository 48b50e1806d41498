// The lines an order shows before it is confirmed: its figures (value, fee, GST, TDS on a sale, total, with an
// estimate the bound it never passes, and what a sale's TP/SL holds to buy back with), and the §4 confirmation's §3
// order data (type, side, trigger price, price, quantity or amount, pair, unit) with the take-profit and stop-loss.
import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import type { OrderEstimateLines } from '@sikka/shared/exchange/estimate';
import type { OrderSide } from '@sikka/shared/exchange/orderTerms';
import { formatCoin, formatInr, fromMinorUnits } from '@sikka/shared/money/amount';
import type { TFunction } from '../../../lib/i18n/i18n.ts';
import type { DataLine } from '../../../ui/DataList.tsx';
import type { OrderDraft } from './orderForm.ts';

/** Basis points as a percentage for a label: 20 → '0.20%', 1800 → '18%'. */
function bpsText(bps: number): string {
  const whole = Math.floor(bps / 100);
  const rest = bps % 100;
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, '0')}%`;
}

const inr = (paise: bigint) => formatInr(fromMinorUnits(paise, 'INR'), { symbol: true });

export function estimateLines(
  t: TFunction,
  lines: OrderEstimateLines,
  side: OrderSide,
  rates: ExchangeRates | null,
  coin: string,
): DataLine[] {
  const about = lines.approximate ? '≈ ' : '';
  const out: DataLine[] = [];
  if (lines.volumeMinor !== null)
    out.push({
      key: 'quantity',
      label: t('exchange.lines.quantity'),
      value: `${formatCoin(lines.volumeMinor, coin)} ${coin}`,
    });
  out.push({ key: 'value', label: t('exchange.lines.value'), value: `${about}${inr(lines.value)}` });
  // An estimate is charged at the taker rate; a bound at the higher of the two.
  const feeBps = rates
    ? lines.approximate
      ? rates.takerBps
      : Math.max(rates.makerBps, rates.takerBps)
    : null;
  out.push({
    key: 'fee',
    label: t('exchange.lines.fee', { rate: feeBps === null ? '' : bpsText(feeBps) }),
    value: `${about}${inr(lines.fee)}`,
  });
  out.push({
    key: 'gst',
    label: t('exchange.lines.gst', { rate: rates ? bpsText(rates.gstBps) : '' }),
    value: `${about}${inr(lines.gst)}`,
  });
  if (side === 'sell')
    out.push({
      key: 'tds',
      label: t('exchange.lines.tds', { rate: rates ? bpsText(rates.tdsBps) : '' }),
      value: `${about}${inr(lines.tds)}`,
    });
  const buy = side === 'buy';
  out.push({
    key: 'total',
    label: lines.approximate
      ? t(buy ? 'exchange.lines.totalBuyAbout' : 'exchange.lines.totalSellAbout')
      : t(buy ? 'exchange.lines.totalBuy' : 'exchange.lines.totalSell'),
    value: `${about}${inr(lines.total)}`,
    emphasis: lines.bound === null,
  });
  if (lines.bound !== null)
    out.push({
      key: 'bound',
      label: t(buy ? 'exchange.lines.boundBuy' : 'exchange.lines.boundSell'),
      value: inr(lines.bound),
      emphasis: true,
    });
  if (lines.exitsLock !== null)
    out.push({ key: 'exitsLock', label: t('exchange.lines.exitsLock'), value: inr(lines.exitsLock) });
  return out;
}

/** §3 order confirmation data as the dialog lists it, in the person's words, the wire values beside where useful. */
export function confirmationLines(t: TFunction, draft: OrderDraft, pair: string): DataLine[] {
  const side: OrderSide = draft.order_type === 'BID' ? 'buy' : 'sell';
  const coin = draft.coin;
  const lines: DataLine[] = [
    { key: 'pair', label: t('exchange.lines.pair'), value: pair.replace('-', ' / ') },
    {
      key: 'advance_order_type',
      label: t('exchange.lines.type'),
      value: t(`exchange.types.${draft.advance_order_type}`),
    },
    {
      key: 'order_type',
      label: t('exchange.lines.side'),
      value: `${side === 'buy' ? t('exchange.buy') : t('exchange.sell')} (${draft.order_type})`,
    },
  ];
  if (draft['trigger-price'])
    lines.push({
      key: 'trigger-price',
      label: t('exchange.lines.trigger'),
      value: formatInr(draft['trigger-price'], { symbol: true }),
    });
  if (draft.rate)
    lines.push({
      key: 'rate',
      label:
        draft.advance_order_type === 'LADDER' ? t('exchange.lines.ladderRates') : t('exchange.lines.rate'),
      value:
        draft.advance_order_type === 'LADDER' && draft.ladder_end_rate
          ? `${formatInr(draft.rate, { symbol: true })} → ${formatInr(draft.ladder_end_rate, { symbol: true })}`
          : formatInr(draft.rate, { symbol: true }),
    });
  if (draft.take_profit)
    lines.push({
      key: 'take_profit',
      label: t('exchange.lines.takeProfit'),
      value: formatInr(draft.take_profit, { symbol: true }),
    });
  if (draft.stop_loss)
    lines.push({
      key: 'stop_loss',
      label: t('exchange.lines.stopLoss'),
      value: formatInr(draft.stop_loss, { symbol: true }),
    });
  if (draft.ladder_orders)
    lines.push({
      key: 'ladder',
      label: t('exchange.lines.ladder'),
      value: t('exchange.lines.ladderValue', {
        count: draft.ladder_orders,
        distribution: t(
          draft.ladder_distribution === 'weighted'
            ? 'exchange.lines.ladderWeighted'
            : 'exchange.lines.ladderEven',
        ),
      }),
    });
  if (draft.volume)
    lines.push({
      key: 'volume',
      label: t('exchange.lines.volume'),
      value: `${formatCoin(draft.volume, coin)} ${coin}`,
    });
  if (draft.total_amount)
    lines.push({
      key: 'total_amount',
      label: t('exchange.lines.budget'),
      value: formatInr(draft.total_amount, { symbol: true }),
    });
  lines.push({
    key: 'unit',
    label: t('exchange.lines.unit'),
    value:
      draft.unit === 'volume' ? t('exchange.lines.unitVolume', { coin }) : t('exchange.lines.unitAmount'),
  });
  if (draft.time_in_force === 'IOC' || draft.post_only)
    lines.push({
      key: 'options',
      label: t('exchange.lines.options'),
      value: draft.post_only ? t('exchange.postOnly') : t('exchange.ioc'),
    });
  return lines;
}
