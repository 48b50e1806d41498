// The books' invariants, checked by tests, the benchmark and an operator: what must always hold.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { HELD_ENTRY_KINDS } from './vda.ts';

interface InvariantReport {
  /** Entries whose lines do not sum to zero in some asset (must be empty). */
  unbalancedEntries: Array<{ entry_id: string; asset: string; sum: string }>;
  /** Accounts whose stored balance differs from the sum of their lines (must be empty). */
  driftedAccounts: Array<{ id: number; balance: string; lines: string }>;
  /** User and liability accounts below zero, the rewards pool and gift escrow among them (must be empty). */
  negativeAccounts: Array<{ id: number; kind: string; asset: string; balance: string }>;
  /**
   * Per asset: users' and platform accounts' total, and the outside world's (bank + chain). Money is neither
   * made nor lost when inside = −outside: what the platform holds is exactly what came in minus what went out.
   */
  totals: Array<{ asset: string; inside: string; outside: string }>;
  /**
   * Entries that moved a person's coin in or out without recording the move for the tax year (vda.ts: must be
   * empty): per entry, person and coin, what their own accounts' lines net against what the moves net.
   */
  unrecordedCoinMoves: Array<{
    entry_id: string;
    kind: string;
    user_id: number;
    asset: string;
    lines: string;
    moves: string;
  }>;
}

export async function checkInvariants(db: Database): Promise<InvariantReport> {
  const unbalanced = await sql<{ entry_id: string; asset: string; sum: string }>`
    select entry_id, asset, sum(amount)::text as sum from journal_lines
    group by entry_id, asset having sum(amount) <> 0`.execute(db);
  const drifted = await sql<{ id: number; balance: string; lines: string }>`
    select a.id, a.balance::text as balance, coalesce(sum(l.amount), 0)::text as lines
    from ledger_accounts a left join journal_lines l on l.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(l.amount), 0)`.execute(db);
  const negative = await sql<{ id: number; kind: string; asset: string; balance: string }>`
    select id, kind, asset, balance::text as balance from ledger_accounts
    where balance < 0 and kind not in ('bank', 'chain', 'treasury')`.execute(db);
  const totals = await sql<{ asset: string; inside: string; outside: string }>`
    select asset,
      coalesce(sum(balance) filter (where kind not in ('bank', 'chain')), 0)::text as inside,
      coalesce(sum(balance) filter (where kind in ('bank', 'chain')), 0)::text as outside
    from ledger_accounts group by asset order by asset`.execute(db);
  const unrecorded = await sql<InvariantReport['unrecordedCoinMoves'][number]>`
    with lines as (
      select l.entry_id, a.user_id, a.asset, sum(l.amount) as net
      from journal_lines l join ledger_accounts a on a.id = l.account_id
      where a.user_id is not null and a.asset <> 'INR'
      group by l.entry_id, a.user_id, a.asset having sum(l.amount) <> 0
    ), moves as (
      select entry_id, user_id, asset,
        sum(case when direction = 'acquisition' then quantity else -quantity end) as net
      from vda_moves group by entry_id, user_id, asset
    )
    select e.id::text as entry_id, e.kind, lines.user_id, lines.asset, lines.net::text as lines,
      coalesce(moves.net, 0)::text as moves
    from lines join journal_entries e on e.id = lines.entry_id
    left join moves using (entry_id, user_id, asset)
    where e.kind <> all(${[...HELD_ENTRY_KINDS]}::text[]) and lines.net <> coalesce(moves.net, 0)`.execute(
    db,
  );
  return {
    unbalancedEntries: unbalanced.rows,
    driftedAccounts: drifted.rows,
    negativeAccounts: negative.rows,
    totals: totals.rows,
    unrecordedCoinMoves: unrecorded.rows,
  };
}

/** True when every invariant holds. */
export function booksBalance(report: InvariantReport): boolean {
  return (
    report.unbalancedEntries.length === 0 &&
    report.driftedAccounts.length === 0 &&
    report.negativeAccounts.length === 0 &&
    report.unrecordedCoinMoves.length === 0 &&
    report.totals.every((t) => BigInt(t.inside) + BigInt(t.outside) === 0n)
  );
}
