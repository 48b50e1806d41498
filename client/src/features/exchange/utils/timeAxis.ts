// The candle chart's time axis: which candles carry a label and what it says. The chart library centres its own
// labels on their candles and cuts those that fall off either edge while the chart can scroll; the chart draws these
// instead and leaves out any that would not fit whole (CandleChart.tsx). Times are the person's local time.

const MINUTE_MS = 60_000;
const DAY_MIN = 24 * 60;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Steps between labels, in minutes: round times of day, then days, a week, a fortnight, then months. */
const LABEL_STEPS_MIN = [
  1,
  2,
  5,
  10,
  15,
  30,
  60,
  120,
  180,
  240,
  360,
  720,
  DAY_MIN,
  2 * DAY_MIN,
  7 * DAY_MIN,
  14 * DAY_MIN,
] as const;
/** The month step: a label at each month's first candle, and steps of more months past it. */
const MONTH_STEPS = [1, 2, 3, 6, 12] as const;

type LabelStep = { minutes: number } | { months: number };

/** The smallest step whose labels are at least `minGapPx` apart, given the interval and the candles' spacing. */
export function labelStep(intervalMs: number, barSpacingPx: number, minGapPx = 72): LabelStep {
  const intervalMin = intervalMs / MINUTE_MS;
  const wide = (minutes: number) => (minutes / intervalMin) * barSpacingPx >= minGapPx;
  for (const minutes of LABEL_STEPS_MIN) if (minutes >= intervalMin && wide(minutes)) return { minutes };
  for (const months of MONTH_STEPS) if (wide(months * 30 * DAY_MIN)) return { months };
  return { months: 24 };
}

export interface AxisLabel {
  /** The candle's index in the data (the chart's logical index). */
  index: number;
  text: string;
  /** The label names a day (or a month), not a time of day. */
  day: boolean;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The labels of candles opening at `openTimes` (epoch ms, oldest first; a candle may be missing where nothing
 * traded): one on each candle that starts a new step, a date where it also starts a new day. `offsetMinutes` is
 * the local time's offset from UTC (India: 330).
 */
export function axisLabels(
  openTimes: readonly number[],
  step: LabelStep,
  offsetMinutes: number,
): AxisLabel[] {
  const labels: AxisLabel[] = [];
  let previous: { bucket: number; day: number } | null = null;
  openTimes.forEach((openTime, index) => {
    const local = new Date(openTime + offsetMinutes * MINUTE_MS);
    const minutes = Math.floor(local.getTime() / MINUTE_MS);
    const day = Math.floor(minutes / DAY_MIN);
    const month = local.getUTCFullYear() * 12 + local.getUTCMonth();
    const bucket =
      'months' in step
        ? Math.floor(month / step.months)
        : step.minutes >= DAY_MIN
          ? Math.floor(day / (step.minutes / DAY_MIN))
          : Math.floor(minutes / step.minutes);
    // The first candle is labelled only where it starts its step exactly (else its label would be any time at all).
    const starts =
      previous === null
        ? 'months' in step
          ? local.getUTCDate() === 1 && minutes % DAY_MIN === 0
          : minutes % step.minutes === 0
        : bucket !== previous.bucket;
    if (starts) {
      const newDay = previous === null ? minutes % DAY_MIN === 0 : day !== previous.day;
      const monthName = MONTHS[local.getUTCMonth()] as string;
      const text =
        'months' in step
          ? local.getUTCMonth() === 0
            ? String(local.getUTCFullYear())
            : monthName
          : newDay || step.minutes >= DAY_MIN
            ? `${local.getUTCDate()} ${monthName}`
            : `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
      labels.push({ index, text, day: 'months' in step || newDay || step.minutes >= DAY_MIN });
    }
    previous = { bucket, day };
  });
  return labels;
}

/**
 * The labels that fit whole between the axis' edges, left to right, at least `gapPx` apart; a day's label is
 * kept over a time's where two would crowd each other. `x` answers a candle's centre in pixels.
 */
export function fittingLabels<T extends AxisLabel>(
  labels: readonly T[],
  x: (index: number) => number | null,
  width: (text: string) => number,
  axisWidthPx: number,
  gapPx = 8,
): Array<T & { x: number }> {
  const placed: Array<{ label: T; x: number; left: number; right: number }> = [];
  for (const label of labels) {
    const centre = x(label.index);
    if (centre === null) continue;
    const half = width(label.text) / 2;
    const left = centre - half;
    const right = centre + half;
    if (left < 0 || right > axisWidthPx) continue;
    const last = placed.at(-1);
    if (last && left < last.right + gapPx) {
      if (!label.day || last.label.day) continue;
      placed.pop();
      const before = placed.at(-1);
      if (before && left < before.right + gapPx) continue;
    }
    placed.push({ label, x: centre, left, right });
  }
  return placed.map(({ label, x: centre }) => ({ ...label, x: centre }));
}
