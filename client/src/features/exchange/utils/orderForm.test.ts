// The order form: §3 what each order type sends, §5 amounts and the pair's tick/lot/minimum, a limit or market order's
// take-profit and stop-loss (the engine's own rules, docs/exchange.md), the fee, GST and TDS before confirming (0.20%
// taker fee, 18% GST on it, 1% TDS on a sale), what a sale's exits hold, a ladder's rungs, and a share of the balance.
import { saleExitsLock } from '@sikka/shared/exchange/bounds';
import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import { estimateDraft, type MarketNow } from '@sikka/shared/exchange/estimate';
import { pairConfig } from '@sikka/shared/exchange/pairs';
import { placeOrderRequestSchema } from '@sikka/shared/exchange/schemas';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  EMPTY_ORDER_FORM,
  ORDER_SERVER_FIELDS,
  type OrderDraft,
  type OrderFormValues,
} from './orderForm.ts';
import { confirmationLines } from './orderLines.ts';

const btc = pairConfig('BTC-INR'); // tick ₹100, lot 0.0001 BTC
const rates: ExchangeRates = { makerBps: 10, takerBps: 20, gstBps: 1800, tdsBps: 100 };
// The book: a thin best level on each side, then more; the last trade at ₹90,00,000 with a 10% band.
const book = {
  bids: [
    ['9000000.00', '0.00500000'],
    ['8999000.00', '0.10000000'],
  ] as [string, string][],
  asks: [
    ['9000100.00', '0.00500000'],
    ['9001000.00', '0.10000000'],
  ] as [string, string][],
};
const best: MarketNow = {
  bid: '9000000.00',
  ask: '9000100.00',
  last: '9000000.00',
  bandPercent: 10,
  levels: () => book,
};
const form = (values: Partial<OrderFormValues>): OrderFormValues => ({ ...EMPTY_ORDER_FORM, ...values });

function draft(values: Partial<OrderFormValues>): OrderDraft {
  const made = draftOf(form(values), btc, best);
  if (!made.ok) throw new Error(JSON.stringify(made.issues));
  // Every draft the form makes is a request the shared schema (and so the BFF) accepts.
  expect(
    placeOrderRequestSchema.safeParse({ ...made.draft, idempotency_key: crypto.randomUUID() }).success,
  ).toBe(true);
  return made.draft;
}

describe('§3 order confirmation data from the form, one order type at a time', () => {
  it('LIMIT buy: BID, rate and volume on the tick and lot, unit volume', () => {
    expect(draft({ type: 'LIMIT', side: 'buy', rate: '9000000', amount: '0.01' })).toMatchObject({
      advance_order_type: 'LIMIT',
      order_type: 'BID',
      coin: 'BTC',
      base_coin: 'INR',
      rate: '9000000.00',
      'trigger-price': null,
      volume: '0.01000000',
      total_amount: null,
      unit: 'volume',
      time_in_force: 'GTC',
    });
  });

  it('a LIMIT sell typed in rupees is converted to whole lots at its rate (never more than typed)', () => {
    // ₹1,000 at ₹90,00,000 is 0.000111… BTC: one lot of 0.0001.
    expect(draft({ side: 'sell', rate: '9000000', amount: '1000', unit: 'inr' })).toMatchObject({
      order_type: 'ASK',
      volume: '0.00010000',
      unit: 'volume',
    });
  });

  it('MARKET buy by rupees sends the budget as total_amount; MARKET sell sends the volume', () => {
    expect(draft({ type: 'MARKET', amount: '5000', unit: 'inr' })).toMatchObject({
      rate: null,
      volume: null,
      total_amount: '5000',
      unit: 'amount',
    });
    expect(draft({ type: 'MARKET', side: 'sell', amount: '0.002' })).toMatchObject({ volume: '0.00200000' });
  });

  it('STOP_LIMIT carries trigger-price and rate; STOP_LOSS the trigger only', () => {
    expect(
      draft({ type: 'STOP_LIMIT', side: 'sell', trigger: '8900000', rate: '8890000', amount: '0.01' }),
    ).toMatchObject({
      'trigger-price': '8900000.00',
      rate: '8890000.00',
    });
    expect(draft({ type: 'STOP_LOSS', side: 'sell', trigger: '8900000', amount: '0.01' })).toMatchObject({
      'trigger-price': '8900000.00',
      rate: null,
    });
  });

  it('LADDER: first and end rates, the number of orders and the distribution', () => {
    expect(
      draft({
        type: 'LADDER',
        rate: '9000000',
        endRate: '8990000',
        rungs: '4',
        amount: '0.001',
        weighted: true,
      }),
    ).toMatchObject({
      rate: '9000000.00',
      ladder_end_rate: '8990000.00',
      ladder_orders: 4,
      ladder_distribution: 'weighted',
    });
  });

  it('IOC and post-only only where they mean something', () => {
    expect(draft({ rate: '9000000', amount: '0.01', timeInForce: 'IOC', postOnly: true })).toMatchObject({
      time_in_force: 'IOC',
      post_only: false,
    });
    expect(
      draft({ type: 'STOP_LIMIT', trigger: '9100000', rate: '9100000', amount: '0.01', timeInForce: 'IOC' }),
    ).toMatchObject({
      time_in_force: 'GTC',
    });
  });
});

