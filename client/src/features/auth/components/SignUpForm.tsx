// §5 the registration form: 10-digit mobile number, a password with the quoted hint, optional coupon and
// referral codes, the captcha and the terms; disabled until phone, password, captcha and terms are set.
import { SIGN_UP_PASSWORD_HINT } from '@sikka/shared/validation/messages';
import { filterPasswordInput } from '@sikka/shared/validation/password';
import { filterPhoneInput } from '@sikka/shared/validation/phone';
import {
  canSubmitSignUp,
  filterCodeInput,
  SIGN_UP_SERVER_FIELDS,
  type SignUpForm as SignUpOutput,
  signUpSchema,
} from '@sikka/shared/validation/signUp';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormCheckboxField, FormPasswordField, FormTextField } from '../../../ui/FormFields.tsx';
import { useSignUp } from '../api/signIn.ts';
import { CaptchaField } from './CaptchaField.tsx';

/** Over 100 characters on purpose of its content, so §5's Read More collapses it. */
const TERMS_TEXT =
  "I confirm that I am 18 years of age or older, that I have read and agree to Sikka's Terms of Use and Privacy Policy, and that I understand crypto products are unregulated and can be highly risky.";

interface SignUpValues {
  phone: string;
  password: string;
  captcha: string;
  termsAccepted: boolean;
  couponCode: string;
  referralCode: string;
}

interface SignUpFormProps {
  defaultPhone: string;
  onOtp: (phone: string) => void;
}

// The sign-up rule (max 15) is checked by the schema with its message, not by cutting a longer paste short:
// a silently shortened password would not be the one the person saved.
const keepLength = { noMinMax: true } as const;

export function SignUpForm({ defaultPhone, onOtp }: SignUpFormProps) {
  const form = useForm<SignUpValues, unknown, SignUpOutput>({
    resolver: formResolver<SignUpValues, SignUpOutput>(signUpSchema),
    defaultValues: {
      phone: defaultPhone,
      password: '',
      captcha: '',
      termsAccepted: false,
      couponCode: '',
      referralCode: '',
    },
    mode: 'onTouched',
  });
  const signUp = useSignUp();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [phone, password, captcha, termsAccepted] = useWatch({
    control: form.control,
    name: ['phone', 'password', 'captcha', 'termsAccepted'],
  });
  const canSubmit = canSubmitSignUp({ phone, password, captcha, termsAccepted }) && !signUp.isPending;

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(
      {
        mobile_number: values.phone,
        tnc_accepted: 1,
        password: values.password,
        recaptcha_code: values.captcha,
        ...(values.couponCode ? { coupon_code: values.couponCode } : {}),
        ...(values.referralCode ? { referral_code: values.referralCode } : {}),
      },
      {
        onSuccess: () => onOtp(values.phone),
        onError: (error) => showServerFieldError(form, error, SIGN_UP_SERVER_FIELDS),
        // A captcha solution is good for one call: whatever the answer, the next attempt needs a fresh one.
        onSettled: () => setCaptchaReset((n) => n + 1),
      },
    );
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormTextField
        control={form.control}
        name="phone"
        filter={filterPhoneInput}
        label="Mobile Number"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10 digit mobile number"
      />
      <FormPasswordField
        control={form.control}
        name="password"
        filter={(typed) => filterPasswordInput(typed, keepLength)}
        label="Password"
        hint={SIGN_UP_PASSWORD_HINT}
        autoComplete="new-password"
      />
      <div className="auth-form__pair">
        <FormTextField
          control={form.control}
          name="couponCode"
          filter={filterCodeInput}
          label="Coupon Code (optional)"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <FormTextField
          control={form.control}
          name="referralCode"
          filter={filterCodeInput}
          label="Referral Code (optional)"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
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
      <FormCheckboxField control={form.control} name="termsAccepted" text={TERMS_TEXT}>
        I confirm that I am 18 years of age or older, that I have read and agree to Sikka's{' '}
        <Link to="/in/policy/termsofuse" target="_blank" rel="noopener">
          Terms of Use
        </Link>{' '}
        and{' '}
        <Link to="/in/policy/privacy-policy/" target="_blank" rel="noopener">
          Privacy Policy
        </Link>
        , and that I understand crypto products are unregulated and can be highly risky.
      </FormCheckboxField>
      <Button type="submit" block disabled={!canSubmit} busy={signUp.isPending}>
        Sign Up
      </Button>
    </form>
  );
}
