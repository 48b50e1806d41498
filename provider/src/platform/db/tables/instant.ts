// Instant buy and sell: locked quotes and filled orders.
import type { ColumnType, Generated } from 'kysely';
import type { MinorUnits } from './columns.ts';

export interface QuotesTable {
  id: string;
  user_id: number;
  side: 'buy' | 'sell';
  coin: string;
  unit: 'inr' | 'coin';
  amount: string;
  price: MinorUnits;
  fee_schedule: ColumnType<unknown, string, never>;
  quantity: MinorUnits;
  value: MinorUnits;
  fee: MinorUnits;
  gst: MinorUnits;
  tds: MinorUnits;
  total: MinorUnits;
  created_at: Date;
  expires_at: Date;
  executed_at: Date | null;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  quote_id: string;
  side: 'buy' | 'sell';
  coin: string;
  quantity: MinorUnits;
  price: MinorUnits;
  value: MinorUnits;
  fee: MinorUnits;
  gst: MinorUnits;
  tds: MinorUnits;
  total: MinorUnits;
  created_at: Date;
}
