// Google Authenticator in the profile (§6 ga_enabled): set up with a QR code, turned on with the app's code and the
// §9 SMS code of purpose 5 (the recovery codes are shown once), turned off with the app's code or a recovery code.
import { TWO_FACTOR_OTP_PURPOSE } from '@sikka/shared/auth/twoFactor';
import { filterOtpInput } from '@sikka/shared/validation/otp';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useOtpStep } from '../../../lib/useOtpStep.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { type CallResult, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { useRequestUserOtp } from '../api/password.ts';
import { useTwoFactorChange, useTwoFactorSetup } from '../api/twoFactor.ts';
import {
  isAppCode,
  type TwoFactorChange,
  type TwoFactorValues,
  twoFactorFormSchema,
} from '../utils/twoFactorForm.ts';
import '../../../ui/accountPage.css';

export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  const { enable, disable } = useTwoFactorChange();
  const requestOtp = useRequestUserOtp();
  const form = useForm<TwoFactorValues, unknown, TwoFactorChange>({
    resolver: formResolver<TwoFactorValues, TwoFactorChange>(twoFactorFormSchema(enabled)),
    defaultValues: { code: '' },
  });
  const sms = useOtpStep<TwoFactorChange>(() => requestOtp.mutateAsync({ type: TWO_FACTOR_OTP_PURPOSE }));
  const pending = sms.pending;
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const submit = form.handleSubmit((change) => sms.begin(change));

  async function confirm(smsOtp: string): Promise<CallResult> {
    if (!pending) return { ok: false, message: null };
    try {
      if (pending.kind === 'enable') {
        const answer = await enable.mutateAsync({ otp: pending.otp, sms_otp: smsOtp });
        setRecoveryCodes(answer.recovery_codes);
        setup.reset();
        notify.success(answer.message);
      } else {
        const byApp = isAppCode(pending.code);
        const answer = await disable.mutateAsync(
          byApp ? { otp: pending.code, sms_otp: smsOtp } : { recovery_code: pending.code, sms_otp: smsOtp },
        );
        notify.success(answer.message);
      }
      sms.close();
      form.reset();
      return { ok: true };
    } catch (failure) {
      const appError = appErrorOf(failure);
      const field = appError.firstFieldError?.field;
      // The app's code or the recovery code was wrong: back to its field; a wrong SMS code stays in the dialog.
      if (field === 'otp' || field === 'recovery_code') {
        sms.close();
        form.setError(
          'code',
          { type: 'server', message: appError.firstFieldError?.message ?? appError.message ?? undefined },
          { shouldFocus: true },
        );
        return { ok: true };
      }
      return { ok: false, message: appError.message };
    }
  }

  return (
    <section className="account-card" aria-labelledby="two-factor-title">
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
          <FormTextField
            control={form.control}
            name="code"
            label={enabled ? t('security.offCode') : t('security.appCode')}
            filter={(typed) => (enabled ? typed.slice(0, 12) : filterOtpInput(typed))}
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