describe('§5 and the pair rules: each problem on its own field', () => {
  it.each([
    ['no price', { rate: '', amount: '0.01' }, 'rate', 'Enter a price'],
    [
      'off the ₹100 tick',
      { rate: '9000050', amount: '0.01' },
      'rate',
      'The price must be a multiple of ₹100.00',
    ],
    ['no amount', { rate: '9000000' }, 'amount', 'Enter an amount'],
    [
      'below the minimum',
      { rate: '9000000', amount: '0.00005' },
      'amount',
      'The quantity must be a multiple of 0.0001 BTC',
    ],
    [
      '13 integer digits',
      { rate: '1234567890123', amount: '0.01' },
      'rate',
      'Amount can have at most 12 digits before the decimal point',
    ],
    [
      '9 decimals of BTC',
      { rate: '9000000', amount: '0.000000001' },
      'amount',
      'BTC allows at most 8 digits after the decimal point',
    ],
    [
      'rupees below one lot',
      { rate: '9000000', amount: '100', unit: 'inr' as const },
      'amount',
      'The minimum order is 0.0001 BTC',
    ],
    ['a stop without trigger', { type: 'STOP_LOSS' as const, amount: '0.01' }, 'trigger', 'Enter a price'],
    [
      'a ladder of 1',
      { type: 'LADDER' as const, rate: '9000000', endRate: '8990000', rungs: '1', amount: '0.01' },
      'rungs',
      'A ladder has 2 to 20 orders',
    ],
    [
      'a ladder narrower than its orders',
      { type: 'LADDER' as const, rate: '9000000', endRate: '8999900', rungs: '5', amount: '0.01' },
      'endRate',
      'The end rate must differ from the first rate by at least one tick per order',
    ],
    [
      'a ladder rung below the minimum',
      { type: 'LADDER' as const, rate: '9000000', endRate: '8990000', rungs: '5', amount: '0.0004' },
      'amount',
      'Each order of the ladder must be at least 0.0001 BTC',
    ],
  ])('%s', (_, values, path, message) => {
    const made = draftOf(form(values), btc, best);
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.issues).toContainEqual({ path, message });
  });
});

