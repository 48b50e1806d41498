// Signing in inside another page (a vendor order's checkout, §2 special page without the auth page): the login
// form and its OTP or Google Authenticator step, driven by the auth page's own reducer, so the person stays put.
import { useReducer } from 'react';
import { authFlowReducer, formBehind, initialAuthFlow } from '../utils/authFlow.ts';
import { LoginForm } from './LoginForm.tsx';
import { OtpStep } from './OtpStep.tsx';
import './auth.css';

export function InlineSignIn({ onSignedIn }: { onSignedIn: (userId: number) => void }) {
  const [state, dispatch] = useReducer(authFlowReducer, 'login', initialAuthFlow);
  return (
    <>
      {formBehind(state) === 'login' ? (
        <LoginForm defaultIdentifier="" onOtp={(step) => dispatch({ type: 'loginSent', ...step })} />
      ) : null}
      {state.otp ? (
        <OtpStep
          key={state.otp.twoFactor ? 'authenticator' : 'code'}
          step={state.otp}
          onCancel={() => dispatch({ type: 'otpCancelled' })}
          onSignedIn={onSignedIn}
          // A login's steps never reach a recovery's; these are the forgot-password flow's, on the auth page.
          onRecoveryTwoFactor={() => dispatch({ type: 'recoveryTwoFactor' })}
          onRecoveryVerified={(panRequired) => dispatch({ type: 'recoveryVerified', panRequired })}
        />
      ) : null}
    </>
  );
}
