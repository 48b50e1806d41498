// The user's bank account for rupee withdrawals: holder, masked number, IFSC, and whether it is verified.
// Only the last four digits are kept; the profile/KYC flow that verifies accounts writes the same row.
import type { Database } from '../../platform/db/database.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';

interface BankAccount {
  holder_name: string;
  account_number_masked: string;
  ifsc: string;
  verified: boolean;
}

/** 'XXXXXXXX1234': the last four digits readable, the length kept. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s/g, '');
  return `${'X'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** How a withdrawal names its destination: 'Demo User · XXXXXXXXXX5678 · HDFC0000123'. */
export function describeBankAccount(account: BankAccount): string {
  return `${account.holder_name} · ${account.account_number_masked} · ${account.ifsc}`;
}

export async function bankAccountOf(db: Database | Trx, userId: number): Promise<BankAccount | undefined> {
  return db
    .selectFrom('bank_accounts')
    .select(['holder_name', 'account_number_masked', 'ifsc', 'verified'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Sets (or replaces) the user's bank account; `account_number` is masked before it is stored. */
export async function saveBankAccount(
  db: Database | Trx,
  userId: number,
  account: { holder_name: string; account_number: string; ifsc: string; verified: boolean },
  options: { replace: boolean } = { replace: true },
): Promise<void> {
  const values = {
    holder_name: account.holder_name,
    account_number_masked: maskAccountNumber(account.account_number),
    ifsc: account.ifsc.toUpperCase(),
    verified: account.verified,
  };
  await db
    .insertInto('bank_accounts')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) =>
      options.replace
        ? conflict.column('user_id').doUpdateSet(values)
        : conflict.column('user_id').doNothing(),
    )
    .execute();
}
