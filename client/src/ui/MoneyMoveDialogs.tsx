// The two dialogs of a money move (lib/useMoneyMove.ts): the §4 confirmation (Cancel, Confirm) with every line
// of the draft, then 'Secondary Password (OTP)' or, for a §6 authenticator user, its Google Authenticator variant.
// Render it beside the form, not in it: a submit inside a dialog must not bubble (through React's tree) to the form.
import type { ReactNode } from 'react';
import type { MoneyMove } from '../lib/useMoneyMove.ts';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { Notice } from './Notice.tsx';
import { OtpDialog } from './OtpDialog.tsx';

export interface MoneyMoveDialogsProps<D> {
  move: MoneyMove<D>;
  title: string;
  description: (draft: D) => string;
  /** The confirmation's body: every line the user agrees to. */
  details: (draft: D) => ReactNode;
  /** Where the code went and what it confirms, in words (a move without a code has none); ui/OtpDialog's codePrompt. */
  codeDescription?: (draft: D, twoFactor: boolean) => string;
  /** The code is a Google Authenticator code (no SMS, no resend); by default as the code's request answered (§6). */
  twoFactor?: (draft: D) => boolean;
  busy: boolean;
}

export function MoneyMoveDialogs<D>({
  move,
  title,
  description,
  details,
  codeDescription,
  twoFactor,
  busy,
}: MoneyMoveDialogsProps<D>) {
  const appCode = (draft: D) => twoFactor?.(draft) ?? move.otp.twoFactor;
  return (
    <>
      {move.review !== null ? (
        <Dialog
          open
          size="medium"
          onOpenChange={(open) => {
            if (!open) move.cancel();
          }}
          title={title}
          description={description(move.review)}
          actions={
            <>
              <Button variant="secondary" onClick={move.cancel} disabled={move.submitting}>
                Cancel
              </Button>
              <Button
                onClick={() => void move.confirm()}
                busy={busy || move.submitting}
                disabled={busy || move.submitting}
              >
                Confirm
              </Button>
            </>
          }
        >
          {details(move.review)}
          {move.error ? <Notice tone="error">{move.error}</Notice> : null}
        </Dialog>
      ) : null}
      {move.otp.pending !== null ? (
        <OtpDialog
          twoFactor={appCode(move.otp.pending)}
          description={codeDescription?.(move.otp.pending, appCode(move.otp.pending)) ?? ''}
          verify={move.verify}
          resend={move.otp.resend}
          onCancel={move.otp.close}
        />
      ) : null}
    </>
  );
}
