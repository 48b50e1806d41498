// §2 the forced reset-password screen: replaces the app while user.details says force_password_reset 1. Its
// PAN gate (auth.verifyPan with answers []) comes first when the provider asks for it; the reset is
// auth.forceReset with type 'skip'. Success ends every session at the provider: the server's message is
// toasted, the dead cookie dropped, and the app goes to login (onFinished).
import { PASSWORD_RESET_SUCCESS_MESSAGE } from '@sikka/shared/errors/messages';
import { SIGN_UP_PASSWORD_HINT } from '@sikka/shared/validation/messages';
import { filterPasswordInput } from '@sikka/shared/validation/password';
import {
  canSubmitReset,
  RESET_SERVER_FIELDS,
  type ResetPasswordForm as ResetOutput,
  resetPasswordSchema,
} from '@sikka/shared/validation/reset';
import { useEffect, useReducer, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { appErrorOf } from '../../../lib/errors.ts';
import { formResolver, showServerFieldError } from '../../../lib/forms.ts';
import { useFurtherDetailsClaim } from '../../../lib/furtherDetails.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { Button } from '../../../ui/Button.tsx';
import { FormPasswordField } from '../../../ui/FormFields.tsx';
import { Logo } from '../../../ui/Logo.tsx';
import { useForceReset, useQuietLogout } from '../api/forcedReset.ts';
import {
  forcedResetReducer,
  type hasPanOnFile,
  initialForcedReset,
  type ResetPasswords,
} from '../utils/forcedReset.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { PanGate } from './PanGate.tsx';
import './auth.css';

interface ForcedResetScreenProps {
  user: Parameters<typeof hasPanOnFile>[0];
  /** The reset is done and every session ended (the message is toasted already). */
  onFinished: () => void;
  onLoggedOut: () => void;
}

export function ForcedResetScreen({ user, onFinished, onLoggedOut }: ForcedResetScreenProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(forcedResetReducer, user, initialForcedReset);
  const forceReset = useForceReset();
  const quietLogout = useQuietLogout();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const title = state.step === 'pan' ? t('forcedReset.panTitle') : t('forcedReset.title');
  useDocumentTitle(title);

  const firstStep = useRef(state.step);
  useEffect(() => {
    if (state.step !== firstStep.current) titleRef.current?.focus();
    firstStep.current = state.step;
  }, [state.step]);

  // §8 432 with required 'pan_number' (opened by the central handler): this screen's PAN gate takes it, then the
  // same passwords go again.
  const sending = useRef<ResetPasswords | null>(null);
  useFurtherDetailsClaim((request) => {
    if (request.variant !== 'pan' || sending.current === null) return false;
    dispatch({ type: 'panRequired', held: sending.current });
    return true;
  });

  function submit(passwords: ResetPasswords, onFieldError?: (error: unknown) => void) {
    sending.current = passwords;
    forceReset.mutate(
      { ...passwords, type: 'skip' },
      {
        onSuccess: (answer) => {
          notify.success(answer.message || PASSWORD_RESET_SUCCESS_MESSAGE);
          // The provider ended this session too; the logout only clears the BFF's cookie of it.
          quietLogout.mutate(undefined, { onSettled: onFinished });
        },
        onError: (error) => {
          if (appErrorOf(error).kind !== 'further-details') onFieldError?.(error);
        },
      },
    );
  }

  return (
    <main className="forced-reset">
      <div className="auth__card forced-reset__card">
        <Logo size={44} />
        <h1 className="auth__title" ref={titleRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="auth__lead">
          {state.step === 'pan' ? t('forcedReset.panLead') : t('forcedReset.lead')}
        </p>
        {state.step === 'pan' ? (
          <PanGate
            onVerified={() => {
              dispatch({ type: 'panVerified' });
              if (state.held) submit(state.held);
            }}
            busy={forceReset.isPending || quietLogout.isPending}
          />
        ) : (
          <NewPasswordForm
            held={state.held}
            busy={forceReset.isPending || quietLogout.isPending}
            onSubmit={submit}
          />
        )}
        <div className="forced-reset__logout">
          <LogoutButton variant="ghost" onLoggedOut={onLoggedOut} />
        </div>
      </div>
    </main>
  );
}

interface ResetValues {
  password: string;
  passwordConfirmation: string;
}

const keepLength = { noMinMax: true } as const;

function NewPasswordForm({
  held,
  busy,
  onSubmit,
}: {
  held: ResetPasswords | null;
  busy: boolean;
  onSubmit: (passwords: ResetPasswords, onFieldError: (error: unknown) => void) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ResetValues, unknown, ResetOutput>({
    resolver: formResolver<ResetValues, ResetOutput>(resetPasswordSchema),
    defaultValues: {
      password: held?.password ?? '',
      passwordConfirmation: held?.password_confirmation ?? '',
    },
    mode: 'onTouched',
  });
  const [password, passwordConfirmation] = useWatch({
    control: form.control,
    name: ['password', 'passwordConfirmation'],
  });

  const submit = form.handleSubmit((values) =>
    onSubmit({ password: values.password, password_confirmation: values.passwordConfirmation }, (error) => {
      if (showServerFieldError(form, error, RESET_SERVER_FIELDS)) return;
      const message = appErrorOf(error).message;
      if (message) form.setError('password', { type: 'server', message }, { shouldFocus: true });
    }),
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormPasswordField
        control={form.control}
        name="password"
        filter={(typed) => filterPasswordInput(typed, keepLength)}
        label={t('forcedReset.newPassword')}
        hint={SIGN_UP_PASSWORD_HINT}
        autoComplete="new-password"
      />
      <FormPasswordField
        control={form.control}
        name="passwordConfirmation"
        filter={(typed) => filterPasswordInput(typed, keepLength)}
        label={t('forcedReset.confirmPassword')}
        autoComplete="new-password"
      />
      <Button
        type="submit"
        block
        disabled={busy || !canSubmitReset({ password, passwordConfirmation })}
        busy={busy}
      >
        {t('forcedReset.submit')}
      </Button>
    </form>
  );
}
