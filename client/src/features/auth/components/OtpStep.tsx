// §4 the OTP step of each flow: which call checks the code (verifyOtp for login 1 / sign-up 3, the recovery
// check for forgot password 2), resend through otp-resend, and what success leads to.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { recoveryIdentifier } from '@sikka/shared/validation/forgotPassword';
import { identifierKind } from '@sikka/shared/validation/identifier';
import type { Dispatch } from 'react';
import { ANALYTICS_EVENTS, analytics } from '../../../lib/analytics.ts';
import { appErrorOf } from '../../../lib/errors.ts';
import { type CallResult, OtpDialog } from '../../../ui/OtpDialog.tsx';
import { useRecoveryVerifyOtp } from '../api/recovery.ts';
import { useResendOtp, useVerifyOtp } from '../api/signIn.ts';
import type { AuthFlowAction, AuthFlowState, OtpStep as OtpStepState } from '../utils/authFlow.ts';
import {
  otpFailureMessage,
  recoveryNeedsPan,
  recoveryNeedsTwoFactor,
  resendFailureMessage,
  signInTrackingFields,
} from '../utils/signInSteps.ts';

interface OtpStepProps {
  step: OtpStepState;
  onCancel: () => void;
  /** Login or sign-up completed: the session cookie is set. */
  onSignedIn: (userId: number) => void;
  /** The recovery code is right and the account uses Google Authenticator: its code is asked for next. */
  onRecoveryTwoFactor: () => void;
  /** The recovery code is right: next the PAN prompt or the reset form. */
  onRecoveryVerified: (panRequired: boolean) => void;
}

function describe(step: OtpStepState): string {
  if (step.twoFactor) return 'Enter the 6-digit code shown in your Google Authenticator app.';
  const to =
    step.mobile ??
    (identifierKind(step.identifier) === 'mobile' || step.origin === 'password' ? step.identifier : null);
  if (to !== null) return `Enter the 6-digit OTP sent to ${to}.`;
  return 'Enter the 6-digit OTP sent to your registered mobile number.';
}

function OtpStep({ step, onCancel, onSignedIn, onRecoveryTwoFactor, onRecoveryVerified }: OtpStepProps) {
  const verifyOtp = useVerifyOtp();
  const recoveryVerifyOtp = useRecoveryVerifyOtp();
  const resendOtp = useResendOtp();

  async function verify(code: { otp: string } | { recovery_code: string }): Promise<CallResult> {
    try {
      if (step.origin === 'password' && 'otp' in code) {
        const answer = await recoveryVerifyOtp.mutateAsync({
          ...recoveryIdentifier(step.identifier),
          ...code,
        });
        if (recoveryNeedsTwoFactor(answer.required) && !step.twoFactor) onRecoveryTwoFactor();
        else onRecoveryVerified(recoveryNeedsPan(answer.required));
        return { ok: true };
      }
      const type = step.purpose === OTP_PURPOSE.signUp ? OTP_PURPOSE.signUp : OTP_PURPOSE.login;
      const answer = await verifyOtp.mutateAsync({ mobile_number: step.identifier, type, ...code });
      // §4 OTP success: analytics for login or sign-up, then the app takes the session.
      analytics.track(
        type === OTP_PURPOSE.signUp ? ANALYTICS_EVENTS.signUp : ANALYTICS_EVENTS.login,
        signInTrackingFields({ identifier: step.identifier, mobile: step.mobile, userId: answer.userId }),
      );
      onSignedIn(answer.userId);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: otpFailureMessage(appErrorOf(error)) };
    }
  }

  async function resend(): Promise<CallResult> {
    try {
      const answer = await resendOtp.mutateAsync({ type: step.purpose, mobile_number: step.identifier });
      return { ok: true, message: answer.message };
    } catch (error) {
      return { ok: false, message: resendFailureMessage(appErrorOf(error)) };
    }
  }

  return (
    <OtpDialog
      twoFactor={step.twoFactor}
      description={describe(step)}
      verify={(otp) => verify({ otp })}
      resend={resend}
      onCancel={onCancel}
      // A login's authenticator step also takes one of the person's recovery codes.
      verifyRecovery={
        step.twoFactor && step.origin !== 'password'
          ? (recovery_code) => verify({ recovery_code })
          : undefined
      }
    />
  );
}

/** The OTP dialog of an auth flow (authFlow.ts) while it asks for a code, its outcomes dispatched back to the flow. */
export function FlowOtpStep({
  state,
  dispatch,
  onSignedIn,
}: {
  state: AuthFlowState;
  dispatch: Dispatch<AuthFlowAction>;
  onSignedIn: (userId: number) => void;
}) {
  if (!state.otp) return null;
  return (
    <OtpStep
      // The authenticator's step after a recovery's SMS code is a new dialog (its own input, no countdown).
      key={state.otp.twoFactor ? 'authenticator' : 'code'}
      step={state.otp}
      onCancel={() => dispatch({ type: 'otpCancelled' })}
      onSignedIn={onSignedIn}
      onRecoveryTwoFactor={() => dispatch({ type: 'recoveryTwoFactor' })}
      onRecoveryVerified={(panRequired) => dispatch({ type: 'recoveryVerified', panRequired })}
    />
  );
}
