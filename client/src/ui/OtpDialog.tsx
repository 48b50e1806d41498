// §4/§5 the OTP dialog 'Secondary Password (OTP)' and its Google Authenticator variant: 6 digits only,
// the 90-second resend countdown, Continue with exactly 6 and Enter with 6 or more, errors under the input.
// Where the caller takes one, the authenticator variant also offers a recovery code instead of the app's code.
import { RECOVERY_CODE_PATTERN } from '@sikka/shared/auth/schemas';
import { OTP_LENGTH } from '@sikka/shared/constants';
import { resendCountdownMessage } from '@sikka/shared/validation/messages';
import { canSubmitOtp, filterOtpInput, resendAttempt, submitsOnEnter } from '@sikka/shared/validation/otp';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { FormTextField } from './FormFields.tsx';
import { useOtpCountdown } from './useOtpCountdown.ts';

/** §2 the dialog titles, quoted. */
const OTP_DIALOG_TITLE = 'Secondary Password (OTP)';
const TWO_FACTOR_DIALOG_TITLE = 'Secondary Password (Google Authenticator)';
const OTP_INPUT_LABEL = 'Enter OTP';
const TWO_FACTOR_INPUT_LABEL = 'Enter Google Authenticator Code';
const RECOVERY_INPUT_LABEL = 'Enter a recovery code';
const USE_RECOVERY_CODE = 'Use a recovery code instead';
const USE_APP_CODE = 'Use the Google Authenticator code';

/** What the dialog asks for, by §6 factor; `action` says what the code confirms ('to sign the declaration'). */
export function codePrompt(twoFactor: boolean, action: string): string {
  return twoFactor
    ? `Enter the 6-digit code from your Google Authenticator app ${action}.`
    : `Enter the 6-digit OTP sent to your registered mobile number ${action}.`;
}

/** A recovery code as typed: lower case, its alphabet and the dash, at most its 9 characters. */
function filterRecoveryInput(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[^a-z2-7-]/g, '')
    .slice(0, 9);
}

/** What a call answered: accepted, or refused with the message to show (null: show nothing). */
export type CallResult = { ok: true; message?: string | null } | { ok: false; message: string | null };

interface OtpDialogProps {
  /** §4 the two-factor flag: the code comes from Google Authenticator, so there is nothing to resend. */
  twoFactor: boolean;
  /** Where the code went, in words. */
  description: string;
  verify: (otp: string) => Promise<CallResult>;
  resend: () => Promise<CallResult>;
  /** §4 Cancel (or Escape): back to the originating view. */
  onCancel: () => void;
  /** With twoFactor: checks one of the person's recovery codes in place of the app's code. */
  verifyRecovery?: (code: string) => Promise<CallResult>;
}

type ResendNote = { tone: 'info' | 'success'; text: string };

export function OtpDialog({
  twoFactor,
  description,
  verify,
  resend,
  onCancel,
  verifyRecovery,
}: OtpDialogProps) {
  const formId = useId();
  // The code is the form's one field; a refusal (of the code, of a resend) is its error.
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const value = form.watch('code');
  const verifying = form.formState.isSubmitting;
  const [note, setNote] = useState<ResendNote | null>(null);
  const [resending, setResending] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const recovering = recovery && twoFactor && verifyRecovery !== undefined;
  const showError = (message: string | null) => {
    if (message) form.setError('code', { type: 'server', message });
  };
  const ready = recovering
    ? RECOVERY_CODE_PATTERN.test(value) && !verifying
    : canSubmitOtp(value, { requestRunning: verifying });
  // §4 on open a 90 second countdown starts and resend is disabled; the dialog's unmount clears it.
  const countdown = useOtpCountdown(!twoFactor);

  const submit = form.handleSubmit(async ({ code }) => {
    const result = recovering && verifyRecovery ? await verifyRecovery(code) : await verify(code);
    if (!result.ok) showError(result.message);
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // §4 Enter with 6 or more characters submits (the filter keeps it to 6, so Continue's rule holds).
    if (ready && (recovering || submitsOnEnter(value, { requestRunning: verifying }))) void submit(event);
  }

  async function onResend() {
    const attempt = resendAttempt(countdown.secondsLeft);
    if (!attempt.allowed) {
      setNote({ tone: 'info', text: attempt.message });
      return;
    }
    if (resending) return;
    setResending(true);
    setNote(null);
    form.clearErrors();
    const result = await resend();
    setResending(false);
    if (result.ok) {
      countdown.restart();
      setNote({ tone: 'success', text: result.message || 'A new OTP has been sent.' });
    } else {
      // §8 resend failure: the mobile_number error, otherwise the general message.
      showError(result.message);
    }
  }

  function cancel() {
    // §4 Cancel clears input, errors and timers (the timer stops with the dialog).
    form.reset();
    setNote(null);
    onCancel();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={twoFactor ? TWO_FACTOR_DIALOG_TITLE : OTP_DIALOG_TITLE}
      description={description}
      closeOnOutsideClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!ready} busy={verifying}>
            Continue
          </Button>
        </>
      }
    >
      <form id={formId} className="otp" onSubmit={onSubmit} noValidate>
        <FormTextField
          key={recovering ? 'recovery' : 'code'}
          control={form.control}
          name="code"
          filter={recovering ? filterRecoveryInput : filterOtpInput}
          label={recovering ? RECOVERY_INPUT_LABEL : twoFactor ? TWO_FACTOR_INPUT_LABEL : OTP_INPUT_LABEL}
          className="otp__field"
          onInput={() => {
            // §5 typing clears errors.
            form.clearErrors();
            setNote(null);
          }}
          inputMode={recovering ? 'text' : 'numeric'}
          autoComplete={recovering ? 'off' : 'one-time-code'}
          placeholder={recovering ? 'abcd-2345' : '•'.repeat(OTP_LENGTH)}
          autoFocus
        />
        {twoFactor && verifyRecovery ? (
          <Button
            variant="link"
            onClick={() => {
              setRecovery((was) => !was);
              form.reset();
            }}
          >
            {recovering ? USE_APP_CODE : USE_RECOVERY_CODE}
          </Button>
        ) : null}
        {twoFactor ? null : (
          <div className="otp__resend">
            <p className="otp__countdown">
              {countdown.canResend ? "Didn't get the code?" : resendCountdownMessage(countdown.secondsLeft)}
            </p>
            <Button
              variant="link"
              aria-disabled={countdown.canResend ? undefined : true}
              busy={resending}
              onClick={() => void onResend()}
            >
              Resend OTP
            </Button>
          </div>
        )}
        {note ? (
          <p className={`otp__note otp__note--${note.tone}`} role="status">
            {note.text}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
