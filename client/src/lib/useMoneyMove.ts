// The steps of every change that moves money: the §4 confirmation of a checked draft, then the §9 code (sent by
// `sendCode`; a move without one, as instant buy, calls on Confirm), then the call with an idempotency key that
// stays the same while the same attempt is retried.
// A refusal of the code stays in the code dialog; a refusal naming a field of the form goes back to its input.
import { useRef, useState } from 'react';
import { appErrorOf } from './errors.ts';
import { AttemptKeys } from './money/attemptKeys.ts';
import type { Settled } from './settle.ts';
import { type CodeSent, type OtpStep, useOtpStep } from './useOtpStep.ts';

export interface MoneyMoveOptions<D, R> {
  /** Sends the §9 code; null for a move confirmed by the §4 dialog alone (instant buy's rule). */
  sendCode: ((draft: D) => Promise<CodeSent>) | null;
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
  /** Without a code: the call is on its way from the confirmation (Confirm is busy). */
  submitting: boolean;
  /** Without a code: what the last Confirm was refused with, shown in the confirmation. */
  error: string | null;
}

export function useMoneyMove<D, R>(options: MoneyMoveOptions<D, R>): MoneyMove<D> {
  const { sendCode } = options;
  const otp = useOtpStep<D>(sendCode ?? (async () => ({})));
  const keys = useRef(new AttemptKeys()).current;
  const [review, setReview] = useState<D | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The call, then: done → onDone; a field's refusal → its input; anything else → the message to show. */
  const attempt = async (draft: D, code: string, close: () => void): Promise<Settled> => {
    try {
      const answer = await options.submit(draft, code, keys.keyFor(options.fingerprint(draft)));
      keys.settled();
      close();
      options.onDone(answer, draft);
      return { ok: true };
    } catch (error) {
      // Not settled: Confirm again (a retry after a lost answer) sends the same key, so it has one effect.
      if (appErrorOf(error).firstFieldError?.field !== 'otp' && options.toField?.(error)) {
        keys.settled();
        close();
        return { ok: true };
      }
      return { ok: false, message: appErrorOf(error).message };
    }
  };
  return {
    review,
    ask: (draft) => {
      setError(null);
      setReview(() => draft);
    },
    cancel: () => {
      setError(null);
      setReview(null);
    },
    async confirm() {
      if (review === null) return;
      const draft = review;
      if (sendCode === null) {
        setSubmitting(true);
        setError(null);
        const settled = await attempt(draft, '', () => setReview(null));
        setSubmitting(false);
        if (!settled.ok) setError(settled.message ?? 'Something went wrong! Please try again later');
        return;
      }
      setReview(null);
      await otp.begin(draft);
    },
    otp,
    async verify(code) {
      const draft = otp.pending;
      if (draft === null) return { ok: false, message: null };
      return attempt(draft, code, otp.close);
    },
    submitting,
    error,
  };
}
