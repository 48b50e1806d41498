// The steps of every change that moves money: the §4 confirmation of a checked draft, then the §9 code (sent by
// `sendCode`; a move without one, as instant buy, calls on Confirm), then the call with an idempotency key that
// stays the same while the same attempt is retried. A door whose own button is the agreement (a withdrawal, a
// deposit) skips the confirmation. A refusal of the code stays in the code dialog; a refusal naming a field of
// the form goes back to its input. A move whose outcome can be asked never shows a lost answer as a failure.
import { useEffect, useRef, useState } from 'react';
import { AttemptKeys } from './money/attemptKeys.ts';
import { attemptMove } from './money/moneyMoveAttempt.ts';
import type { AttemptOutcome } from './money/useAttemptOutcome.ts';
import type { Settled } from './settle.ts';
import { notify } from './toast.ts';
import { type CodeSent, type OtpStep, useOtpStep } from './useOtpStep.ts';

interface MoneyMoveOptions<D, R> {
  /** Sends the §9 code; null for a move confirmed without one (instant buy's rule, a deposit). */
  sendCode: ((draft: D) => Promise<CodeSent>) | null;
  /**
   * Whether `ask` opens the §4 confirmation (the default). False where the form's own button is the agreement:
   * a withdrawal goes straight to its code, a deposit straight to its call (and on to its payment step).
   */
  confirmFirst?: boolean;
  /** Names an attempt: the same draft sent again reuses its key. */
  fingerprint: (draft: D) => string;
  submit: (draft: D, otp: string, idempotencyKey: string) => Promise<R>;
  /** The move is done: reset the form, toast, refresh. */
  onDone: (answer: R, draft: D) => void;
  /** Routes a refusal (of the code's request or of the move) to the form's input it names; true when it did. */
  toField?: (error: unknown) => boolean;
  /** Asks what became of an attempt whose answer was lost (lib/money/useAttemptOutcome), with what to say. */
  lostAnswer?: LostAnswer<R>;
}

interface LostAnswer<R> {
  attempts: AttemptOutcome<R>;
  /** Shown in the confirmation when the lost attempt turns out not to have happened. */
  notDone: string;
  /** Shown when asking stopped without an answer (the session ended): the next visit asks again. */
  stillUnknown: string;
}

export interface MoneyMove<D> {
  /** The draft being confirmed (the §4 dialog is open while it is not null). */
  review: D | null;
  /** Opens the §4 confirmation of a checked draft (or, without one, goes on to the code or the call). */
  ask(draft: D): void;
  cancel(): void;
  /** Confirm: sends the code and opens the code dialog, or makes the call of a move without a code. */
  confirm(): Promise<void>;
  otp: OtpStep<D>;
  /** The code dialog's call. */
  verify(code: string): Promise<Settled>;
  /** Without a code: the call is on its way (Confirm is busy). */
  submitting: boolean;
  /** The last call's answer was lost and its outcome is being asked (Confirm stays busy). */
  checking: boolean;
  /** Without a code: what the last Confirm was refused with, shown in the confirmation. */
  error: string | null;
}

const noCode = async (): Promise<CodeSent> => ({});

export function useMoneyMove<D, R>(options: MoneyMoveOptions<D, R>): MoneyMove<D> {
  const { sendCode, toField, lostAnswer } = options;
  const confirmFirst = options.confirmFirst ?? true;
  const otp = useOtpStep<D>(sendCode ?? noCode, toField);
  const keys = useRef(new AttemptKeys()).current;
  const [review, setReview] = useState<D | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The attempt whose answer was lost, while its outcome is asked. */
  const [asking, setAsking] = useState<{ key: string; draft: D; close: () => void } | null>(null);

  /** The call, then: done → onDone; a field's refusal → its input; lost → ask; anything else → what to show. */
  const attempt = async (draft: D, code: string, close: () => void): Promise<Settled> => {
    const result = await attemptMove({
      keys,
      fingerprint: options.fingerprint(draft),
      call: (key) => options.submit(draft, code, key),
      toField,
      kept: lostAnswer?.attempts ?? null,
    });
    switch (result.state) {
      case 'done':
        close();
        options.onDone(result.answer, draft);
        return { ok: true };
      case 'to-field':
        close();
        return { ok: true };
      case 'unknown':
        setAsking({ key: result.key, draft, close });
        lostAnswer?.attempts.check(result.key);
        return { ok: false, message: null };
      case 'refused':
        return { ok: false, message: result.message };
    }
  };

  /** A move without a code: the call goes from Confirm, or from the form itself when there is no confirmation. */
  const call = async (draft: D, close: () => void) => {
    setSubmitting(true);
    setError(null);
    const settled = await attempt(draft, '', close);
    setSubmitting(false);
    if (settled.ok || !settled.message) return;
    if (confirmFirst) setError(settled.message);
    else notify.error(settled.message);
  };

  // What the asked outcome says of this move's own attempt (one found from an earlier visit is its door's).
  const settled = lostAnswer?.attempts.settled ?? null;
  useEffect(() => {
    if (!lostAnswer || settled === null || settled.found) return;
    lostAnswer.attempts.dismiss();
    if (asking?.key !== settled.key) return;
    setAsking(null);
    keys.settled();
    if (settled.outcome.state === 'done') {
      asking.close();
      options.onDone(settled.outcome.result, asking.draft);
    } else setError(lostAnswer.notDone);
  });
  // Asking stopped without an answer (the session ended): the attempt stays remembered for the next visit.
  useEffect(() => {
    if (!lostAnswer || asking === null || settled !== null || lostAnswer.attempts.checking.has(asking.key))
      return;
    setAsking(null);
    setError(lostAnswer.stillUnknown);
  });

  return {
    review,
    ask: (draft) => {
      setError(null);
      if (confirmFirst) setReview(() => draft);
      else if (sendCode !== null) void otp.begin(draft);
      else void call(draft, () => {});
    },
    cancel: () => {
      setError(null);
      setReview(null);
    },
    async confirm() {
      if (review === null) return;
      const draft = review;
      if (sendCode === null) return call(draft, () => setReview(null));
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
    checking: asking !== null,
    error,
  };
}
