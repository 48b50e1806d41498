// The order-book exchange: journal, snapshots, orders, trades, favourite pairs.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Int8, MinorUnits } from './columns.ts';

/** Every accepted exchange command of a pair, in order; the books are rebuilt from it and the snapshots. */
export interface ExchangeJournalTable {
  pair: string;
  seq: Int8;
  command: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface ExchangeSnapshotsTable {
  pair: string;
  seq: Int8;
  state: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

/** Where each pair's owner (the process holding its advisory lock) takes the commands others forward. */
export interface ExchangeOwnersTable {
  pair: string;
  address: string;
  taken_at: Generated<Date>;
  wanted_by: string | null;
  wanted_at: Date | null;
}

/** A decimal as its record shows it: numeric keeps the scale written, so it reads back as the same string. */
type Decimal = ColumnType<string, string, string>;
type MaybeDecimal = ColumnType<string | null, string | null, string | null>;
type MaybeInt8 = ColumnType<string | null, bigint | string | null, bigint | string | null>;

/**
 * Orders as history and open orders read them (the engine's state is the journal's): one column per field of the
 * order's record (exchange/orderRows.ts), the fields a record derives from others left out.
 */
export interface ExchangeOrdersTable {
  id: Int8;
  user_id: number;
  pair: string;
  status: string;
  client_order_id: string | null;
  advance_order_type: string;
  side: string;
  rate: MaybeDecimal;
  trigger_price: MaybeDecimal;
  volume: MaybeDecimal;
  total_amount: MaybeDecimal;
  time_in_force: string;
  post_only: boolean;
  filled_volume: Decimal;
  remaining_volume: MaybeDecimal;
  average_rate: MaybeDecimal;
  filled_amount: Decimal;
  fee: Decimal;
  gst: Decimal;
  tds: Decimal;
  locked: Decimal;
  cancel_reason: string | null;
  parent_id: MaybeInt8;
  /** Only a ladder's parent has one: its shape and children. */
  ladder: ColumnType<unknown, string | null, string | null>;
  take_profit: MaybeDecimal;
  stop_loss: MaybeDecimal;
  take_profit_id: MaybeInt8;
  stop_loss_id: MaybeInt8;
  exit: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ExchangeTradesTable {
  pair: string;
  id: Int8;
  at: Date;
  taker_side: 'buy' | 'sell';
  rate: MinorUnits;
  volume: MinorUnits;
  value: MinorUnits;
  maker_order: Int8;
  taker_order: Int8;
  maker_user: number;
  taker_user: number;
  maker_fee: MinorUnits;
  maker_gst: MinorUnits;
  maker_tds: MinorUnits;
  taker_fee: MinorUnits;
  taker_gst: MinorUnits;
  taker_tds: MinorUnits;
}

export interface FavouritePairsTable {
  user_id: number;
  pair: string;
  starred_at: Generated<Date>;
}
