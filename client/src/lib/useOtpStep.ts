// The "send the code, then confirm it in the OTP dialog" step of a change that needs a §9 code: `begin(change)`
// sends it for that change (a refusal is a toast) and, once sent, holds the change the dialog confirms; `resend`
// sends it again. `twoFactor` is the §6 answer `required: '2FA'`: the code is the person's Google Authenticator's
// (no SMS was sent), so the dialog is its variant. A refusal the caller places on an input of its form
// (`refused`, §8) is not toasted.
import { LOGIN_REQUIRED } from '@sikka/shared/auth/loginRequired';
import { useState } from 'react';
import { appErrorOf } from './errors.ts';
import { type Settled, settle } from './settle.ts';
import { notify } from './toast.ts';

/** What asking for a code answers: `required: '2FA'` when the code is the app's. */
export interface CodeSent {
  message?: string | null;
  required?: string | null;
}

export interface OtpStep<T> {
  /** The change waiting for its code (the dialog is open while it is not null). */
  pending: T | null;
  /** §6 the code is the person's Google Authenticator's: the 2FA dialog, with nothing to resend. */
  twoFactor: boolean;
  begin(change: T): Promise<void>;
  resend(): Promise<Settled>;
  /** Closes the dialog: the change is done or given up. */
  close(): void;
}

/** §6 the answer asks for the app's code (the provider sent no SMS). */
export function asksAuthenticator(answer: CodeSent): boolean {
  return answer.required === LOGIN_REQUIRED.twoFactor;
}

export function useOtpStep<T>(
  sendCode: (change: T) => Promise<CodeSent>,
  refused?: (error: unknown) => boolean,
): OtpStep<T> {
  const [pending, setPending] = useState<T | null>(null);
  const [twoFactor, setTwoFactor] = useState(false);
  return {
    pending,
    twoFactor,
    async begin(change) {
      let answer: CodeSent;
      try {
        answer = await sendCode(change);
      } catch (error) {
        if (!refused?.(error)) notify.error(appErrorOf(error).message);
        return;
      }
      setTwoFactor(asksAuthenticator(answer));
      setPending(() => change);
    },
    resend: () =>
      pending === null ? Promise.resolve({ ok: false, message: null }) : settle(() => sendCode(pending)),
    close: () => setPending(null),
  };
}
