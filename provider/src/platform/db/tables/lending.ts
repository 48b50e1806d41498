// Loans and their events, invoices and their series.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Minor } from './columns.ts';

export interface LoansTable {
  id: Generated<number>;
  user_id: number;
  loan_type: string;
  coin: string;
  collateral: Minor;
  principal: Minor;
  principal_outstanding: Minor;
  interest_outstanding: ColumnType<string, string | bigint | undefined, string | bigint>;
  annual_rate_bps: number;
  processing_fee: Minor;
  gst: Minor;
  disbursed: Minor;
  auto_deduct: boolean;
  status: Generated<'open' | 'repaid' | 'liquidated'>;
  start_date: string;
  maturity_date: string;
  accrued_through: string;
  deducted_through: string | null;
  margin_called: Generated<boolean>;
  margin_calls: Generated<number>;
  liquidations: Generated<number>;
  created_at: CreatedAt;
  closed_at: Date | null;
}

export interface LoanEventsTable {
  id: Generated<string>;
  loan_id: number;
  kind: string;
  day: string | null;
  asset: string;
  amount: Minor;
  description: string;
  created_at: CreatedAt;
}

export interface InvoiceSeriesTable {
  series: string;
  financial_year: string;
  /** The last number issued: the next is this + 1, taken under this row's lock. */
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  user_id: number;
  source: 'instant' | 'trade';
  /** The order id, or 'PAIR:trade id'. */
  ref: string;
  series: string;
  financial_year: string;
  number: number;
  invoice_number: string;
  issued_at: Date;
}
