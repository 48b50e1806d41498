// Signing in inside another page (a vendor order's checkout, §2 special page without the auth page): the login
// form and its OTP or Google Authenticator step, driven by the auth page's own reducer, so the person stays put.
import { useReducer } from 'react';
import { authFlowReducer, formBehind, initialAuthFlow } from '../utils/authFlow.ts';
import { LoginForm } from './LoginForm.tsx';
import { FlowOtpStep } from './OtpStep.tsx';
import './auth.css';

export function InlineSignIn({ onSignedIn }: { onSignedIn: (userId: number) => void }) {
  const [state, dispatch] = useReducer(authFlowReducer, 'login', initialAuthFlow);
  return (
    <>
      {formBehind(state) === 'login' ? (
        <LoginForm defaultIdentifier="" onOtp={(step) => dispatch({ type: 'loginSent', ...step })} />
      ) : null}
      <FlowOtpStep state={state} dispatch={dispatch} onSignedIn={onSignedIn} />
    </>
  );
}
