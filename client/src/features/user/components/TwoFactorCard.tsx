// Google Authenticator in the profile (§6 ga_enabled): set up with a QR code, turned on with the app's code and the
// §9 SMS code of purpose 5 (the recovery codes are shown once), turned off with the app's code or a recovery code.
import {
  RECOVERY_CODE_PATTERN,
  TWO_FACTOR_CODE_NEEDED,
  TWO_FACTOR_OTP_PURPOSE,
} from '@sikka/shared/auth/twoFactor';
import { filterOtpInput, OTP_INVALID_MESSAGE } from '@sikka/shared/validation/otp';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../../lib/errors.ts';
import { notify } from '../../../lib/toast.ts';
import { useOtpStep } from '../../../lib/useOtpStep.ts';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { type CallResult, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useRequestUserOtp } from '../api/password.ts';
import { useTwoFactorChange, useTwoFactorSetup } from '../api/twoFactor.ts';

type Pending = { kind: 'enable'; otp: string } | { kind: 'disable'; code: string };

export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  const { enable, disable } = useTwoFactorChange();
  const requestOtp = useRequestUserOtp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sms = useOtpStep<Pending>(() => requestOtp.mutateAsync({ type: TWO_FACTOR_OTP_PURPOSE }));
  const pending = sms.pending;
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    const next: Pending | null = enabled
      ? RECOVERY_CODE_PATTERN.test(typed.toLowerCase()) || /^\d{6}$/.test(typed)
        ? { kind: 'disable', code: typed }
        : null
      : /^\d{6}$/.test(typed)
        ? { kind: 'enable', otp: typed }
        : null;
    if (next === null) {
      setError(enabled ? TWO_FACTOR_CODE_NEEDED : OTP_INVALID_MESSAGE);
      return;
    }
    setError(null);
    await sms.begin(next);
  }

  async function confirm(smsOtp: string): Promise<CallResult> {
    if (!pending) return { ok: false, message: null };
    try {
      if (pending.kind === 'enable') {
        const answer = await enable.mutateAsync({ otp: pending.otp, sms_otp: smsOtp });
        setRecoveryCodes(answer.recovery_codes);
        setup.reset();
        notify.success(answer.message);
      } else {
        const byApp = /^\d{6}$/.test(pending.code);
        const answer = await disable.mutateAsync(
          byApp ? { otp: pending.code, sms_otp: smsOtp } : { recovery_code: pending.code, sms_otp: smsOtp },
        );
        notify.success(answer.message);
      }
      sms.close();
      setCode('');
      return { ok: true };
    } catch (failure) {
      const appError = appErrorOf(failure);
      const field = appError.firstFieldError?.field;
      // The app's code or the recovery code was wrong: back to its field; a wrong SMS code stays in the dialog.
      if (field === 'otp' || field === 'recovery_code') {
        sms.close();
        setError(appError.firstFieldError?.message ?? appError.message);
        return { ok: true };
      }
      return { ok: false, message: appError.message };
    }
  }

  return (
    <section className="kyc-card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('security.twoFactorTitle')}</h2>
      <p>{enabled ? t('security.twoFactorOn') : t('security.twoFactorOff')}</p>
      <Notice tone="info">{t('security.twoFactorBlock')}</Notice>
      {recoveryCodes ? (
        <div className="two-factor__recovery">
          <h3>{t('security.recoveryTitle')}</h3>
          <p>{t('security.recoveryText')}</p>
          <ul aria-label={t('security.recoveryTitle')}>
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <Button onClick={() => setRecoveryCodes(null)}>{t('security.recoveryDone')}</Button>
        </div>
      ) : !enabled && !setup.data ? (
        <Button onClick={() => setup.mutate()} busy={setup.isPending}>
          {t('security.setUp')}
        </Button>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          {!enabled && setup.data ? (
            <div className="two-factor__setup">
              <p>{t('security.scan')}</p>
              <QRCodeSVG
                value={setup.data.otpauth_url}
                size={168}
                marginSize={2}
                title={t('security.qrTitle')}
              />
              <p>
                <code>{setup.data.secret}</code>
              </p>
            </div>
          ) : null}
          <TextField
            label={enabled ? t('security.offCode') : t('security.appCode')}
            value={code}
            onChange={(event) =>
              setCode(enabled ? event.target.value.slice(0, 12) : filterOtpInput(event.target.value))
            }
            error={error}
            autoComplete="one-time-code"
          />
          <Button type="submit" busy={requestOtp.isPending}>
            {enabled ? t('security.turnOff') : t('security.turnOn')}
          </Button>
        </form>
      )}
      {pending ? (
        <OtpDialog
          twoFactor={false}
          description={t('security.otpTwoFactor')}
          verify={confirm}
          resend={sms.resend}
          onCancel={sms.close}
        />
      ) : null}
    </section>
  );
}
