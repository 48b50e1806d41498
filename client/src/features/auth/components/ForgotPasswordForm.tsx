// §4/§5 forgot password: a mobile number or an e-mail ('@' means e-mail) and the captcha; OTP next.
// §8 a failed request resets the captcha; errors on the identifier or the captcha show on that field.
import {
  canSubmitForgotPassword,
  FORGOT_PASSWORD_SERVER_FIELDS,
  type ForgotPasswordForm as ForgotOutput,
  forgotPasswordSchema,
  recoveryIdentifier,
} from '@sikka/shared/validation/forgotPassword';
import { filterIdentifierInput } from '@sikka/shared/validation/identifier';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormTextField } from '../../../ui/FormFields.tsx';
import { useRecovery } from '../api/recovery.ts';
import { recoveryNeedsTwoFactor } from '../utils/signInSteps.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { IDENTIFIER_LABEL } from './LoginForm.tsx';

interface ForgotValues {
  identifier: string;
  captcha: string;
}

interface ForgotPasswordFormProps {
  defaultIdentifier: string;
  onOtp: (step: { identifier: string; twoFactor: boolean }) => void;
}

export function ForgotPasswordForm({ defaultIdentifier, onOtp }: ForgotPasswordFormProps) {
  const form = useForm<ForgotValues, unknown, ForgotOutput>({
    resolver: formResolver<ForgotValues, ForgotOutput>(forgotPasswordSchema),
    defaultValues: { identifier: defaultIdentifier, captcha: '' },
    mode: 'onTouched',
  });
  const recovery = useRecovery();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [identifier, captcha] = useWatch({ control: form.control, name: ['identifier', 'captcha'] });
  const canSubmit = canSubmitForgotPassword({ identifier, captcha }) && !recovery.isPending;

  const onSubmit = form.handleSubmit((values) => {
    recovery.mutate(
      { ...recoveryIdentifier(values.identifier), recaptcha_code: values.captcha },
      {
        onSuccess: (answer) =>
          onOtp({ identifier: values.identifier, twoFactor: recoveryNeedsTwoFactor(answer.required) }),
        onError: (error) => showServerFieldError(form, error, FORGOT_PASSWORD_SERVER_FIELDS),
        // §8 failed forgot-password resets the captcha; a spent one cannot serve a second request either.
        onSettled: () => setCaptchaReset((n) => n + 1),
      },
    );
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormTextField
        control={form.control}
        name="identifier"
        filter={filterIdentifierInput}
        label={IDENTIFIER_LABEL}
        hint="We will send an OTP to your mobile number, or to your e-mail if you enter one."
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Controller
        control={form.control}
        name="captcha"
        render={({ fieldState }) => (
          <CaptchaField
            // A reset empties the value without judging it (the widget is already solving the next one);
            // a solution is checked at once, which clears a server error on the captcha.
            onChange={(payload) => form.setValue('captcha', payload, { shouldValidate: payload !== '' })}
            error={fieldState.error?.message}
            resetSignal={captchaReset}
          />
        )}
      />
      <Button type="submit" block disabled={!canSubmit} busy={recovery.isPending}>
        Send OTP
      </Button>
    </form>
  );
}
