// Money attempts whose answer was lost and whose outcome is not known yet, kept in local storage until it is, so
// a reload or a closed tab cannot turn "we don't know" into a second buy. An entry is the operation, the user's id
// and the idempotency key (not a secret: it acts only with the session's cookie) — never an OTP or an amount.
import type { StoredValue } from '../storedValue.ts';

export const ATTEMPT_KINDS = ['instant_order', 'withdrawal', 'inr_deposit'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

export interface PendingAttempt {
  kind: AttemptKind;
  userId: number;
  /** 1 to 64 characters. */
  key: string;
  /** When it was sent (ms since the epoch). */
  since: number;
}

/** A stored entry read without zod (the store is read on every page), or null when it is not an attempt. */
export function readPendingAttempt(value: unknown): PendingAttempt | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { kind, userId, key, since } = value as Record<string, unknown>;
  if (!(ATTEMPT_KINDS as readonly unknown[]).includes(kind)) return null;
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId)) return null;
  if (typeof key !== 'string' || key.length < 1 || key.length > 64) return null;
  if (typeof since !== 'number' || !Number.isFinite(since)) return null;
  return { kind: kind as AttemptKind, userId, key, since };
}

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
