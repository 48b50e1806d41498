// The double-entry ledger: every movement of money is one journal entry whose lines sum to zero per
// asset, posted inside the caller's transaction. The database keeps the balances (a trigger), refuses a negative
// user balance (a check constraint) and an unbalanced entry (the same trigger); see migrations 0003 and 0006.
import { ASSETS, type Asset } from '@sikka/shared/constants';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { LedgerAccountKind, Tables, UsersTable } from '../db/schema.ts';
import { checkVda, type VdaNote, vdaRows } from './vda.ts';

export type Trx = Transaction<Tables>;

/** A user's own accounts: what they can use, and what an open withdrawal or order holds back. */
export type UserAccountKind = Extract<LedgerAccountKind, 'available' | 'locked'>;
/** The platform's accounts: what it earned and owes, its trading position, and the outside world. */
export type PlatformAccountKind = Exclude<LedgerAccountKind, UserAccountKind>;

export type AccountRef =
  | { userId: number; kind: UserAccountKind; asset: Asset }
  | { userId?: undefined; kind: PlatformAccountKind; asset: Asset };

export interface Posting {
  account: AccountRef;
  /** In the asset's smallest unit; positive credits the account, negative debits it. */
  amount: bigint;
}

export interface EntryRequest {
  /** What happened, e.g. 'deposit', 'instant_buy', 'withdrawal_fail'. */
  kind: string;
  userId: number | null;
  /** The business record the entry belongs to, e.g. 'deposit:12'. */
  reference: string;
  postings: readonly Posting[];
  /** What the entry does to a person's coins, for the tax year: required when it moves one (vda.ts). */
  vda?: VdaNote;
}

/** A posting would take a balance below zero: the money is not there. */
export class InsufficientFunds extends Error {
  override name = 'InsufficientFunds';
}

/** A programming error: the postings of an entry do not sum to zero per asset. */
export class UnbalancedEntry extends Error {
  override name = 'UnbalancedEntry';
}

function isCheckViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23514' && e.constraint === constraint;
}

const refKey = (userId: number | null, kind: string, asset: string) => `${userId ?? ''}:${kind}:${asset}`;

/** The ids of the given accounts by refKey, read in one query. */
async function findAccountIds(trx: Trx, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'user_id', 'kind', 'asset'])
    .where((eb) =>
      eb.or(
        refs.map((ref) =>
          eb.and([
            ref.userId === undefined ? eb('user_id', 'is', null) : eb('user_id', '=', ref.userId),
            eb('kind', '=', ref.kind),
            eb('asset', '=', ref.asset),
          ]),
        ),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [refKey(row.user_id, row.kind, row.asset), row.id]));
}

/**
 * The accounts' ids, creating those used for the first time. Once every account exists (nearly always) this is
 * one query; a new one costs an insert and a second read. Every call on a balance pays for it, and on this path
 * each round trip to PostgreSQL is a large share of the cost (docs/benchmarks.md, instant buys).
 */
async function accountIds(trx: Trx, refs: readonly AccountRef[]): Promise<number[]> {
  if (refs.length === 0) return [];
  const keyOf = (ref: AccountRef) => refKey(ref.userId ?? null, ref.kind, ref.asset);
  let ids = await findAccountIds(trx, refs);
  const missing = new Map(refs.filter((ref) => !ids.has(keyOf(ref))).map((ref) => [keyOf(ref), ref]));
  if (missing.size > 0) {
    await trx
      .insertInto('ledger_accounts')
      .values(
        [...missing.values()].map((ref) => ({
          user_id: ref.userId ?? null,
          kind: ref.kind,
          asset: ref.asset,
        })),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'asset']).doNothing())
      .execute();
    ids = await findAccountIds(trx, refs);
  }
  return refs.map((ref) => {
    const id = ids.get(keyOf(ref));
    if (id === undefined) throw new Error(`ledger account ${keyOf(ref)} was not created`);
    return id;
  });
}

/**
 * Posts one entry in the caller's transaction. Lines go in ascending account order, so two entries touching
 * the same accounts lock them in the same order and never deadlock. A debit beyond a balance throws
 * InsufficientFunds (and the caller's transaction must roll back).
 */
export async function post(trx: Trx, entry: EntryRequest): Promise<string> {
  const sums = new Map<Asset, bigint>();
  for (const { account, amount } of entry.postings)
    sums.set(account.asset, (sums.get(account.asset) ?? 0n) + amount);
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new UnbalancedEntry(`${entry.kind}: ${asset} lines sum to ${sum}`);
  }
  checkVda(entry.kind, entry.postings, entry.vda);
  const postings = entry.postings.filter((posting) => posting.amount !== 0n);
  const ids = await accountIds(
    trx,
    postings.map((posting) => posting.account),
  );
  const lines = postings.map((posting, i) => ({ accountId: ids[i] as number, ...posting }));
  lines.sort((a, b) => a.accountId - b.accountId);

  const { id } = await trx
    .insertInto('journal_entries')
    .values({ kind: entry.kind, user_id: entry.userId, reference: entry.reference })
    .returning('id')
    .executeTakeFirstOrThrow();
  const moves = vdaRows(id, entry.vda);
  if (moves.length > 0) await trx.insertInto('vda_moves').values(moves).execute();
  if (lines.length === 0) return id;
  try {
    // One statement; its rows, and so the balance trigger's row locks, go in the order given.
    await trx
      .insertInto('journal_lines')
      .values(
        lines.map((line) => ({
          entry_id: id,
          account_id: line.accountId,
          asset: line.account.asset,
          amount: line.amount,
        })),
      )
      .execute();
  } catch (error) {
    if (isCheckViolation(error, 'balance_not_negative')) throw new InsufficientFunds('insufficient balance');
    throw error;
  }
  return id;
}

