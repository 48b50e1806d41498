// Idempotency keys: a money-moving call runs at most once per (user, key). The key is claimed inside
// the call's own transaction, so a concurrent retry waits for the first to commit and then gets its answer,
// and a call that failed (rolled back) leaves no claim behind: its retry runs afresh. Asking a key's outcome
// (`settle`) claims an unused key for good, so "not done" stays true. The keys' shape is the shared contract's
// (shared/src/money/idempotency.ts idempotencyKeySchema), parsed with each call's body.
import { createHash } from 'node:crypto';
import { ATTEMPT_SETTLED, type Outcome as SettledOutcome } from '@sikka/shared/money/idempotency';
import type { Database } from '../db/database.ts';
import { fieldErrorOn, type HttpError, messageError } from '../http/errors.ts';
import { lockUser, type Trx } from './ledger.ts';

export const KEY_REUSED = 'This idempotency key was used for a different request';

/** The request hash of a key that `settle` claimed with no call (a real hash is 64 hex digits). */
const SETTLED_UNUSED = 'settled-unused';

export interface Outcome<T> {
  status: number;
  body: T;
  /** True when this answer is the stored one of an earlier call with the same key. */
  replayed: boolean;
}

/**
 * Thrown by `work` to refuse the call while keeping what it wrote so far (a wrong OTP try must be counted even
 * though nothing else happens): the transaction commits without the claim, and `refusal` is thrown to the caller.
 */
export class RefuseAndKeep extends Error {
  override name = 'RefuseAndKeep';
  constructor(readonly refusal: HttpError) {
    super('refused');
  }
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a key is claimed with: the operation and its request, canonical (key order does not matter). */
export function requestHash(operation: string, request: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${canonical(request)}`)
    .digest('hex');
}

/**
 * Runs `work` once for this user and key, in one transaction with the claim; a repeat with the same request
 * answers the first outcome and moves nothing; a repeat with a different request is refused on the key.
 * The user's row is locked first (ledger.ts lockUser, the money transactions' lock order) and handed to `work`.
 */
export async function once<T>(
  db: Database,
  claim: { userId: number; key: string; operation: string; request: unknown },
  work: (trx: Trx, user: Awaited<ReturnType<typeof lockUser>>) => Promise<{ status: number; body: T }>,
): Promise<Outcome<T>> {
  const hash = requestHash(claim.operation, claim.request);
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome<T> | RefuseAndKeep> => {
    const user = await lockUser(trx, claim.userId);
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({
        user_id: claim.userId,
        key: claim.key,
        operation: claim.operation,
        request_hash: hash,
        status_code: 0,
        response: 'null',
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const earlier = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('user_id', '=', claim.userId)
        .where('key', '=', claim.key)
        .executeTakeFirstOrThrow();
      if (earlier.request_hash === SETTLED_UNUSED) throw messageError(409, ATTEMPT_SETTLED);
      if (earlier.request_hash !== hash) throw fieldErrorOn('idempotency_key', KEY_REUSED);
      return { status: earlier.status_code, body: earlier.response as T, replayed: true };
    }
    let done: { status: number; body: T };
    try {
      done = await work(trx, user);
    } catch (error) {
      if (!(error instanceof RefuseAndKeep)) throw error;
      await trx
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', claim.userId)
        .where('key', '=', claim.key)
        .execute();
      return error;
    }
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: done.status, response: JSON.stringify(done.body) })
      .where('user_id', '=', claim.userId)
      .where('key', '=', claim.key)
      .execute();
    return { ...done, replayed: false };
  });
  if (outcome instanceof RefuseAndKeep) throw outcome.refusal;
  return outcome;
}

/**
 * The outcome of `operation` with this user's key: done (the stored answer) or not done. Not done is final: the
 * key is claimed here with no call, so a request with it still on its way is refused when it arrives. A call with
 * the key in flight is waited for (the claim's insert queues behind its uncommitted one), then answered.
 */
export async function settle<T>(
  db: Database,
  claim: { userId: number; key: string; operation: string },
): Promise<SettledOutcome<T>> {
  return db.transaction().execute(async (trx) => {
    const unused = await trx
      .insertInto('idempotency_keys')
      .values({
        user_id: claim.userId,
        key: claim.key,
        operation: claim.operation,
        request_hash: SETTLED_UNUSED,
        status_code: 0,
        response: 'null',
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (unused) return { state: 'not-done' };
    const earlier = await trx
      .selectFrom('idempotency_keys')
      .select(['operation', 'request_hash', 'response'])
      .where('user_id', '=', claim.userId)
      .where('key', '=', claim.key)
      .executeTakeFirstOrThrow();
    if (earlier.operation !== claim.operation) throw fieldErrorOn('idempotency_key', KEY_REUSED);
    if (earlier.request_hash === SETTLED_UNUSED) return { state: 'not-done' };
    return { state: 'done', result: earlier.response as T };
  });
}
