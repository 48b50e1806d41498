// The two dialogs of a money move (lib/useMoneyMove.ts): the §4 confirmation (Cancel, Confirm) with every line
// of the draft, then 'Secondary Password (OTP)' or, for a §6 authenticator user, its Google Authenticator variant.
// A door without the confirmation (a withdrawal) shows the code dialog alone.
// Render it beside the form, not in it: a submit inside a dialog must not bubble (through React's tree) to the form.
import type { ReactNode } from 'react';
import type { MoneyMove } from '../lib/useMoneyMove.ts';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { Notice } from './Notice.tsx';
import { OtpDialog } from './OtpDialog.tsx';

interface MoneyMoveCodeDialogProps<D> {
  move: MoneyMove<D>;
  /** Where the code went and what it confirms, in words (a move without a code has none); ui/OtpDialog's codePrompt. */
  codeDescription?: (draft: D, twoFactor: boolean) => string;
  /** The code is a Google Authenticator code (no SMS, no resend); by default as the code's request answered (§6). */
  twoFactor?: (draft: D) => boolean;
}

interface MoneyMoveDialogsProps<D> extends MoneyMoveCodeDialogProps<D> {
  title: string;
  description: (draft: D) => string;
  /** The confirmation's body: every line the user agrees to. */
  details: (draft: D) => ReactNode;
  busy: boolean;
}

export function MoneyMoveDialogs<D>({
  move,
  title,
  description,
  details,
  busy,
  ...code
}: MoneyMoveDialogsProps<D>) {
  const waiting = move.submitting || move.checking;
  return (
    <>
      {move.review !== null ? (
        <Dialog
          open
          size="medium"
          onOpenChange={(open) => {
            if (!open && !waiting) move.cancel();
          }}
          title={title}
          description={description(move.review)}
          actions={
            <>
              <Button variant="secondary" onClick={move.cancel} disabled={waiting}>
                Cancel
              </Button>
              <Button onClick={() => void move.confirm()} busy={busy || waiting} disabled={busy || waiting}>
                Confirm
              </Button>
            </>
          }
        >
          {details(move.review)}
          {move.error ? <Notice tone="error">{move.error}</Notice> : null}
        </Dialog>
      ) : null}
      <MoneyMoveCodeDialog move={move} {...code} />
    </>
  );
}

export function MoneyMoveCodeDialog<D>({ move, codeDescription, twoFactor }: MoneyMoveCodeDialogProps<D>) {
  const pending = move.otp.pending;
  if (pending === null) return null;
  const appCode = twoFactor?.(pending) ?? move.otp.twoFactor;
  return (
    <OtpDialog
      twoFactor={appCode}
      description={codeDescription?.(pending, appCode) ?? ''}
      verify={move.verify}
      resend={move.otp.resend}
      onCancel={move.otp.close}
    />
  );
}
