// Idempotency keys: a money-moving call runs at most once per (user, key). The key is claimed inside
// the call's own transaction, so a concurrent retry waits for the first to commit and then gets its answer,
// and a call that failed (rolled back) leaves no claim behind: its retry runs afresh. The keys' shape is the
// shared contract's (shared/src/wallet/calls.ts idempotencyKeySchema), parsed with each call's body.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { fieldErrorOn, type HttpError } from '../http/errors.ts';
import type { Trx } from './ledger.ts';

export const KEY_REUSED = 'This idempotency key was used for a different request';

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
 */
export async function once<T>(
  db: Database,
  claim: { userId: number; key: string; operation: string; request: unknown },
  work: (trx: Trx) => Promise<{ status: number; body: T }>,
): Promise<Outcome<T>> {
  const hash = requestHash(claim.operation, claim.request);
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome<T> | RefuseAndKeep> => {
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
      if (earlier.request_hash !== hash) throw fieldErrorOn('idempotency_key', KEY_REUSED);
      return { status: earlier.status_code, body: earlier.response as T, replayed: true };
    }
    let done: { status: number; body: T };
    try {
      done = await work(trx);
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
