// §5 change password: the old password, a new one by the sign-up rule and its confirmation; then the §9 code of
// purpose 4 in the OTP dialog. Success toasts; every other device is signed out, this one stays.
import {
  CHANGE_PASSWORD_OTP_PURPOSE,
  CHANGE_PASSWORD_SERVER_FIELDS,
  type ChangePasswordForm,
  changePasswordFormSchema,
} from '@sikka/shared/user/password';
import { SIGN_UP_PASSWORD_HINT } from '@sikka/shared/validation/messages';
import { filterPasswordInput } from '@sikka/shared/validation/password';
import { useForm } from 'react-hook-form';
import { appErrorOf, formFieldError } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useOtpStep } from '../../../lib/useOtpStep.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormPasswordField } from '../../../ui/FormFields.tsx';
import { type CallResult, codePrompt, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { useChangePassword, useRequestUserOtp } from '../api/password.ts';
import '../../../ui/accountPage.css';

const keepLength = { noMinMax: true } as const;
const EMPTY: ChangePasswordForm = { old_password: '', password: '', password_confirmation: '' };

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordForm, unknown, ChangePasswordForm>({
    resolver: formResolver<ChangePasswordForm, ChangePasswordForm>(changePasswordFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const requestOtp = useRequestUserOtp();
  const change = useChangePassword();
  const code = useOtpStep<ChangePasswordForm>(() =>
    requestOtp.mutateAsync({ type: CHANGE_PASSWORD_OTP_PURPOSE }),
  );
  const confirming = code.pending;

  const onSubmit = form.handleSubmit((values) => code.begin(values));

  async function confirm(otp: string): Promise<CallResult> {
    if (!confirming) return { ok: false, message: null };
    try {
      const answer = await change.mutateAsync({ ...confirming, otp });
      code.close();
      form.reset(EMPTY);
      notify.success(answer.message);
      return { ok: true };
    } catch (error) {
      // A refusal of the form's own fields goes back to the form; the code's stays in the dialog.
      if (formFieldError(appErrorOf(error), CHANGE_PASSWORD_SERVER_FIELDS) !== null) {
        code.close();
        showServerFieldError(form, error, CHANGE_PASSWORD_SERVER_FIELDS);
        return { ok: true };
      }
      return { ok: false, message: appErrorOf(error).message };
    }
  }

  return (
    <section className="account-card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('security.title')}</h2>
      <p>{t('security.intro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <FormPasswordField
          control={form.control}
          name="old_password"
          filter={(typed) => filterPasswordInput(typed, keepLength)}
          label={t('security.oldPassword')}
          autoComplete="current-password"
        />
        <FormPasswordField
          control={form.control}
          name="password"
          filter={(typed) => filterPasswordInput(typed, keepLength)}
          label={t('security.newPassword')}
          hint={SIGN_UP_PASSWORD_HINT}
          autoComplete="new-password"
        />
        <FormPasswordField
          control={form.control}
          name="password_confirmation"
          filter={(typed) => filterPasswordInput(typed, keepLength)}
          label={t('security.confirmPassword')}
          autoComplete="new-password"
        />
        <Button type="submit" busy={requestOtp.isPending}>
          {t('security.submit')}
        </Button>
      </form>
      {confirming ? (
        <OtpDialog
          twoFactor={code.twoFactor}
          description={codePrompt(code.twoFactor, t('security.otpAction'))}
          verify={confirm}
          resend={code.resend}
          onCancel={code.close}
        />
      ) : null}
    </section>
  );
}