describe('TP/SL: a limit or market order’s take-profit and stop-loss', () => {
  const exits = { exits: true, takeProfit: '9500000', stopLoss: '8500000' };

  it('a LIMIT buy sends both; either alone; the section off (or another type) sends neither', () => {
    expect(draft({ rate: '9000000', amount: '0.01', ...exits })).toMatchObject({
      take_profit: '9500000.00',
      stop_loss: '8500000.00',
    });
    expect(draft({ rate: '9000000', amount: '0.01', ...exits, takeProfit: '' })).toMatchObject({
      take_profit: null,
      stop_loss: '8500000.00',
    });
    expect(draft({ rate: '9000000', amount: '0.01', ...exits, exits: false })).toMatchObject({
      take_profit: null,
      stop_loss: null,
    });
    expect(
      draft({ type: 'STOP_LIMIT', trigger: '9100000', rate: '9100000', amount: '0.01', ...exits }),
    ).toMatchObject({ take_profit: null, stop_loss: null });
  });

  it('a MARKET sale’s exits are measured from the last price: the take-profit below it, the stop above', () => {
    expect(
      draft({
        type: 'MARKET',
        side: 'sell',
        amount: '0.01',
        exits: true,
        takeProfit: '8800000',
        stopLoss: '9200000',
      }),
    ).toMatchObject({ take_profit: '8800000.00', stop_loss: '9200000.00' });
  });

  it.each([
    [
      'neither price',
      { takeProfit: '', stopLoss: '' },
      'takeProfit',
      'Enter a take-profit price, a stop-loss price or both',
    ],
    [
      'a take-profit off the tick',
      { takeProfit: '9500050' },
      'takeProfit',
      'The price must be a multiple of ₹100.00',
    ],
    [
      'a buy’s take-profit below its price',
      { takeProfit: '8900000' },
      'takeProfit',
      'The take-profit must be above ₹9000000.00 (the limit price)',
    ],
    [
      'a buy’s stop-loss above its price',
      { stopLoss: '9100000' },
      'stopLoss',
      'The stop-loss must be below ₹9000000.00 (the limit price)',
    ],
    [
      'a marketable buy’s stop-loss above the last price (it would fire on its own fill)',
      { rate: '9100000', stopLoss: '9050000', takeProfit: '9500000' },
      'stopLoss',
      'The stop-loss must be below ₹9000000.00 (the last price)',
    ],
    [
      'a take-profit beyond the 10% band',
      { takeProfit: '9910000' },
      'takeProfit',
      'The price must be between ₹8100000.00 and ₹9900000.00 (within the band around the last price)',
    ],
  ])('refuses %s, under its field, in the provider’s words', (_, values, path, message) => {
    const made = draftOf(form({ rate: '9000000', amount: '0.01', ...exits, ...values }), btc, best);
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.issues).toContainEqual({ path, message });
  });

  it('a refusal of take_profit or stop_loss from the provider goes back to its input (§8)', () => {
    expect([ORDER_SERVER_FIELDS.take_profit, ORDER_SERVER_FIELDS.stop_loss]).toEqual([
      'takeProfit',
      'stopLoss',
    ]);
  });

  it('a sale with exits shows the rupees held to buy back with; a buy’s exits hold nothing at placing', () => {
    const sale = draft({
      side: 'sell',
      rate: '9000000',
      amount: '0.01',
      exits: true,
      takeProfit: '8800000',
      stopLoss: '9200000',
    });
    // 100 lots bought back at the top of the band around the stop (₹1,01,20,000), fee and GST included.
    expect(estimateDraft(sale, btc, rates, best)?.exitsLock).toBe(
      BigInt(saleExitsLock(100, { takeProfitTicks: 88_000, stopLossTicks: 92_000 }, 10, btc, rates)),
    );
    expect(
      estimateDraft(draft({ rate: '9000000', amount: '0.01', ...exits }), btc, rates, best)?.exitsLock,
    ).toBeNull();
  });

  it('the confirmation lists the take-profit and the stop-loss', () => {
    const t = ((key: string) => key) as unknown as Parameters<typeof confirmationLines>[0];
    const lines = confirmationLines(t, draft({ rate: '9000000', amount: '0.01', ...exits }), 'BTC-INR');
    expect(lines.filter((line) => line.key === 'take_profit' || line.key === 'stop_loss')).toEqual([
      { key: 'take_profit', label: 'exchange.lines.takeProfit', value: '₹95,00,000.00' },
      { key: 'stop_loss', label: 'exchange.lines.stopLoss', value: '₹85,00,000.00' },
    ]);
  });
});

