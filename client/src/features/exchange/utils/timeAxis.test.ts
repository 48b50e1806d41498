// The candle chart's time axis (docs/interface.md: timestamps in the person's local time; every label whole at any width):
// which candles carry a label, what it says, and which labels fit.
import { describe, expect, it } from 'vitest';
import { type AxisLabel, axisLabels, fittingLabels, labelStep } from './timeAxis.ts';

const MINUTE = 60_000;
const IST = 330;
/** 26 Nov 2026 00:00 in India, as epoch ms. */
const MIDNIGHT_IST = Date.UTC(2026, 10, 25, 18, 30);

describe('the step between labels: round times at least 72 px apart', () => {
  it.each([
    ['1m candles 6 px apart: 15 minutes (90 px)', MINUTE, 6, { minutes: 15 }],
    ['1m candles 12 px apart: 10 minutes (120 px)', MINUTE, 12, { minutes: 10 }],
    ['15m candles 6 px apart: 3 hours (72 px)', 15 * MINUTE, 6, { minutes: 180 }],
    ['15m candles 2 px apart: 12 hours (96 px)', 15 * MINUTE, 2, { minutes: 720 }],
    ['1h candles 6 px apart: 12 hours', 60 * MINUTE, 6, { minutes: 720 }],
    ['1d candles 12 px apart: a week (84 px)', 1440 * MINUTE, 12, { minutes: 7 * 1440 }],
    ['1d candles 1 px apart: three months', 1440 * MINUTE, 1, { months: 3 }],
  ] as const)('%s', (_, interval, spacing, step) => {
    expect(labelStep(interval, spacing)).toEqual(step);
  });

  it('never a step shorter than the interval', () => {
    expect(labelStep(60 * MINUTE, 500)).toEqual({ minutes: 60 });
  });
});

describe('labels on the candles that start a step, a date where a day starts', () => {
  const quarterHours = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => from + i * 15 * MINUTE);

  it('15m candles every hour across midnight in India: times, then the date', () => {
    const times = quarterHours(MIDNIGHT_IST - 90 * MINUTE, 12); // 22:30 to 01:15
    expect(axisLabels(times, { minutes: 60 }, IST)).toEqual([
      { index: 2, text: '23:00', day: false },
      { index: 6, text: '26 Nov', day: true },
      { index: 10, text: '01:00', day: false },
    ]);
  });

  it('the same candles seen from UTC: the date falls at midnight UTC', () => {
    const times = quarterHours(Date.UTC(2026, 10, 25, 23, 0), 6);
    expect(axisLabels(times, { minutes: 60 }, 0).map((label) => label.text)).toEqual(['23:00', '26 Nov']);
  });

  it('a missing candle (nothing traded): the next one starts the step, at its own time', () => {
    const times = [MIDNIGHT_IST - 30 * MINUTE, MIDNIGHT_IST - 15 * MINUTE, MIDNIGHT_IST + 15 * MINUTE];
    expect(axisLabels(times, { minutes: 60 }, IST)).toEqual([{ index: 2, text: '26 Nov', day: true }]);
    const noon = MIDNIGHT_IST + 12 * 60 * MINUTE;
    expect(axisLabels([noon - 15 * MINUTE, noon + 15 * MINUTE], { minutes: 60 }, IST)).toEqual([
      { index: 1, text: '12:15', day: false },
    ]);
  });

  it('daily candles a week apart; months by name, a year at January', () => {
    const days = Array.from({ length: 15 }, (_, i) => MIDNIGHT_IST + i * 1440 * MINUTE);
    // Weeks count from the epoch's (a Thursday, as 26 Nov 2026 is).
    expect(axisLabels(days, { minutes: 7 * 1440 }, IST).map((label) => label.text)).toEqual([
      '26 Nov',
      '3 Dec',
      '10 Dec',
    ]);
    const months = Array.from({ length: 70 }, (_, i) => MIDNIGHT_IST + i * 1440 * MINUTE);
    expect(axisLabels(months, { months: 1 }, IST).map((label) => label.text)).toEqual(['Dec', '2027', 'Feb']);
  });
});

describe('only labels that fit whole, never crowded', () => {
  const label = (index: number, text: string, day = false): AxisLabel => ({ index, text, day });
  const tenPerCharacter = (text: string) => text.length * 10;

  it('a label cut by either edge is left out', () => {
    const labels = [label(0, '06:00'), label(1, '12:00'), label(2, '18:00')];
    const at = [20, 150, 290];
    expect(fittingLabels(labels, (i) => at[i] ?? null, tenPerCharacter, 300).map((l) => l.text)).toEqual([
      '12:00',
    ]);
  });

  it("two that would touch: a day's label wins over a time's; else the first stays", () => {
    const labels = [label(0, '23:00'), label(1, '26 Nov', true), label(2, '01:00'), label(3, '02:00')];
    const at = [100, 150, 210, 300];
    expect(
      fittingLabels(labels, (i) => at[i] ?? null, tenPerCharacter, 400).map((l) => [l.text, l.x]),
    ).toEqual([
      ['26 Nov', 150],
      ['02:00', 300],
    ]);
  });

  it('a candle off the visible range has no place', () => {
    expect(fittingLabels([label(0, 'x')], () => null, tenPerCharacter, 100)).toEqual([]);
  });
});
