// The steps of every change that moves money: the §4 confirmation of a checked draft, then the §9 code (sent by
// `sendCode`), then the call with an idempotency key that stays the same while the same attempt is retried.
// A refusal of the code stays in the code dialog; a refusal naming a field of the form goes back to its input.
import { useRef, useState } from 'react';
import { appErrorOf } from './errors.ts';
import { AttemptKeys } from './money/attemptKeys.ts';
import type { Settled } from './settle.ts';
import { type OtpStep, useOtpStep } from './useOtpStep.ts';

export interface MoneyMoveOptions<D, R> {
  sendCode: () => Promise<{ message?: string | null }>;
  /** Names an attempt: the same draft sent again reuses its key. */
  fingerprint: (draft: D) => string;
  submit: (draft: D, otp: string, idempotencyKey: string) => Promise<R>;
  /** The move is done: reset the form, toast, refresh. */
  onDone: (answer: R, draft: D) => void;
  /** Routes a refusal to the form's input it names; true when it did (the dialogs close). */
  toField?: (error: unknown) => boolean;
}

export interface MoneyMove<D> {
  /** The draft being confirmed (the §4 dialog is open while it is not null). */
  review: D | null;
  /** Opens the §4 confirmation of a checked draft. */
  ask(draft: D): void;
  cancel(): void;
  /** Confirm: sends the code and opens the code dialog. */
  confirm(): Promise<void>;
  otp: OtpStep<D>;
  /** The code dialog's call. */
  verify(code: string): Promise<Settled>;
}

export function useMoneyMove<D, R>(options: MoneyMoveOptions<D, R>): MoneyMove<D> {
  const otp = useOtpStep<D>(options.sendCode);
  const keys = useRef(new AttemptKeys()).current;
  const [review, setReview] = useState<D | null>(null);
  return {
    review,
    ask: (draft) => setReview(() => draft),
    cancel: () => setReview(null),
    async confirm() {
      if (review === null) return;
      const draft = review;
      setReview(null);
      await otp.begin(draft);
    },
    otp,
    async verify(code) {
      const draft = otp.pending;
      if (draft === null) return { ok: false, message: null };
      try {
        const answer = await options.submit(draft, code, keys.keyFor(options.fingerprint(draft)));
        keys.settled();
        otp.close();
        options.onDone(answer, draft);
        return { ok: true };
      } catch (error) {
        // Not settled: Confirm again (a retry after a lost answer) sends the same key, so it has one effect.
        if (appErrorOf(error).firstFieldError?.field !== 'otp' && options.toField?.(error)) {
          keys.settled();
          otp.close();
          return { ok: true };
        }
        return { ok: false, message: appErrorOf(error).message };
      }
    },
  };
}
