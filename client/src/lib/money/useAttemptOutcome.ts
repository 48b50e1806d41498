// Finding out what became of money attempts whose answer was lost: the one just sent (`check`), and those a reload
// or a closed tab left waiting (asked as soon as the user is known). Each is asked by its key until the BFF can
// say, backing off from 1 s to 10 s; the attempt stays in local storage until then.
import type { Outcome } from '@sikka/shared/money/idempotency';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appErrorOf, outcomeIsUnknown } from '../errors.ts';
import { storage } from '../storage.ts';
import { type AttemptKind, pendingAttempts } from './pendingAttempts.ts';

const pending = pendingAttempts(storage.pendingAttempts);
const MAX_WAIT_MS = 10_000;

export interface AttemptOutcome<T> {
  /** Keys being asked about now. */
  checking: ReadonlySet<string>;
  /** The last outcome learnt, with its key and whether it was this page's own attempt or one found waiting. */
  settled: { key: string; outcome: Outcome<T>; found: boolean } | null;
  /** Before sending an attempt: keep its key until its outcome is known. */
  remember(key: string): void;
  /** Its answer came: nothing to ask. */
  forget(key: string): void;
  /** Its answer was lost: ask until known. */
  check(key: string): void;
  dismiss(): void;
}

export function useAttemptOutcome<T>(
  kind: AttemptKind,
  userId: number | null,
  ask: (key: string) => Promise<Outcome<T>>,
): AttemptOutcome<T> {
  const [checking, setChecking] = useState<ReadonlySet<string>>(new Set());
  const [settled, setSettled] = useState<AttemptOutcome<T>['settled']>(null);
  const live = useRef(true);
  const askRef = useRef(ask);
  askRef.current = ask;

  const run = useCallback(async (key: string, found: boolean) => {
    setChecking((keys) => new Set(keys).add(key));
    for (let tries = 0; live.current; tries++) {
      try {
        const outcome = await askRef.current(key);
        pending.remove(key);
        if (live.current) setSettled({ key, outcome, found });
        break;
      } catch (error) {
        // The session ended, or the BFF refused the question itself: keep the attempt for the next visit.
        if (!outcomeIsUnknown(error) && appErrorOf(error).status < 500) break;
        await new Promise((resolve) => setTimeout(resolve, Math.min(1_000 * 2 ** tries, MAX_WAIT_MS)));
      }
    }
    if (live.current)
      setChecking((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
  }, []);

  useEffect(() => {
    live.current = true;
    if (userId !== null) for (const attempt of pending.list(kind, userId)) void run(attempt.key, true);
    return () => {
      live.current = false;
    };
  }, [kind, userId, run]);

  return {
    checking,
    settled,
    remember: (key) => {
      if (userId !== null) pending.add({ kind, userId, key });
    },
    forget: (key) => pending.remove(key),
    check: (key) => void run(key, false),
    dismiss: () => setSettled(null),
  };
}