/** Moves an amount between two accounts of one asset: the commonest entry. */
export function transfer(from: AccountRef, to: AccountRef, amount: bigint): Posting[] {
  return [
    { account: from, amount: -amount },
    { account: to, amount },
  ];
}

export interface Balance {
  available: bigint;
  locked: bigint;
}

/** A user's balances per asset (zero where no account exists yet). */
export async function userBalances(db: Database | Trx, userId: number): Promise<Record<Asset, Balance>> {
  return (await usersBalances(db, [userId])).get(userId) as Record<Asset, Balance>;
}

/** Many users' balances in one query (a sub-broker's clients): each user's per asset, zero where none yet. */
export async function usersBalances(
  db: Database | Trx,
  userIds: readonly number[],
): Promise<Map<number, Record<Asset, Balance>>> {
  const byUser = new Map(
    userIds.map((id) => [
      id,
      Object.fromEntries(ASSETS.map((asset) => [asset, { available: 0n, locked: 0n }])) as Record<
        Asset,
        Balance
      >,
    ]),
  );
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'kind', 'asset', 'balance'])
    .where('user_id', 'in', userIds)
    .execute();
  for (const row of rows) {
    const balance = row.user_id === null ? undefined : byUser.get(row.user_id)?.[row.asset as Asset];
    if (balance && (row.kind === 'available' || row.kind === 'locked'))
      balance[row.kind] = BigInt(row.balance);
  }
  return byUser;
}

/** §3 the wallet entry of one asset as decimal strings at its precision. */
export function walletEntry(asset: Asset, balance: Balance) {
  return {
    balance: fromMinorUnits(balance.available + balance.locked, asset),
    available: fromMinorUnits(balance.available, asset),
    locked: fromMinorUnits(balance.locked, asset),
  };
}

/**
 * The first lock of every money transaction of a user (ledger/idempotency.ts once()), and so of one fixed order:
 * the user's row, the idempotency key, the ledger accounts in ascending id, then the OTP step. FOR NO KEY UPDATE
 * queues the user's money transactions one behind another, while other tables' foreign keys (KEY SHARE) pass.
 * Answers the row as it is now: what must hold when the money moves (§9's block after a 2FA change) is read here.
 */
export async function lockUser(trx: Trx, userId: number): Promise<Selectable<UsersTable>> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

/** Takes the row locks of a user's accounts of an asset, for a read-then-write that must not race. */
export async function lockUserAccounts(trx: Trx, userId: number, asset: Asset): Promise<void> {
  await accountIds(trx, [{ userId, kind: 'available', asset }]);
  await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('asset', '=', asset)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Posts many entries with a fixed number of statements, whatever their count (the exchange settles a batch of
 * orders and fills at once). Every line goes in one statement, so the balance trigger locks every account of the
 * batch in ascending id order and updates each once. `ids` caches account ids across calls (they never change).
 */
export async function postMany(
  trx: Trx,
  entries: readonly EntryRequest[],
  ids: Map<string, number> = new Map(),
): Promise<void> {
  if (entries.length === 0) return;
  const missing = new Map<string, AccountRef>();
  for (const entry of entries) {
    const sums = new Map<Asset, bigint>();
    for (const { account, amount } of entry.postings) {
      sums.set(account.asset, (sums.get(account.asset) ?? 0n) + amount);
      const key = refKey(account.userId ?? null, account.kind, account.asset);
      if (!ids.has(key)) missing.set(key, account);
    }
    for (const [asset, sum] of sums)
      if (sum !== 0n) throw new UnbalancedEntry(`${entry.kind}: ${asset} lines sum to ${sum}`);
    checkVda(entry.kind, entry.postings, entry.vda);
  }
  if (missing.size > 0) {
    const found = await accountIds(trx, [...missing.values()]);
    [...missing.keys()].forEach((key, i) => {
      ids.set(key, found[i] as number);
    });
  }
  const entryIds = await sql<{ id: string }>`
    select nextval(pg_get_serial_sequence('journal_entries', 'id'))::text as id
    from generate_series(1, ${entries.length})`.execute(trx);
  const lines: Array<{ entry: string; account: number; asset: string; amount: string }> = [];
  entries.forEach((entry, i) => {
    const entryId = (entryIds.rows[i] as { id: string }).id;
    for (const { account, amount } of entry.postings) {
      if (amount === 0n) continue;
      const accountId = ids.get(refKey(account.userId ?? null, account.kind, account.asset)) as number;
      lines.push({ entry: entryId, account: accountId, asset: account.asset, amount: amount.toString() });
    }
  });
  lines.sort((a, b) => a.account - b.account);
  await sql`
    insert into journal_entries (id, kind, user_id, reference) overriding system value
    select * from unnest(${entryIds.rows.map((row) => row.id)}::bigint[], ${entries.map((e) => e.kind)}::text[],
      ${entries.map((e) => e.userId)}::integer[], ${entries.map((e) => e.reference)}::text[])`.execute(trx);
  try {
    await sql`
      insert into journal_lines (entry_id, account_id, asset, amount)
      select * from unnest(${lines.map((l) => l.entry)}::bigint[], ${lines.map((l) => l.account)}::integer[],
        ${lines.map((l) => l.asset)}::text[], ${lines.map((l) => l.amount)}::numeric[])`.execute(trx);
  } catch (error) {
    if (isCheckViolation(error, 'balance_not_negative')) throw new InsufficientFunds('insufficient balance');
    throw error;
  }
  const moves = entries.flatMap((entry, i) => vdaRows((entryIds.rows[i] as { id: string }).id, entry.vda));
  if (moves.length > 0) await trx.insertInto('vda_moves').values(moves).execute();
}
