// §4/§5 the reset form after forgot password: a new password (the sign-up rule and hint) and its
// confirmation; success toasts §8's fixed text and returns to login.
import { PASSWORD_RESET_SUCCESS_MESSAGE } from '@sikka/shared/errors/messages';
import { SIGN_UP_PASSWORD_HINT } from '@sikka/shared/validation/messages';
import { filterPasswordInput } from '@sikka/shared/validation/password';
import {
  canSubmitReset,
  RESET_SERVER_FIELDS,
  type ResetPasswordForm as ResetOutput,
  resetPasswordSchema,
} from '@sikka/shared/validation/reset';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormPasswordField } from '../../../ui/FormFields.tsx';
import { useResetPassword } from '../api/recovery.ts';

interface ResetValues {
  password: string;
  passwordConfirmation: string;
}

interface ResetPasswordFormProps {
  identifier: string;
  onDone: () => void;
}

const keepLength = { noMinMax: true } as const;

export function ResetPasswordForm({ identifier, onDone }: ResetPasswordFormProps) {
  const form = useForm<ResetValues, unknown, ResetOutput>({
    resolver: formResolver<ResetValues, ResetOutput>(resetPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
    mode: 'onTouched',
  });
  const reset = useResetPassword();
  const [password, passwordConfirmation] = useWatch({
    control: form.control,
    name: ['password', 'passwordConfirmation'],
  });
  const canSubmit = canSubmitReset({ password, passwordConfirmation }) && !reset.isPending;

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(
      {
        mobile_number: identifier,
        password: values.password,
        password_confirmation: values.passwordConfirmation,
      },
      {
        onSuccess: () => {
          notify.success(PASSWORD_RESET_SUCCESS_MESSAGE);
          onDone();
        },
        onError: (error) => showServerFieldError(form, error, RESET_SERVER_FIELDS),
      },
    );
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormPasswordField
        control={form.control}
        name="password"
        filter={(typed) => filterPasswordInput(typed, keepLength)}
        label="New Password"
        hint={SIGN_UP_PASSWORD_HINT}
        autoComplete="new-password"
      />
      <FormPasswordField
        control={form.control}
        name="passwordConfirmation"
        filter={(typed) => filterPasswordInput(typed, keepLength)}
        label="Confirm Password"
        autoComplete="new-password"
      />
      <Button type="submit" block disabled={!canSubmit} busy={reset.isPending}>
        Reset Password
      </Button>
    </form>
  );
}
