// Instant executions in micro-batches: the executions that arrive while one batch commits go together in the
// next, in one transaction of a fixed number of statements whatever their count (docs/benchmarks.md, instant
// buys) — all but the listeners of their order_filled messages (written by one recordMany), which the reward
// campaigns run per message: a has-card read once a person has the first_trade card. Only the plain case is batched. An execution the batch cannot take as it stands (its quote unknown,
// another user's, used, expired or taken twice in the batch, its key seen before, its balance short) runs alone
// through the one-at-a-time path, which answers it exactly as before; so does every execution of a batch that
// failed (it rolled back whole).
import type { Coin } from '@sikka/shared/constants';
import type { ExecuteRequest, ExecuteResponse } from '@sikka/shared/instant/schemas';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { QuotesTable } from '../../platform/db/schema.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { requestHash } from '../../platform/ledger/idempotency.ts';
import { postMany, type Trx } from '../../platform/ledger/ledger.ts';
import { fillAnswer, fillEntry, fillMessage, INSTANT_ORDER, rederives, storedLines } from './fills.ts';

export interface Execution {
  userId: number;
  body: ExecuteRequest;
}

/** What a batch did: the answers of the executions it filled, and those it left to the one-at-a-time path. */
export interface BatchResult {
  filled: Array<{ execution: Execution; body: ExecuteResponse }>;
  alone: Execution[];
}

/**
 * Fills the executions it can in one transaction. Lock order is the money transactions' (ledger.ts lockUser):
 * the users' rows (ascending id), the keys, the quotes, then the ledger accounts in ascending id (postMany); the
 * fills' messages last, all in one `recordMany` (their listeners, the reward campaigns, run in the transaction).
 */
export async function executeBatch(
  db: Database,
  events: Pick<UserEvents, 'recordMany'>,
  now: Date,
  executions: readonly Execution[],
): Promise<BatchResult> {
  const alone: Execution[] = [];
  const filled = await db.transaction().execute(async (trx) => {
    const userIds = [...new Set(executions.map((e) => e.userId))].sort((a, b) => a - b);
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', userIds)
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
    const mine = await claimKeys(trx, executions, alone);
    if (mine.length === 0) return [];
    const dropped: Execution[] = [];
    const candidates = await affordable(trx, await usableQuotes(trx, mine, now, dropped), dropped);
    // A dropped execution's claim goes (as a failed once() leaves none); alone, it is answered with its refusal.
    if (dropped.length > 0) {
      await sql`
        delete from idempotency_keys k
        using unnest(${dropped.map((e) => e.userId)}::integer[],
          ${dropped.map((e) => e.body.idempotency_key)}::text[]) as v(u, key)
        where k.user_id = v.u and k.key = v.key`.execute(trx);
      alone.push(...dropped);
    }
    if (candidates.length === 0) return [];
    return writeFills(trx, events, candidates, now);
  });
  return { filled, alone };
}

interface Candidate {
  execution: Execution;
  quote: Selectable<QuotesTable>;
  lines: ReturnType<typeof storedLines>;
  coin: Coin;
}

/** The keys (as once() claims them): taken here, or seen before, in which case the execution is answered alone. */
async function claimKeys(
  trx: Trx,
  executions: readonly Execution[],
  alone: Execution[],
): Promise<Execution[]> {
  const keys = new Set<string>();
  const fresh = executions.filter((execution) => {
    const key = `${execution.userId}:${execution.body.idempotency_key}`;
    if (keys.has(key)) {
      alone.push(execution);
      return false;
    }
    keys.add(key);
    return true;
  });
  const claimed = await sql<{ user_id: number; key: string }>`
    insert into idempotency_keys (user_id, key, operation, request_hash, status_code, response)
    select u, k, ${INSTANT_ORDER}, h, 0, 'null'::jsonb
    from unnest(${fresh.map((e) => e.userId)}::integer[],
      ${fresh.map((e) => e.body.idempotency_key)}::text[],
      ${fresh.map((e) => requestHash(INSTANT_ORDER, { quote_id: e.body.quote_id }))}::text[]) as v(u, k, h)
    on conflict (user_id, key) do nothing
    returning user_id, key`.execute(trx);
  const claimedKeys = new Set(claimed.rows.map((row) => `${row.user_id}:${row.key}`));
  return fresh.filter((execution) => {
    if (claimedKeys.has(`${execution.userId}:${execution.body.idempotency_key}`)) return true;
    alone.push(execution);
    return false;
  });
}

