// The "send the code, then confirm it in the OTP dialog" step of a change that needs the SMS code: `begin(change)`
// sends it for that change (a refusal is a toast) and, once sent, holds the change the dialog confirms; `resend`
// sends it again.
import { useState } from 'react';
import { type Settled, settle } from './settle.ts';
import { notify } from './toast.ts';

export interface OtpStep<T> {
  /** The change waiting for its code (the dialog is open while it is not null). */
  pending: T | null;
  begin(change: T): Promise<void>;
  resend(): Promise<Settled>;
  /** Closes the dialog: the change is done or given up. */
  close(): void;
}

export function useOtpStep<T>(sendCode: (change: T) => Promise<{ message?: string | null }>): OtpStep<T> {
  const [pending, setPending] = useState<T | null>(null);
  return {
    pending,
    async begin(change) {
      const sent = await settle(() => sendCode(change));
      if (sent.ok) setPending(() => change);
      else notify.error(sent.message);
    },
    resend: () =>
      pending === null ? Promise.resolve({ ok: false, message: null }) : settle(() => sendCode(pending)),
    close: () => setPending(null),
  };
}
