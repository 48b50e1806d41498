// The sign-in, recovery, captcha and Google Authenticator calls of docs/requirements.md §7 (and the ones it implies), described once:
// the BFF calls them, the provider serves them (shared/src/contract.ts).

import { z } from 'zod';
import { defineCalls } from '../contract.ts';
import { captchaChallengeQuerySchema, captchaChallengeSchema } from '../validation/captcha.ts';
import {
  forceResetPasswordRequestSchema,
  forceResetPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  otpResendRequestSchema,
  otpSentResponseSchema,
  otpSuccessResponseSchema,
  recoveryRequestSchema,
  recoveryResponseSchema,
  recoverySecurityAnswersRequestSchema,
  recoverySecurityAnswersResponseSchema,
  recoveryVerifyOtpRequestSchema,
  recoveryVerifyOtpResponseSchema,
  requestOtpRequestSchema,
  requestOtpResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sessionCheckResponseSchema,
  signUpRequestSchema,
  verifyOtpRequestSchema,
  verifySecurityAnswersRequestSchema,
  verifySecurityAnswersResponseSchema,
} from './schemas.ts';
import {
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
} from './twoFactor.ts';

/**
 * auth: 'visitor' calls work without a session (a bearer, if any, is ignored); 'bearer' needs one;
 * 'recovery-token' sends the recovery token in the `token` header (§7). SPEC marks /auth/recovery and
 * its OTP check 'bearer', but forgot-password is a signed-out flow, so a session cannot be required.
 */
export const authCalls = defineCalls({
  login: {
    method: 'POST',
    path: '/auth/login',
    auth: 'visitor',
    request: loginRequestSchema,
    response: loginResponseSchema,
  },
  signUp: {
    method: 'POST',
    path: '/auth/signup',
    auth: 'visitor',
    request: signUpRequestSchema,
    // Sign-up answers like login: a `required` step (OTP) first, token and id once complete.
    response: loginResponseSchema,
  },
  verifyOtp: {
    method: 'POST',
    path: '/auth/verify-otp',
    auth: 'visitor',
    request: verifyOtpRequestSchema,
    response: otpSuccessResponseSchema,
  },
  otpResend: {
    method: 'POST',
    path: '/otp-resend',
    auth: 'visitor',
    request: otpResendRequestSchema,
    response: otpSentResponseSchema,
  },
  requestOtp: {
    method: 'POST',
    path: '/request-otp',
    auth: 'bearer',
    request: requestOtpRequestSchema,
    response: requestOtpResponseSchema,
  },
  recovery: {
    method: 'POST',
    path: '/auth/recovery',
    auth: 'visitor',
    request: recoveryRequestSchema,
    response: recoveryResponseSchema,
  },
  recoveryVerifyOtp: {
    method: 'POST',
    path: '/auth/recovery/verify/otp',
    auth: 'visitor',
    request: recoveryVerifyOtpRequestSchema,
    response: recoveryVerifyOtpResponseSchema,
  },
  recoverySecurityAnswers: {
    method: 'POST',
    path: '/auth/recovery/verify/security-answers',
    auth: 'recovery-token',
    request: recoverySecurityAnswersRequestSchema,
    response: recoverySecurityAnswersResponseSchema,
  },
  reset: {
    method: 'POST',
    path: '/auth/reset',
    auth: 'recovery-token',
    request: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
  },
  verifySecurityAnswers: {
    method: 'POST',
    path: '/security-answers/verify',
    auth: 'bearer',
    request: verifySecurityAnswersRequestSchema,
    response: verifySecurityAnswersResponseSchema,
  },
  forceResetPassword: {
    method: 'POST',
    path: '/force-reset-password',
    auth: 'bearer',
    request: forceResetPasswordRequestSchema,
    response: forceResetPasswordResponseSchema,
  },
  session: {
    method: 'GET',
    path: '/auth/session',
    auth: 'bearer',
    request: null,
    response: sessionCheckResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/logout',
    auth: 'bearer',
    request: logoutRequestSchema,
    response: logoutResponseSchema,
  },
});

/** The captcha that sign-up, forgot password and a guessed-at login ask for (docs/auth.md). */
export const captchaCalls = defineCalls({
  challenge: {
    method: 'GET',
    path: '/captcha/challenge',
    auth: 'visitor',
    request: captchaChallengeQuerySchema,
    response: captchaChallengeSchema,
  },
});

export const twoFactorCalls = defineCalls({
  setup: {
    method: 'POST',
    path: '/2fa/setup',
    auth: 'bearer',
    request: z.object({}).strict(),
    response: twoFactorSetupResponseSchema,
  },
  enable: {
    method: 'POST',
    path: '/2fa/enable',
    auth: 'bearer',
    request: twoFactorEnableRequestSchema,
    response: twoFactorEnableResponseSchema,
  },
  disable: {
    method: 'POST',
    path: '/2fa/disable',
    auth: 'bearer',
    request: twoFactorDisableRequestSchema,
    response: z.object({ message: z.string().optional(), token: z.string().min(1) }),
  },
});
