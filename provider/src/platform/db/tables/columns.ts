// The column types the tables share: amounts, timestamps, ids and the enumerated states.
import type { ColumnType } from 'kysely';

/** A timestamptz the database fills in on insert and never changes. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;

export type OtpChannel = 'sms' | 'email' | 'totp';

/** A numeric(38,0) amount: pg answers it as a string; write a bigint or a string. */
export type MinorUnits = ColumnType<string, bigint | string, bigint | string>;

export type LedgerAccountKind =
  | 'available'
  | 'locked'
  | 'fees'
  | 'gst_payable'
  | 'tds_payable'
  | 'treasury'
  | 'bank'
  | 'chain'
  | 'rewards_pool'
  | 'gift_escrow'
  | 'lending_pool'
  | 'loan_collateral';

/** held: arrived, credited to locked, waiting for the person's declaration (migrations/0012_declarations.ts). */
export type DepositStatus = 'pending' | 'held' | 'completed' | 'failed';

/** held: the funds locked, waiting for the person's declaration before it is requested of the bank or chain. */
export type WithdrawalStatus = 'held' | 'requested' | 'processing' | 'completed' | 'failed';

/** An int8 that is no amount (a sequence number, an id): read as a string (exact), written from a bigint or a string. */
export type Int8 = ColumnType<string, bigint | string, bigint | string>;

export type Minor = ColumnType<string, string | bigint, string | bigint>;

/** A quote of a rupee price paid with an asset (shop/pricing.ts), held for a while: the shop's and vendor orders'. */
export interface PaymentQuoteColumns {
  pay_asset: string;
  /** Paying with a coin: its selling price in paise; null for rupees. */
  coin_price: ColumnType<string | null, bigint | string | null, bigint | string | null>;
  fee_schedule: ColumnType<unknown, string | null, never>;
  /** What leaves the wallet, in pay_asset's smallest unit. */
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
