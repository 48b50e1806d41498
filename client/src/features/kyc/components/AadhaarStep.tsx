// The Aadhaar step: the number, then the OTP UIDAI sends to the linked mobile; only the last four digits are kept.
import {
  type AadhaarOtpRequest,
  aadhaarOtpRequestSchema,
  aadhaarVerifyRequestSchema,
  type KycProgress,
} from '@sikka/shared/kyc/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { useAadhaarOtp, useVerifyAadhaar } from '../api/kyc.ts';
import '../../../ui/accountPage.css';

const digits = (max: number) => (typed: string) => typed.replace(/\D/g, '').slice(0, max);

export function AadhaarStep({
  progress,
  onSaved,
}: {
  progress: KycProgress;
  onSaved: (p: KycProgress) => void;
}) {
  const { t } = useTranslation();
  const requestOtp = useAadhaarOtp();
  const verify = useVerifyAadhaar();
  const [otpSent, setOtpSent] = useState(progress.aadhaar?.otp_sent ?? false);
  const numberForm = useForm<AadhaarOtpRequest, unknown, AadhaarOtpRequest>({
    resolver: formResolver(aadhaarOtpRequestSchema),
    defaultValues: { aadhaar_number: '' },
  });
  const otpForm = useForm<{ otp: string }, unknown, { otp: string }>({
    resolver: formResolver(aadhaarVerifyRequestSchema),
    defaultValues: { otp: '' },
  });
  const send = numberForm.handleSubmit(async (body) => {
    try {
      notify.success((await requestOtp.mutateAsync(body)).message);
      setOtpSent(true);
    } catch (error) {
      showServerFieldError(numberForm, error, { aadhaar_number: 'aadhaar_number' });
    }
  });
  const check = otpForm.handleSubmit(async (body) => {
    try {
      onSaved((await verify.mutateAsync(body)).progress);
    } catch (error) {
      showServerFieldError(otpForm, error, { otp: 'otp' });
    }
  });
  return (
    <div className="account-form">
      {progress.aadhaar?.last_four ? (
        <p className="account-form__on-file">
          {t('kyc.aadhaar.onFile', { last: progress.aadhaar.last_four })}
        </p>
      ) : null}
      <form className="account-form__part" onSubmit={send} noValidate>
        <FormTextField
          control={numberForm.control}
          name="aadhaar_number"
          label={t('kyc.aadhaar.number')}
          hint={t('kyc.aadhaar.numberHint')}
          filter={digits(12)}
          inputMode="numeric"
          autoComplete="off"
        />
        <Button type="submit" variant={otpSent ? 'secondary' : 'primary'} busy={requestOtp.isPending}>
          {otpSent ? t('kyc.aadhaar.resend') : t('kyc.aadhaar.sendOtp')}
        </Button>
      </form>
      {otpSent ? (
        <form className="account-form__part" onSubmit={check} noValidate>
          <FormTextField
            control={otpForm.control}
            name="otp"
            label={t('kyc.aadhaar.otp')}
            filter={digits(6)}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <Button type="submit" busy={verify.isPending}>
            {t('kyc.aadhaar.verify')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
