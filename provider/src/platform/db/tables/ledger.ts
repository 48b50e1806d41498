// The double-entry ledger: accounts, entries, lines, and idempotency keys.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, LedgerAccountKind, MinorUnits } from './columns.ts';

export interface LedgerAccountsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: LedgerAccountKind;
  asset: string;
  balance: Generated<string>;
}

export interface JournalEntriesTable {
  id: Generated<string>;
  kind: string;
  user_id: number | null;
  reference: string | null;
  created_at: CreatedAt;
}

export interface JournalLinesTable {
  id: Generated<string>;
  entry_id: string | bigint;
  account_id: number;
  asset: string;
  amount: MinorUnits;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  operation: string;
  request_hash: string;
  status_code: number;
  response: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}
