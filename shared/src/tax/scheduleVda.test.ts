import { describe, expect, it } from 'vitest';
import { financialYear } from './financialYear.ts';
import type { Acquisition, Disposal, TaxEvent } from './lots.ts';
import {
  SCHEDULE_VDA_NOTES,
  scheduleDate,
  scheduleVdaCsv,
  scheduleVdaFileName,
  vdaReport,
} from './scheduleVda.ts';

const BTC = 100_000_000n;
const ETH = 100_000_000n;
const FY = financialYear(2025);
const ist = (date: string) => new Date(`${date}T12:00:00+05:30`);

const buy = (date: string, asset: string, quantity: bigint, cost: bigint, extra: Partial<Acquisition> = {}) =>
  ({
    type: 'acquisition',
    at: ist(date),
    asset,
    quantity,
    cost,
    source: 'exchange_buy',
    costKnown: true,
    ...extra,
  }) satisfies Acquisition;
const sell = (
  date: string,
  asset: string,
  quantity: bigint,
  consideration: bigint,
  extra: Partial<Disposal> = {},
) =>
  ({
    type: 'disposal',
    at: ist(date),
    asset,
    quantity,
    consideration,
    kind: 'exchange_sell',
    ...extra,
  }) satisfies Disposal;

/** A year: BTC bought the year before and in it, sold across both lots; ETH sold at a loss; a deposit sold; a gift. */
const history: TaxEvent[] = [
  buy('2024-12-01', 'BTC', BTC, 60_00_000_00n),
  buy('2025-05-10', 'BTC', BTC, 80_00_000_00n),
  buy('2025-05-11', 'ETH', 2n * ETH, 6_00_000_00n),
  sell('2025-08-20', 'BTC', (BTC * 3n) / 2n, 1_20_00_000_00n), // Q2: 1 BTC from Dec (cost 60L), 0.5 from May (40L)
  sell('2025-11-02', 'ETH', ETH, 2_50_000_00n), // Q3: cost 3L, a loss of 50,000
  buy('2025-12-01', 'USDT', 1_000_000_000n, 0n, { source: 'deposit', costKnown: false }), // 1,000 USDT
  sell('2026-01-15', 'USDT', 1_000_000_000n, 88_500_00n, { kind: 'instant_sell' }), // Q4
  sell('2026-02-01', 'ETH', ETH / 2n, 0n, { kind: 'gift_sent' }),
  sell('2026-04-05', 'BTC', BTC / 4n, 25_00_000_00n), // next year: not in this report
];

