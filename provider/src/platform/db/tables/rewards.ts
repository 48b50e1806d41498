// Scratch cards, gifts and UMA transfers.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, MinorUnits } from './columns.ts';

export interface RewardsTable {
  id: Generated<number>;
  user_id: number;
  campaign: string;
  asset: string;
  /** In the asset's smallest unit (numeric: read as a string). */
  amount: ColumnType<string, string | bigint, string | bigint>;
  status: Generated<'pending' | 'revealed' | 'redeemed'>;
  earned_at: CreatedAt;
  revealed_at: Date | null;
  redeemed_at: Date | null;
}

export interface GiftsTable {
  id: Generated<number>;
  sender_id: number;
  recipient_mobile: string;
  recipient_id: number | null;
  coin: string;
  quantity: ColumnType<string, string | bigint, string | bigint>;
  /** Paise (numeric: read as a string). */
  inr_value: ColumnType<string, string | bigint, string | bigint>;
  message: Generated<string>;
  status: Generated<'sent' | 'claimed' | 'returned'>;
  created_at: CreatedAt;
  expires_at: Date;
  settled_at: Date | null;
  quote_id: string | null;
}

export interface GiftQuotesTable {
  id: string;
  user_id: number;
  coin: string;
  /** Paise. */
  worth: MinorUnits;
  coin_price: MinorUnits;
  fee_schedule: ColumnType<unknown, string, never>;
  /** The coin's smallest unit; the lines after it in paise. */
  quantity: MinorUnits;
  value: MinorUnits;
  fee: MinorUnits;
  gst: MinorUnits;
  tds: MinorUnits;
  total: MinorUnits;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface UmaHandlesTable {
  user_id: number;
  /** Lower-cased (shared/src/uma/rules.ts normaliseHandle): unique whatever the case typed. */
  handle: string;
  changed_at: Date;
}

export interface UmaTransfersTable {
  id: Generated<number>;
  sender_id: number;
  recipient_id: number;
  asset: string;
  /** In the asset's smallest unit (numeric: read as a string). */
  amount: ColumnType<string, string | bigint, string | bigint>;
  note: Generated<string>;
  created_at: CreatedAt;
}