/** The quote: the user's, unused, unexpired, once in this batch, and re-deriving to its numbers. */
async function usableQuotes(
  trx: Trx,
  mine: readonly Execution[],
  now: Date,
  dropped: Execution[],
): Promise<Candidate[]> {
  const quotes = await trx
    .selectFrom('quotes')
    .selectAll()
    .where(
      'id',
      'in',
      mine.map((e) => e.body.quote_id),
    )
    .forUpdate()
    .execute();
  const quoteById = new Map(quotes.map((quote) => [quote.id, quote]));
  const taken = new Set<string>();
  return mine.flatMap((execution) => {
    const quote = quoteById.get(execution.body.quote_id);
    if (
      !quote ||
      quote.user_id !== execution.userId ||
      quote.executed_at !== null ||
      quote.expires_at <= now ||
      taken.has(quote.id)
    ) {
      dropped.push(execution);
      return [];
    }
    const lines = storedLines(quote);
    if (!rederives({ ...quote, lines })) {
      dropped.push(execution);
      return [];
    }
    taken.add(quote.id);
    return [{ execution, quote, lines, coin: quote.coin as Coin }];
  });
}

/** The balances, in batch order: a fill that would take one below zero is dropped. */
async function affordable(trx: Trx, candidates: Candidate[], dropped: Execution[]): Promise<Candidate[]> {
  if (candidates.length === 0) return [];
  const balances = new Map<string, bigint>();
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['user_id', 'asset', 'balance'])
    .where(
      'user_id',
      'in',
      candidates.map((c) => c.execution.userId),
    )
    .where('kind', '=', 'available')
    .execute();
  for (const row of rows) balances.set(`${row.user_id}:${row.asset}`, BigInt(row.balance));
  return candidates.filter((c) => {
    const userId = c.execution.userId;
    const [paid, paidAmount, got, gotAmount] =
      c.quote.side === 'buy'
        ? (['INR', c.lines.total, c.coin, c.lines.quantity] as const)
        : ([c.coin, c.lines.quantity, 'INR', c.lines.total] as const);
    const have = balances.get(`${userId}:${paid}`) ?? 0n;
    if (have < paidAmount) {
      dropped.push(c.execution);
      return false;
    }
    balances.set(`${userId}:${paid}`, have - paidAmount);
    balances.set(`${userId}:${got}`, (balances.get(`${userId}:${got}`) ?? 0n) + gotAmount);
    return true;
  });
}

/** The orders, their ledger entries, the quotes used, the keys' answers and the fills' messages. */
async function writeFills(
  trx: Trx,
  events: Pick<UserEvents, 'recordMany'>,
  candidates: readonly Candidate[],
  now: Date,
): Promise<BatchResult['filled']> {
  const orders = await trx
    .insertInto('orders')
    .values(
      candidates.map((c) => ({
        user_id: c.execution.userId,
        quote_id: c.quote.id,
        side: c.quote.side,
        coin: c.coin,
        price: c.quote.price,
        ...c.lines,
        created_at: now,
      })),
    )
    .returningAll()
    .execute();
  const orderByQuote = new Map(orders.map((order) => [order.quote_id, order]));
  const fills = candidates.map((c) => {
    const order = orderByQuote.get(c.quote.id);
    if (!order) throw new Error(`order of quote ${c.quote.id} was not written`);
    return { ...c, order, body: fillAnswer(order) };
  });
  await postMany(
    trx,
    fills.map((f) => fillEntry(f.order.id, f.execution.userId, f.quote.side, f.coin, f.lines)),
  );
  await trx
    .updateTable('quotes')
    .set({ executed_at: now })
    .where(
      'id',
      'in',
      fills.map((f) => f.quote.id),
    )
    .where('executed_at', 'is', null)
    .execute();
  await sql`
    update idempotency_keys k set status_code = 201, response = v.response
    from unnest(${fills.map((f) => f.execution.userId)}::integer[],
      ${fills.map((f) => f.execution.body.idempotency_key)}::text[],
      ${fills.map((f) => JSON.stringify(f.body))}::jsonb[]) as v(u, key, response)
    where k.user_id = v.u and k.key = v.key`.execute(trx);
  await events.recordMany(
    trx,
    fills.map((f) => fillMessage(f.order)),
  );
  return fills.map((f) => ({ execution: f.execution, body: f.body }));
}