describe('Schedule VDA (ITR-2/ITR-3) of a year: section 115BBH rows, totals and section 194S TDS', () => {
  const report = vdaReport(history, FY);

  it('has one row per lot consumed by a taxed transfer in the year (section 2(47))', () => {
    expect(
      report.rows.map((r) => [r.asset, scheduleDate(r.acquiredAt as Date), r.cost, r.consideration]),
    ).toEqual([
      ['BTC', '01/12/2024', 60_00_000_00n, 80_00_000_00n],
      ['BTC', '10/05/2025', 40_00_000_00n, 40_00_000_00n],
      ['ETH', '11/05/2025', 3_00_000_00n, 2_50_000_00n],
      ['USDT', '01/12/2025', 0n, 88_500_00n],
    ]);
    expect(report.moves).toMatchObject([
      { kind: 'gift_sent', asset: 'ETH', quantity: ETH / 2n, taxed: false },
    ]);
  });

  it('section 115BBH(2): the ETH loss is ignored, not set off against the BTC gain', () => {
    expect(report.totals).toEqual({
      transfers: 3,
      cost: 1_03_00_000_00n,
      consideration: 1_23_38_500_00n,
      net: 20_38_500_00n,
      lossesIgnored: 50_000_00n,
      income: 20_88_500_00n,
    });
    expect(report.assets).toEqual([
      {
        asset: 'BTC',
        quantity: (BTC * 3n) / 2n,
        transfers: 1,
        cost: 1_00_00_000_00n,
        consideration: 1_20_00_000_00n,
        net: 20_00_000_00n,
        lossesIgnored: 0n,
        income: 20_00_000_00n,
      },
      {
        asset: 'ETH',
        quantity: ETH,
        transfers: 1,
        cost: 3_00_000_00n,
        consideration: 2_50_000_00n,
        net: -50_000_00n,
        lossesIgnored: 50_000_00n,
        income: 0n,
      },
      {
        asset: 'USDT',
        quantity: 1_000_000_000n,
        transfers: 1,
        cost: 0n,
        consideration: 88_500_00n,
        net: 88_500_00n,
        lossesIgnored: 0n,
        income: 88_500_00n,
      },
    ]);
  });

  it('section 115BBH at 30% + 4% cess on ₹20,88,500', () => {
    expect(report.estimate).toMatchObject({
      tax: 6_26_550_00n,
      cess: 25_062_00n,
      total: 6_51_612_00n,
      payable: 6_51_610_00n,
    });
  });

  it('section 194S: 1% of each transfer’s consideration, totalled by quarter of the transfer', () => {
    expect(report.tdsByQuarter).toEqual({ 1: 0n, 2: 1_20_000_00n, 3: 2_500_00n, 4: 885_00n });
    expect(report.tds).toBe(1_23_385_00n);
  });

  it('marks the deposit’s cost to check, and keeps what was held at the year’s end', () => {
    expect(report.costsToCheck).toBe(1);
    expect(report.lots.map((l) => [l.asset, l.quantity, l.cost])).toEqual([
      ['BTC', BTC / 2n, 40_00_000_00n],
      ['ETH', ETH / 2n, 1_50_000_00n],
    ]);
    expect(report.rulesApply).toBe(true);
  });

  it('a year before section 115BBH (2021-22) says so', () => {
    expect(vdaReport(history, financialYear(2021)).rulesApply).toBe(false);
  });

  it('the CSV: Schedule VDA’s columns, DD/MM/YYYY in India, rupees with two decimals, nil for a loss', () => {
    expect(scheduleVdaCsv(report).split('\r\n')).toEqual([
      'Sl. No.,Date of Acquisition,Date of Transfer,Head under which income to be taxed,Cost of Acquisition,Consideration Received,Income from transfer of VDA (enter nil in case of loss),Asset,Quantity,Note',
      '1,01/12/2024,20/08/2025,Capital Gain,6000000.00,8000000.00,2000000.00,BTC,1.00000000,',
      '2,10/05/2025,20/08/2025,Capital Gain,4000000.00,4000000.00,0.00,BTC,0.50000000,',
      '3,11/05/2025,02/11/2025,Capital Gain,300000.00,250000.00,0.00,ETH,1.00000000,',
      `4,01/12/2025,15/01/2026,Capital Gain,0.00,88500.00,88500.00,USDT,1000.000000,${SCHEDULE_VDA_NOTES.costToCheck}`,
      'Total (sum of all positive incomes),,,,10300000.00,12338500.00,2088500.00,,,',
      '',
    ]);
    expect(scheduleVdaCsv(report, 'Business Income')).toContain(',Business Income,');
    expect(scheduleVdaFileName(FY)).toBe('schedule-vda-2025-26.csv');
  });

  it('a sale beyond the history: a row without a date of acquisition, marked for the person to complete', () => {
    const csv = scheduleVdaCsv(vdaReport([sell('2025-06-01', 'BTC', BTC, 50_00_000_00n)], FY));
    expect(csv).toContain(
      `1,,01/06/2025,Capital Gain,0.00,5000000.00,5000000.00,BTC,1.00000000,${SCHEDULE_VDA_NOTES.unknownLot}`,
    );
  });

  it('a date is the date in India: 31 March 23:00 IST is still 31/03', () => {
    expect(scheduleDate(new Date('2026-03-31T23:00:00+05:30'))).toBe('31/03/2026');
    expect(scheduleDate(new Date('2026-03-31T19:00:00Z'))).toBe('01/04/2026');
  });
});
