// The account's e-mail address, changed with the §9 code of purpose 6 sent to the new address; a refused address
// shows under its field.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../../lib/errors.ts';
import { notify } from '../../../lib/toast.ts';
import { Button } from '../../../ui/Button.tsx';
import { type CallResult, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useEmailChange } from '../api/password.ts';

export function EmailCard({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const { requestCode, change } = useEmailChange();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(address: string): Promise<CallResult> {
    try {
      const answer = await requestCode.mutateAsync({ email: address });
      return { ok: true, message: answer.message };
    } catch (failure) {
      return {
        ok: false,
        message: appErrorOf(failure).firstFieldError?.message ?? appErrorOf(failure).message,
      };
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = typed.trim().toLowerCase();
    setError(null);
    const sent = await send(address);
    if (sent.ok) setSentTo(address);
    else setError(sent.message);
  }

  async function confirm(otp: string): Promise<CallResult> {
    if (!sentTo) return { ok: false, message: null };
    try {
      const answer = await change.mutateAsync({ email: sentTo, otp });
      setSentTo(null);
      setTyped('');
      notify.success(answer.message);
      return { ok: true };
    } catch (failure) {
      return { ok: false, message: appErrorOf(failure).message };
    }
  }

  return (
    <section className="kyc-card" aria-labelledby="email-title">
      <h2 id="email-title">{t('security.emailTitle')}</h2>
      <p>{email ? t('security.emailNow', { email }) : t('security.emailNone')}</p>
      <form className="kyc-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('security.newEmail')}
          type="email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={error}
          autoComplete="email"
        />
        <Button type="submit" busy={requestCode.isPending}>
          {t('security.sendCode')}
        </Button>
      </form>
      {sentTo ? (
        <OtpDialog
          twoFactor={false}
          description={t('security.otpEmail', { email: sentTo })}
          verify={confirm}
          resend={() => send(sentTo)}
          onCancel={() => setSentTo(null)}
        />
      ) : null}
    </section>
  );
}
