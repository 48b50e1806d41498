// §4/§5 the login form: mobile number or e-mail and password; the phone field when the server asks for one,
// the captcha when it asks for that (an account after a few wrong passwords), the mobile-or-e-mail notice, and OTP
// next (the Google Authenticator variant when required is '2FA').

import { authPagePath } from '@sikka/shared/routes/authQuery';
import { filterIdentifierInput, identifierKind } from '@sikka/shared/validation/identifier';
import {
  canSubmitLogin,
  LOGIN_SERVER_FIELDS,
  type LoginForm as LoginOutput,
  loginSchema,
} from '@sikka/shared/validation/login';
import { filterPasswordInput } from '@sikka/shared/validation/password';
import { filterPhoneInput } from '@sikka/shared/validation/phone';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FormPasswordField, FormTextField } from '../../../ui/FormFields.tsx';
import { useLogin } from '../api/signIn.ts';
import { mobileForContinue, nextLoginStep } from '../utils/signInSteps.ts';
import { CaptchaField } from './CaptchaField.tsx';

export const IDENTIFIER_LABEL = 'Mobile Number or Email';
const LOGIN_NOTICE_TITLE = 'Log in with mobile or e-mail';

interface LoginValues {
  identifier: string;
  password: string;
  /** §4 the phone field shows once the server asks for a phone it does not have. */
  phoneShown: boolean;
  phone: string;
  /** The captcha's solution, once the server asked for one. */
  captcha: string;
}

interface LoginFormProps {
  defaultIdentifier: string;
  onOtp: (step: { identifier: string; twoFactor: boolean; mobile: string | null }) => void;
}

const noMinMax = { noMinMax: true } as const;

export function LoginForm({ defaultIdentifier, onOtp }: LoginFormProps) {
  const form = useForm<LoginValues, unknown, LoginOutput>({
    resolver: formResolver<LoginValues, LoginOutput>(loginSchema),
    defaultValues: { identifier: defaultIdentifier, password: '', phoneShown: false, phone: '', captcha: '' },
    mode: 'onTouched',
  });
  const login = useLogin();
  const [notice, setNotice] = useState<string | null>(null);
  /** The masked number on file, once the person chose to continue with it: they type it in full. */
  const [onFileHint, setOnFileHint] = useState<string | null>(null);
  /** The account the server asked a captcha for (its challenge is made as costly as that account needs). */
  const [captchaFor, setCaptchaFor] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [identifier, password, phoneShown, phone, captcha] = useWatch({
    control: form.control,
    name: ['identifier', 'password', 'phoneShown', 'phone', 'captcha'],
  });
  const captchaShown = captchaFor !== null;
  // §5 submit disabled while identifier or password is empty; a shown phone field or captcha must be filled.
  const canSubmit =
    canSubmitLogin({ identifier, password, phoneShown, phone, captchaShown, captcha }) && !login.isPending;

  useEffect(() => {
    if (phoneShown) form.setFocus('phone');
  }, [phoneShown, form]);

  function send(values: LoginOutput, mobile: string | null) {
    login.mutate(
      {
        mobile_number: values.identifier,
        password: values.password,
        ...(mobile ? { mobile } : {}),
        ...(captchaShown && values.captcha ? { recaptcha_code: values.captcha } : {}),
      },
      {
        onSuccess: (answer) => {
          const next = nextLoginStep(answer);
          if (next.kind === 'askPhone') form.setValue('phoneShown', true);
          else if (next.kind === 'confirmMobile') setNotice(next.mobileNumber);
          else if (next.kind === 'otp')
            onOtp({ identifier: values.identifier, twoFactor: next.twoFactor, mobile });
        },
        onError: (error) => {
          // The server asks for a captcha (or a costlier one) for this account: one is solved for it.
          if (appErrorOf(error).fieldErrors.recaptcha_code) setCaptchaFor(values.identifier);
          showServerFieldError(form, error, LOGIN_SERVER_FIELDS);
        },
        // A captcha solution is good for one call: whatever the answer, the next attempt needs a fresh one.
        onSettled: () => setCaptchaReset((n) => n + 1),
      },
    );
  }

  const onSubmit = form.handleSubmit((values) => send(values, values.phoneShown ? values.phone : null));

  function continueWithMobile() {
    const onFile = notice === null ? null : mobileForContinue(notice);
    setNotice(null);
    // The number on file came back masked: the person types it in the phone field, then logs in again.
    if (onFile === null) {
      setOnFileHint(notice);
      form.setValue('phoneShown', true);
    } else void form.handleSubmit((values) => send(values, onFile))();
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormTextField
        control={form.control}
        name="identifier"
        filter={filterIdentifierInput}
        label={IDENTIFIER_LABEL}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormPasswordField
        control={form.control}
        name="password"
        filter={(typed) => filterPasswordInput(typed, noMinMax)}
        label="Password"
        autoComplete="current-password"
      />
      {phoneShown ? (
        <FormTextField
          control={form.control}
          name="phone"
          filter={filterPhoneInput}
          label="Mobile Number"
          hint={
            onFileHint
              ? `Enter the mobile number on your account (${onFileHint}) to receive your OTP.`
              : 'Your account has no mobile number yet. Enter the 10 digit number your OTP should go to.'
          }
          inputMode="numeric"
          autoComplete="tel-national"
        />
      ) : null}
      {captchaFor !== null ? (
        <Controller
          control={form.control}
          name="captcha"
          render={({ fieldState }) => (
            <CaptchaField
              login={captchaFor}
              onChange={(payload) => form.setValue('captcha', payload, { shouldValidate: payload !== '' })}
              error={fieldState.error?.message}
              resetSignal={captchaReset}
            />
          )}
        />
      ) : null}
      <div className="auth-form__row auth-form__row--end">
        <Link
          className="auth-link"
          to={authPagePath('reset', identifierKind(identifier) === 'mobile' ? identifier : null)}
        >
          Forgot Password?
        </Link>
      </div>
      <Button type="submit" block disabled={!canSubmit} busy={login.isPending}>
        Log In
      </Button>
      <Dialog
        open={notice !== null}
        onOpenChange={(open) => {
          if (!open) setNotice(null);
        }}
        title={LOGIN_NOTICE_TITLE}
        description={`You can log in with your mobile number or your e-mail. Continue to get your OTP on the mobile number ${notice ?? ''}.`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setNotice(null)}>
              Cancel
            </Button>
            <Button onClick={continueWithMobile}>Continue</Button>
          </>
        }
      />
    </form>
  );
}
