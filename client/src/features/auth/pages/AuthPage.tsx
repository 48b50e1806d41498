// §2 the auth page on /in/home?type=…: login, registration, forgot password, the OTP dialog ('Sign in
// Process'), the PAN prompt and the reset form, driven by the authFlow reducer; a 'Go Back' link to /.
import type { AuthType } from '@sikka/shared/routes/authQuery';
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { useEffect, useReducer, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useFurtherDetailsClaim } from '../../../lib/furtherDetails.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { Logo } from '../../../ui/Logo.tsx';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { FlowOtpStep } from '../components/OtpStep.tsx';
import { PanForm } from '../components/PanForm.tsx';
import { ResetPasswordForm } from '../components/ResetPasswordForm.tsx';
import { SignUpForm } from '../components/SignUpForm.tsx';
import {
  AUTH_VIEW_TITLE,
  type AuthFlowState,
  authFlowReducer,
  entryViewOf,
  formBehind,
  initialAuthFlow,
} from '../utils/authFlow.ts';
import '../components/auth.css';

export interface AuthPageProps {
  type: AuthType;
  /** §2 `mobile_number` prefills the phone field. */
  mobileNumber: string | null;
  /** OTP success: the app takes the session and moves to /in/home (query removed). */
  onSignedIn: (userId: number) => void;
}

const LEAD = {
  login: 'Welcome back. Log in with your mobile number or e-mail.',
  registration: 'Create your Sikka account with your mobile number.',
  password: 'Reset your password in a few steps.',
  otp: 'Confirm it is you with the code we sent.',
  pan: 'For your security, confirm the PAN on your account.',
  reset: 'Choose a new password for your account.',
} as const satisfies Record<AuthFlowState['view'], string>;

export function AuthPage({ type, mobileNumber, onSignedIn }: AuthPageProps) {
  const navigate = useNavigate();
  const entry = entryViewOf(type);
  const [state, dispatch] = useReducer(authFlowReducer, entry, initialAuthFlow);
  // A link or the header changed the query's `type`: that view opens and whatever flow ran is left.
  useEffect(() => dispatch({ type: 'open', view: entry }), [entry]);
  useDocumentTitle(AUTH_VIEW_TITLE[state.view]);

  // When a step replaces the form the person was in (PAN, reset, back to login after a reset), focus goes
  // to the new heading, so keyboard and screen-reader users land where the page now starts. The OTP
  // dialog manages its own focus, and cancelling it returns focus to where it was.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const previousView = useRef(state.view);
  useEffect(() => {
    const from = previousView.current;
    previousView.current = state.view;
    if (from === state.view) return;
    if (state.view === 'pan' || state.view === 'reset' || from === 'reset') titleRef.current?.focus();
  }, [state.view]);

  // §8 432 with required pan_number on the reset: the PAN prompt of this page is its further-details flow.
  useFurtherDetailsClaim((request) => {
    if (request.variant !== 'pan' || state.view !== 'reset') return false;
    dispatch({ type: 'panRequired' });
    return true;
  });

  const prefill = mobileNumber ?? '';
  const behind = formBehind(state);
  const identifier = state.recovery?.identifier ?? '';

  return (
    <div className="auth">
      <aside className="auth__brand" aria-hidden="true">
        <Logo size={48} />
        <p className="auth__brand-title">Buy, sell and trade crypto in rupees.</p>
        <ul className="auth__brand-points">
          <li>BTC, ETH and USDT against INR</li>
          <li>Every fee and tax shown before you confirm</li>
          <li>Your account protected by OTP or Google Authenticator</li>
        </ul>
      </aside>
      <section className="auth__panel" aria-labelledby="auth-title">
        <div className="auth__card">
          <h1 id="auth-title" className="auth__title" ref={titleRef} tabIndex={-1}>
            {AUTH_VIEW_TITLE[state.view]}
          </h1>
          <p className="auth__lead">{LEAD[state.view]}</p>

          {behind === 'login' ? (
            <LoginForm
              defaultIdentifier={prefill}
              onOtp={(step) => dispatch({ type: 'loginSent', ...step })}
            />
          ) : null}
          {behind === 'registration' ? (
            <SignUpForm defaultPhone={prefill} onOtp={(phone) => dispatch({ type: 'signUpSent', phone })} />
          ) : null}
          {behind === 'password' ? (
            <ForgotPasswordForm
              defaultIdentifier={state.draft ?? prefill}
              onOtp={(step) => dispatch({ type: 'recoverySent', ...step })}
            />
          ) : null}
          {state.view === 'otp' && behind === null ? (
            <p className="auth__sent">
              {state.otp?.twoFactor
                ? 'Open Google Authenticator for your 6-digit code.'
                : `We sent a one-time password to ${state.otp?.identifier}.`}
            </p>
          ) : null}
          {state.view === 'pan' ? (
            <PanForm identifier={identifier} onVerified={() => dispatch({ type: 'panVerified' })} />
          ) : null}
          {state.view === 'reset' ? (
            <ResetPasswordForm
              identifier={identifier}
              onDone={() => {
                dispatch({ type: 'resetDone' });
                navigate(authPagePath('login'), { replace: true });
              }}
            />
          ) : null}

          <AuthLinks view={behind ?? 'otp'} />
        </div>
        <Link className="auth__back" to="/">
          Go Back
        </Link>
      </section>

      <FlowOtpStep state={state} dispatch={dispatch} onSignedIn={onSignedIn} />
    </div>
  );
}

/** Links between the entry views, as query links so the address always says which view is open. */
function AuthLinks({ view }: { view: AuthFlowState['view'] }) {
  switch (view) {
    case 'login':
      return (
        <p className="auth__switch">
          New to Sikka? <Link to={authPagePath('sign-up')}>Sign Up</Link>
        </p>
      );
    case 'registration':
      return (
        <p className="auth__switch">
          Already have an account? <Link to={authPagePath('login')}>Back to Log In</Link>
        </p>
      );
    default:
      return (
        <p className="auth__switch">
          Remembered it? <Link to={authPagePath('login')}>Back to Log In</Link>
        </p>
      );
  }
}
