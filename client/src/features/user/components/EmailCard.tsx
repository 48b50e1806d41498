// The account's e-mail address, changed with the §9 code of purpose 6 sent to the new address (and, for a §6
// authenticator user, the app's code in the 2FA dialog after it: the e-mail proves the address, not the person); a
// refused address shows under its field.
import { emailCodeRequestSchema } from '@sikka/shared/user/email';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { asksAuthenticator } from '../../../lib/useOtpStep.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { type CallResult, codePrompt, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { useEmailChange } from '../api/password.ts';
import '../../../ui/accountPage.css';

/** The new address the code went to; `twoFactor` (§6): the change also takes the app's code. */
interface Sent {
  address: string;
  twoFactor: boolean;
}

export function EmailCard({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const { requestCode, change } = useEmailChange();
  const form = useForm<{ email: string }, unknown, { email: string }>({
    resolver: formResolver(emailCodeRequestSchema),
    defaultValues: { email: '' },
  });
  const [sent, setSent] = useState<Sent | null>(null);
  // An authenticator user's e-mailed code, held while the app's code is asked for.
  const [mailed, setMailed] = useState<string | null>(null);

  async function send(address: string): Promise<CallResult & { twoFactor?: boolean }> {
    try {
      const answer = await requestCode.mutateAsync({ email: address });
      return { ok: true, message: answer.message, twoFactor: asksAuthenticator(answer) };
    } catch (failure) {
      return {
        ok: false,
        message: appErrorOf(failure).firstFieldError?.message ?? appErrorOf(failure).message,
      };
    }
  }

  // The address as the shared rule sends it (trimmed, lower case); a refusal shows under its input.
  const submit = form.handleSubmit(async ({ email: address }) => {
    const answer = await send(address);
    if (answer.ok) setSent({ address, twoFactor: answer.twoFactor === true });
    else if (answer.message) form.setError('email', { type: 'server', message: answer.message });
  });

  function close() {
    setSent(null);
    setMailed(null);
  }

  async function confirm(otp: string, authenticator?: string): Promise<CallResult> {
    if (!sent) return { ok: false, message: null };
    try {
      const answer = await change.mutateAsync({
        email: sent.address,
        otp,
        ...(authenticator === undefined ? {} : { authenticator_otp: authenticator }),
      });
      close();
      form.reset();
      notify.success(answer.message);
      return { ok: true };
    } catch (failure) {
      const appError = appErrorOf(failure);
      // A wrong e-mailed code goes back to its own dialog.
      if (authenticator !== undefined && appError.firstFieldError?.field === 'otp') {
        setMailed(null);
        notify.error(appError.message);
        return { ok: true };
      }
      return { ok: false, message: appError.message };
    }
  }

  return (
    <section className="account-card" aria-labelledby="email-title">
      <h2 id="email-title">{t('security.emailTitle')}</h2>
      <p>{email ? t('security.emailNow', { email }) : t('security.emailNone')}</p>
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={form.control}
          name="email"
          label={t('security.newEmail')}
          type="email"
          autoComplete="email"
        />
        <Button type="submit" busy={requestCode.isPending}>
          {t('security.sendCode')}
        </Button>
      </form>
      {sent && mailed === null ? (
        <OtpDialog
          twoFactor={false}
          description={t('security.otpEmail', { email: sent.address })}
          verify={async (otp) => {
            if (!sent.twoFactor) return confirm(otp);
            setMailed(otp);
            return { ok: true };
          }}
          resend={() => send(sent.address)}
          onCancel={close}
        />
      ) : null}
      {sent && mailed !== null ? (
        <OtpDialog
          twoFactor
          description={codePrompt(true, t('security.emailAction'))}
          verify={(code) => confirm(mailed, code)}
          resend={() => send(sent.address)}
          onCancel={close}
        />
      ) : null}
    </section>
  );
}
