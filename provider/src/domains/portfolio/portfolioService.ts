// The home screen's figures for a signed-in person (docs/portfolio.md): the change today, each coin's average cost
// and profit or loss from the tax year's open lots, and the portfolio's worth at each day's end of a range.
import { ASSETS, type Asset, COINS, type Coin, QUOTE_CURRENCY } from '@sikka/shared/constants';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import {
  averageCost,
  type BalanceMove,
  type Balances,
  balancesAt,
  costsOf,
  dayEnds,
  HISTORY_RANGES,
  type HistoryRange,
  percentChange,
  portfolioValue,
  profitLoss,
  worth,
} from '@sikka/shared/portfolio/rules';
import type { HoldingCost, PortfolioHistory, PortfolioSummary } from '@sikka/shared/portfolio/schemas';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';
import type { MarketService } from '../market/index.ts';
import { openLots } from '../tax/index.ts';

const DAY_MS = 86_400_000;
const inr = (paise: bigint) => fromMinorUnits(paise, QUOTE_CURRENCY);

export class PortfolioService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly market: MarketService,
  ) {}

  /** Available plus locked, per asset, now: the wallet's balances. */
  async #balancesNow(userId: number): Promise<Balances> {
    const balances = await userBalances(this.db, userId);
    return Object.fromEntries(
      ASSETS.map((asset) => [asset, balances[asset].available + balances[asset].locked]),
    ) as Balances;
  }

  /** Every journal line on the person's available and locked accounts after `since`. */
  async #movesSince(userId: number, since: Date): Promise<BalanceMove[]> {
    const rows = await this.db
      .selectFrom('journal_lines as l')
      .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
      .innerJoin('journal_entries as e', 'e.id', 'l.entry_id')
      .select(['a.asset', 'l.amount', 'e.created_at'])
      .where('a.user_id', '=', userId)
      .where('a.kind', 'in', ['available', 'locked'])
      .where('e.created_at', '>', since)
      .execute();
    return rows.map((row) => ({ at: row.created_at, asset: row.asset as Asset, amount: BigInt(row.amount) }));
  }

  async summary(userId: number): Promise<PortfolioSummary> {
    const now = this.clock.now();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const sells = this.market.sellingPrices();
    const [balances, moves, lots] = await Promise.all([
      this.#balancesNow(userId),
      this.#movesSince(userId, dayAgo),
      openLots(this.db, userId),
    ]);
    const [then] = balancesAt(balances, moves, [dayAgo]) as [Balances];
    const value = portfolioValue(balances, sells);
    const dayAgoValue = portfolioValue(then, this.market.dayAgoSellingPrices());
    const costs = costsOf(lots);
    const holdings = COINS.flatMap((coin): HoldingCost[] => {
      const sum = costs.get(coin);
      if (!sum || sum.quantity === 0n) return [];
      const average = averageCost(sum.cost, sum.quantity, coin);
      const worthNow = worth(sum.quantity, coin, sells[coin]);
      const pnl = profitLoss(worthNow, sum.cost);
      return [
        {
          asset: coin,
          quantity: fromMinorUnits(sum.quantity, coin),
          cost: inr(sum.cost),
          average_cost: average === null ? null : inr(average),
          value: inr(worthNow),
          profit_loss: inr(pnl.amount),
          profit_loss_percent: pnl.percent,
          cost_known: sum.costKnown,
        },
      ];
    });
    return {
      as_of: now.toISOString(),
      today: {
        value: inr(value),
        day_ago_value: inr(dayAgoValue),
        change: inr(value - dayAgoValue),
        change_percent: percentChange(value, dayAgoValue),
      },
      holdings,
    };
  }

  /**
   * The worth at each day's end of the range and now: the balances then (walked back from now through the ledger)
   * at the selling prices then (the feed's past; a feed with none values every day at today's prices).
   */
  async history(userId: number, range: HistoryRange): Promise<PortfolioHistory> {
    const now = this.clock.now();
    const days = HISTORY_RANGES[range];
    const moments = dayEnds(now, days);
    const first = moments[0] as Date;
    const [balances, moves] = await Promise.all([this.#balancesNow(userId), this.#movesSince(userId, first)]);
    // The last moment is now: the balances as they are, whatever the clock says of the entries' times.
    const held = [...balancesAt(balances, moves, moments.slice(0, -1)), balances];
    const sellsNow = this.market.sellingPrices();
    const pastMoments = moments.slice(0, -1).map((moment) => moment.getTime());
    const past = this.market.pastSellingPrices(pastMoments, days);
    const points = moments.map((moment, index) => {
      const prices: Record<Coin, bigint> = past?.[index] ?? sellsNow;
      return { at: moment.toISOString(), value: inr(portfolioValue(held[index] as Balances, prices)) };
    });
    return { range, points };
  }
}
