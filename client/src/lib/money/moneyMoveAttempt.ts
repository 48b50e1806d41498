// One attempt of a money move (lib/useMoneyMove.ts): the call with the attempt's idempotency key, and what its
// answer means — done, a refusal for an input of the form, a refusal to show, or an answer lost on the way.
import { appErrorOf, outcomeIsUnknown } from '../errors.ts';
import type { AttemptKeys } from './attemptKeys.ts';

type AttemptResult<R> =
  | { state: 'done'; answer: R }
  /** A field of the form was refused: its input shows why. */
  | { state: 'to-field' }
  /** Refused: what to show (null: nothing, §8's central handler has acted). A retry sends the same key. */
  | { state: 'refused'; message: string | null }
  /** The answer was lost: the call may have been carried out, so its outcome is asked by this key. */
  | { state: 'unknown'; key: string };

/** Keeps the key of an attempt whose answer may be lost until its outcome is known (lib/money/useAttemptOutcome). */
export interface KeptAttempts {
  remember(key: string): void;
  forget(key: string): void;
}

interface AttemptSteps<R> {
  keys: AttemptKeys;
  /** Names the attempt: the same draft sent again reuses its key. */
  fingerprint: string;
  call: (idempotencyKey: string) => Promise<R>;
  /** Routes a refusal to the form's input it names; true when it did. */
  toField?: ((error: unknown) => boolean) | undefined;
  /** Set when this move's outcome can be asked: a lost answer is then never shown as a failure. */
  kept?: KeptAttempts | null | undefined;
}

export async function attemptMove<R>(steps: AttemptSteps<R>): Promise<AttemptResult<R>> {
  const key = steps.keys.keyFor(steps.fingerprint);
  steps.kept?.remember(key);
  try {
    const answer = await steps.call(key);
    steps.kept?.forget(key);
    steps.keys.settled();
    return { state: 'done', answer };
  } catch (error) {
    if (steps.kept && outcomeIsUnknown(error)) return { state: 'unknown', key };
    steps.kept?.forget(key);
    const appError = appErrorOf(error);
    // A refused code stays in the code dialog; a refused field goes back to its input, and what is sent next
    // is a new attempt.
    if (appError.firstFieldError?.field !== 'otp' && steps.toField?.(error)) {
      steps.keys.settled();
      return { state: 'to-field' };
    }
    // Not settled: Confirm again (a retry after a lost answer) sends the same key, so it has one effect.
    return { state: 'refused', message: appError.message };
  }
}
