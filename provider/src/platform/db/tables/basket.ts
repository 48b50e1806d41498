// Crypto baskets and buying plans.
import type { Generated } from 'kysely';
import type { MinorUnits } from './columns.ts';

/** A basket's quote: its component instant quotes, executed together or not at all. */
export interface BasketQuotesTable {
  id: string;
  user_id: number;
  basket_id: string;
  side: 'buy' | 'sell' | 'rebalance';
  percent: number | null;
  quote_ids: string[];
  created_at: Date;
  expires_at: Date;
  executed_at: Date | null;
}

export interface BasketOrdersTable {
  id: Generated<number>;
  user_id: number;
  basket_id: string;
  side: 'buy' | 'sell' | 'rebalance';
  basket_quote_id: string | null;
  plan_run_id: string | null;
  created_at: Date;
}

export interface BasketFillsTable {
  basket_order_id: number;
  order_id: number;
  coin: string;
  side: 'buy' | 'sell';
  quantity: MinorUnits;
  total: MinorUnits;
}

/** Units and cost per (user, basket, coin): the sum of the basket's fills. */
export interface BasketHoldingsTable {
  user_id: number;
  basket_id: string;
  coin: string;
  units: MinorUnits;
  cost: MinorUnits;
}

export interface BuyingPlansTable {
  id: Generated<number>;
  user_id: number;
  target: string;
  amount: MinorUnits;
  frequency: 'daily' | 'weekly' | 'monthly';
  status: Generated<'active' | 'paused' | 'cancelled'>;
  next_due_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** One per (plan, due time): claimed in the run's own transaction. */
export interface PlanRunsTable {
  id: Generated<string>;
  plan_id: number;
  due_at: Date;
  status: 'bought' | 'skipped';
  amount: MinorUnits;
  reason: string | null;
  created_at: Date;
}
