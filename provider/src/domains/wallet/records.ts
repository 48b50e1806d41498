// Deposits, withdrawals and orders as the wire shows them (shared/src/wallet/calls.ts): decimal strings at
// each asset's precision, ISO times.
import type { Asset } from '@sikka/shared/constants';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { Deposit, Withdrawal } from '@sikka/shared/wallet/calls';
import type { Selectable } from 'kysely';
import type { DepositsTable, WithdrawalsTable } from '../../platform/db/schema.ts';
import type { AccountRef } from '../../platform/ledger/ledger.ts';

export type DepositRow = Selectable<DepositsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** The outside world an asset comes from and goes to: the bank for rupees, the chain for coins. */
export function outside(asset: Asset): AccountRef {
  return { kind: asset === 'INR' ? 'bank' : 'chain', asset };
}

export function depositWire(row: DepositRow): Deposit {
  const asset = row.asset as Asset;
  return {
    id: row.id,
    coin: asset,
    amount: fromMinorUnits(BigInt(row.amount), asset),
    channel: row.channel,
    status: row.status,
    tx_hash: row.tx_hash,
    confirmations: row.confirmations,
    confirmations_required: row.confirmations_required,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

export function withdrawalWire(row: WithdrawalRow): Withdrawal {
  const asset = row.asset as Asset;
  return {
    id: row.id,
    coin: asset,
    amount: fromMinorUnits(BigInt(row.amount), asset),
    destination: row.destination,
    status: row.status,
    failure_reason: row.failure_reason,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}
