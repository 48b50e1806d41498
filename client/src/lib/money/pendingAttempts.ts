// Money attempts whose answer was lost and whose outcome is not known yet, kept in local storage until it is, so
// a reload or a closed tab cannot turn "we don't know" into a second buy. An entry is the operation, the user's id
// and the idempotency key (not a secret: it acts only with the session's cookie) — never an OTP or an amount.
import { z } from 'zod/mini';
import type { StoredValue } from '../storedValue.ts';

export const ATTEMPT_KINDS = ['instant_order', 'withdrawal', 'inr_deposit'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

export const pendingAttemptSchema = z.object({
  kind: z.enum(ATTEMPT_KINDS),
  userId: z.int(),
  key: z.string().check(z.minLength(1), z.maxLength(64)),
  /** When it was sent (ms since the epoch). */
  since: z.number(),
});
export type PendingAttempt = z.infer<typeof pendingAttemptSchema>;

/** Past this an entry is dropped unasked: the person has seen the outcome in their history long since. */
export const PENDING_MAX_AGE_MS = 24 * 60 * 60_000;

export function pendingAttempts(store: StoredValue<PendingAttempt[]>, now: () => number = Date.now) {
  const fresh = () => store.get().filter((attempt) => now() - attempt.since < PENDING_MAX_AGE_MS);
  return {
    /** This user's attempts of this kind still waiting for their outcome, oldest first. */
    list: (kind: AttemptKind, userId: number) =>
      fresh().filter((attempt) => attempt.kind === kind && attempt.userId === userId),
    /** Before the attempt is sent: if its answer is lost, even to a reload, it is asked for. */
    add: (attempt: Omit<PendingAttempt, 'since'>) =>
      store.set([...fresh().filter((other) => other.key !== attempt.key), { ...attempt, since: now() }]),
    /** Its outcome is known. */
    remove: (key: string) => store.set(fresh().filter((attempt) => attempt.key !== key)),
  };
}
