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

/** Orders as records for history and open orders (the engine's state is the journal's). */
export interface ExchangeOrdersTable {
  id: Int8;
  user_id: number;
  pair: string;
  status: string;
  record: ColumnType<unknown, string, string>;
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
