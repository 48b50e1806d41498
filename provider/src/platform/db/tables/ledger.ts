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

/** One coin arriving in or leaving a person's holdings, written with the entry that moved it (the tax year). */
export interface VdaMovesTable {
  id: Generated<string>;
  entry_id: string | bigint;
  user_id: number;
  asset: string;
  kind: string;
  direction: 'acquisition' | 'disposal';
  quantity: MinorUnits;
  /** Paise: the cost of an acquisition, the consideration of a disposal. */
  value: MinorUnits;
  tds: ColumnType<string, bigint | string | undefined, never>;
  cost_known: boolean;
  created_at: CreatedAt;
}

/** What a person says they paid for coins whose cost the platform cannot know. */
export interface VdaEnteredCostsTable {
  move_id: string | bigint;
  user_id: number;
  cost: MinorUnits;
  entered_at: ColumnType<Date, Date | undefined, Date>;
}
