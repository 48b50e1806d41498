// Property: for random histories of buys, sells, rewards, gifts, sends, deposits and withdrawals across coins, the FIFO
// lots never go negative, no paisa of cost and no unit of a coin is made or lost, every disposal's rows add up to it,
// and the year's report carries section 194S's 1% of each transfer (half up to the paisa) in its quarter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financialYear, inFinancialYear, tdsQuarterOf } from './financialYear.ts';
import { type Acquisition, type Disposal, matchFifo, type TaxEvent } from './lots.ts';
import { vdaReport } from './scheduleVda.ts';
import {
  ACQUISITION_SOURCES,
  type AcquisitionSource,
  DISPOSAL_RULES,
  type DisposalKind,
} from './vdaRules.ts';

const ASSETS = ['BTC', 'ETH', 'USDT'] as const;
const SOURCES: readonly AcquisitionSource[] = ACQUISITION_SOURCES;
const KINDS = Object.keys(DISPOSAL_RULES) as DisposalKind[];
/** From 1 January 2025 (in 2024-25), over about two and a half years: histories straddle 2025-26 on both sides. */
const START = Date.parse('2025-01-01T00:00:00+05:30');
const SPAN_MINUTES = 900 * 24 * 60;

const eventArb: fc.Arbitrary<TaxEvent> = fc.oneof(
  fc.record({
    type: fc.constant('acquisition' as const),
    at: fc.integer({ min: 0, max: SPAN_MINUTES }).map((m) => new Date(START + m * 60_000)),
    asset: fc.constantFrom(...ASSETS),
    quantity: fc.bigInt({ min: 1n, max: 10n ** 10n }),
    cost: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    source: fc.constantFrom(...SOURCES),
    costKnown: fc.boolean(),
  }) satisfies fc.Arbitrary<Acquisition>,
  fc.record({
    type: fc.constant('disposal' as const),
    at: fc.integer({ min: 0, max: SPAN_MINUTES }).map((m) => new Date(START + m * 60_000)),
    asset: fc.constantFrom(...ASSETS),
    quantity: fc.bigInt({ min: 1n, max: 10n ** 10n }),
    consideration: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    kind: fc.constantFrom(...KINDS),
  }) satisfies fc.Arbitrary<Disposal>,
);
const historyArb = fc.array(eventArb, { maxLength: 60 });

const sum = <T>(items: readonly T[], of: (item: T) => bigint) =>
  items.reduce((total, item) => total + of(item), 0n);

describe('FIFO lots over random histories', () => {
  it('never go negative, and cost and quantity are conserved exactly, per coin', () => {
    fc.assert(
      fc.property(historyArb, (events) => {
        const { disposals, lots } = matchFifo(events);
        for (const lot of lots) {
          expect(lot.quantity).toBeGreaterThan(0n);
          expect(lot.cost).toBeGreaterThanOrEqual(0n);
        }
        const rows = disposals.flatMap((matched) => matched.rows);
        for (const asset of ASSETS) {
          const acquired = events.filter(
            (e): e is Acquisition => e.type === 'acquisition' && e.asset === asset,
          );
          const known = rows.filter((row) => row.asset === asset && row.source !== 'unknown');
          const left = lots.filter((lot) => lot.asset === asset);
          // Σ cost of the rows + Σ cost of what remains = Σ cost of the acquisitions (unknown lots cost nil).
          expect(sum(known, (r) => r.cost) + sum(left, (l) => l.cost)).toBe(sum(acquired, (a) => a.cost));
          expect(sum(known, (r) => r.quantity) + sum(left, (l) => l.quantity)).toBe(
            sum(acquired, (a) => a.quantity),
          );
        }
      }),
    );
  });

  it('each disposal’s rows sum to its quantity and consideration, oldest lot first, the unknown lot last', () => {
    fc.assert(
      fc.property(historyArb, (events) => {
        for (const { disposal, rows } of matchFifo(events).disposals) {
          expect(sum(rows, (r) => r.quantity)).toBe(disposal.quantity);
          expect(sum(rows, (r) => r.consideration)).toBe(disposal.consideration);
          for (const row of rows) {
            expect(row.quantity).toBeGreaterThan(0n);
            expect(row.cost).toBeGreaterThanOrEqual(0n);
            expect(row.consideration).toBeGreaterThanOrEqual(0n);
            expect(row.gain).toBe(row.consideration - row.cost);
            expect(row.taxed).toBe(DISPOSAL_RULES[disposal.kind].taxed);
          }
          const dates = rows.map((r) => r.acquiredAt?.getTime() ?? Number.POSITIVE_INFINITY);
          expect(dates).toEqual([...dates].sort((a, b) => a - b));
          expect(rows.slice(0, -1).every((r) => r.source !== 'unknown')).toBe(true);
          for (const row of rows) if (row.acquiredAt) expect(row.acquiredAt <= disposal.at).toBe(true);
        }
      }),
    );
  });
});

describe('the report of 2025-26 over random histories', () => {
  const year = financialYear(2025);

  it('carries section 194S: Σ per quarter of 1% of each platform-paid transfer’s consideration, half up per transfer', () => {
    fc.assert(
      fc.property(historyArb, (events) => {
        const report = vdaReport(events, year);
        const expected = { 1: 0n, 2: 0n, 3: 0n, 4: 0n };
        for (const e of events) {
          if (e.type !== 'disposal' || !inFinancialYear(e.at, year) || !DISPOSAL_RULES[e.kind].platformTds)
            continue;
          expected[tdsQuarterOf(e.at)] += (e.consideration + 50n) / 100n;
        }
        expect(report.tdsByQuarter).toEqual(expected);
        expect(report.tds).toBe(expected[1] + expected[2] + expected[3] + expected[4]);
      }),
    );
  });

  it('adds up: per coin to the totals, income = net + losses ignored, only the year’s taxed transfers', () => {
    fc.assert(
      fc.property(historyArb, (events) => {
        const { rows, moves, assets, totals } = vdaReport(events, year);
        for (const row of [...rows, ...moves]) expect(inFinancialYear(row.transferredAt, year)).toBe(true);
        expect(rows.every((r) => r.taxed) && moves.every((r) => !r.taxed)).toBe(true);
        expect(totals.income).toBe(totals.net + totals.lossesIgnored);
        expect(totals.income).toBe(sum(rows, (r) => (r.gain > 0n ? r.gain : 0n)));
        for (const key of ['cost', 'consideration', 'net', 'lossesIgnored', 'income'] as const) {
          expect(sum(assets, (a) => a[key])).toBe(totals[key]);
        }
        expect(assets.reduce((n, a) => n + a.transfers, 0)).toBe(totals.transfers);
      }),
    );
  });
});
