// The home screen's figures as the page shows them: the change today against the live value, a holding's profit or
// loss at the live selling price, and the history as a chart's points. Money stays in paise; only the chart's
// coordinates are numbers.
import type { Coin } from '@sikka/shared/constants';
import { toMinorUnits } from '@sikka/shared/money/amount';
import { percentChange, profitLoss, worth } from '@sikka/shared/portfolio/rules';
import type { HoldingCost, PortfolioHistory } from '@sikka/shared/portfolio/schemas';

interface Change {
  amount: bigint;
  /** Two places, signed; null when there was nothing to change from. */
  percent: string | null;
}

/** The live value against the value 24 hours ago. */
export function changeToday(valueNow: bigint, dayAgoValue: string): Change {
  const then = toMinorUnits(dayAgoValue, 'INR');
  return { amount: valueNow - then, percent: percentChange(valueNow, then) };
}

/** A holding's profit or loss at a live selling price (rupees per coin), or as the provider figured it. */
export function holdingChange(holding: HoldingCost, sellingPrice: string | null): Change {
  if (sellingPrice === null)
    return {
      amount: toMinorUnits(holding.profit_loss, 'INR'),
      percent: holding.profit_loss_percent,
    };
  const coin: Coin = holding.asset;
  const value = worth(toMinorUnits(holding.quantity, coin), coin, toMinorUnits(sellingPrice, 'INR'));
  return profitLoss(value, toMinorUnits(holding.cost, 'INR'));
}

/** The chart's points: seconds and rupees (drawing only). */
export function chartPoints(history: PortfolioHistory): { time: number; value: number }[] {
  return history.points.map((point) => ({
    time: Date.parse(point.at) / 1000,
    value: Number(toMinorUnits(point.value, 'INR')) / 100,
  }));
}

/** Whether the person held anything over the range (a new person's chart is an empty state, not a flat line). */
export function heldAnything(history: PortfolioHistory): boolean {
  return history.points.some((point) => toMinorUnits(point.value, 'INR') > 0n);
}

/** up, down or flat, from the first point to the last. */
export function directionOf(history: PortfolioHistory): 'up' | 'down' | 'flat' {
  const first = history.points[0];
  const last = history.points.at(-1);
  if (!first || !last) return 'flat';
  const change = toMinorUnits(last.value, 'INR') - toMinorUnits(first.value, 'INR');
  return change > 0n ? 'up' : change < 0n ? 'down' : 'flat';
}

/** A signed amount in rupees for display: +₹1,234.50, −₹12.00 (a true minus sign), ₹0.00. */
export function signedParts(change: Change): {
  sign: '+' | '\u2212' | '';
  direction: 'up' | 'down' | 'flat';
} {
  if (change.amount > 0n) return { sign: '+', direction: 'up' };
  if (change.amount < 0n) return { sign: '\u2212', direction: 'down' };
  return { sign: '', direction: 'flat' };
}