describe('the figures before confirming: fee (up to 0.20%), GST 18% on the fee, TDS 1% on a sale', () => {
  it('a LIMIT buy of 0.01 BTC at ₹90,00,000: ₹90,000 + ₹180 fee + ₹32.40 GST = ₹90,212.40', () => {
    const lines = estimateDraft(draft({ rate: '9000000', amount: '0.01' }), btc, rates, best);
    expect(lines).toMatchObject({ value: 90_000_00n, fee: 180_00n, gst: 32_40n, tds: 0n, total: 90_212_40n });
    expect(lines?.approximate).toBe(false);
  });

  it('a LIMIT sell of the same: ₹90,000 − ₹180 − ₹32.40 − ₹900 TDS = ₹88,887.60', () => {
    const lines = estimateDraft(draft({ side: 'sell', rate: '9000000', amount: '0.01' }), btc, rates, best);
    expect(lines).toMatchObject({
      value: 90_000_00n,
      fee: 180_00n,
      gst: 32_40n,
      tds: 900_00n,
      total: 88_887_60n,
    });
  });

  it('a MARKET buy walks the asks as they stand (about), and is bounded by its lock at the band’s top (at most)', () => {
    const lines = estimateDraft(draft({ type: 'MARKET', amount: '0.01' }), btc, rates, best);
    // 0.005 at ₹90,00,100 and 0.005 at ₹90,01,000 = ₹90,005.50, + ₹180.01 fee + ₹32.40 GST.
    expect(lines).toMatchObject({
      value: 90_005_50n,
      fee: 180_01n,
      gst: 32_40n,
      total: 90_217_91n,
      approximate: true,
    });
    // 10% above ₹90,00,000: 0.01 at ₹99,00,000 = ₹99,000, + ₹198 fee + ₹35.64 GST — what the provider locks.
    expect(lines?.bound).toBe(99_233_64n);
  });

  it('a MARKET sell walks the bids (about); at least what the band’s bottom brings, for what fills', () => {
    const lines = estimateDraft(draft({ type: 'MARKET', side: 'sell', amount: '0.01' }), btc, rates, best);
    // 0.005 at ₹90,00,000 and 0.005 at ₹89,99,000 = ₹89,995.
    expect(lines).toMatchObject({ value: 89_995_00n, approximate: true });
    // ₹81,000 − ₹162 fee − ₹29.16 GST − ₹810 TDS.
    expect(lines?.bound).toBe(79_998_84n);
  });

  it('a STOP_LOSS buy is estimated at its trigger, bounded by the band around it', () => {
    const lines = estimateDraft(
      draft({ type: 'STOP_LOSS', trigger: '9100000', amount: '0.01' }),
      btc,
      rates,
      best,
    );
    expect(lines).toMatchObject({ value: 91_000_00n, approximate: true });
    // 10% above ₹91,00,000: ₹1,00,100 + ₹200.20 fee + ₹36.04 GST.
    expect(lines?.bound).toBe(1_00_336_24n);
  });

  it('a MARKET buy of ₹10,000: the value plus its fee and GST stays within the budget', () => {
    const lines = estimateDraft(draft({ type: 'MARKET', amount: '10000', unit: 'inr' }), btc, rates, best);
    expect(lines?.total).toBeLessThanOrEqual(10_000_00n);
    expect(lines?.total).toBeGreaterThan(9_999_90n);
    expect(lines?.bound).toBe(10_000_00n);
    expect((lines?.value ?? 0n) + (lines?.fee ?? 0n) + (lines?.gst ?? 0n)).toBe(lines?.total);
  });

  it("a LADDER's rungs as they will be placed, each charged as its own order", () => {
    const lines = estimateDraft(
      draft({ type: 'LADDER', rate: '9000000', endRate: '8990000', rungs: '4', amount: '0.0010' }),
      btc,
      rates,
      best,
    );
    expect(lines?.rungs).toEqual([
      { rate: '9000000.00', volume: '0.00030000' },
      { rate: '8996700.00', volume: '0.00030000' },
      { rate: '8993400.00', volume: '0.00020000' },
      { rate: '8990000.00', volume: '0.00020000' },
    ]);
    expect(lines?.value).toBe(2_700_00n + 2_699_01n + 1_798_68n + 1_798_00n);
  });
});
