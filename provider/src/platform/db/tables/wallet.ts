// Money in and out: bank accounts, deposit addresses, deposits, payments, withdrawals, declarations.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DepositStatus, MinorUnits, WithdrawalStatus } from './columns.ts';

export interface BankAccountsTable {
  user_id: number;
  holder_name: string;
  account_number_masked: string;
  ifsc: string;
  verified: Generated<boolean>;
  /** From the bundled IFSC data set when the account was verified. */
  bank_name: Generated<string | null>;
  /** What the penny drop's bank answered as the holder's name, and how alike it is to the PAN name (0–100). */
  name_at_bank: Generated<string | null>;
  name_match: Generated<number | null>;
  verified_at: Generated<Date | null>;
  created_at: CreatedAt;
}

export interface DepositAddressesTable {
  user_id: number;
  coin: string;
  address: string;
  created_at: CreatedAt;
}

export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  asset: string;
  amount: MinorUnits;
  /** A rupee channel (UPI, IMPS, BANK_TRANSFER) or CHAIN: shared/src/wallet/calls.ts DEPOSIT_CHANNELS. */
  channel: 'UPI' | 'IMPS' | 'BANK_TRANSFER' | 'CHAIN';
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  reference: string | null;
  address: string | null;
  tx_hash: string | null;
  confirmations: number | null;
  confirmations_required: number | null;
  failure_reason: string | null;
  created_at: Date;
  completed_at: Date | null;
}

export interface PaymentsTable {
  id: string;
  deposit_id: number;
  user_id: number;
  amount: MinorUnits;
  channel: string;
  pay_to: string;
  status: ColumnType<'created' | 'paid' | 'failed', 'created' | undefined, 'paid' | 'failed'>;
  utr: string | null;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  asset: string;
  amount: MinorUnits;
  destination: string;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  failure_reason: string | null;
  simulate_failure: Generated<boolean>;
  tx_hash: string | null;
  created_at: Date;
  processing_at: Date | null;
  completed_at: Date | null;
  /** The sub-broker (sub_brokers.id) who started it for their client; null for the client's own. */
  started_by: number | null;
}

/** A declaration a held withdrawal or deposit waits for (migrations/0012_declarations.ts). */
export interface EsignRequestsTable {
  id: Generated<number>;
  user_id: number;
  order_type: 'SEND' | 'VIRTUAL_ACC_WITHDRAW' | 'WITHDRAW' | 'RECEIVE' | 'VIRTUAL_ACC_DEPOSIT' | 'DEPOSIT';
  asset: string;
  amount: MinorUnits;
  withdrawal_id: number | null;
  deposit_id: number | null;
  status: ColumnType<'pending' | 'signed', 'pending' | undefined, 'signed'>;
  source_of_funds: string | null;
  user_comment: string | null;
  created_at: Date;
  signed_at: Date | null;
}
