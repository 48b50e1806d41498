// The auth router: wires each shared request schema to its procedure and handler.
import {
  forceResetPasswordRequestSchema,
  loginRequestSchema,
  otpResendRequestSchema,
  recoveryRequestSchema,
  recoverySecurityAnswersRequestSchema,
  recoveryVerifyOtpRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  verifyOtpRequestSchema,
  verifySecurityAnswersRequestSchema,
} from '@sikka/shared/auth/schemas';
import { captchaChallengeQuerySchema } from '@sikka/shared/validation/captcha';
import { authedProcedure, publicProcedure, router } from '../trpc.ts';
import * as handlers from './auth.handlers.ts';
import { authRateLimit } from './authRateLimit.ts';

const limited = publicProcedure.use(authRateLimit);
const authedLimited = authedProcedure.use(authRateLimit);

export const authRouter = router({
  session: publicProcedure.query(handlers.session),
  captcha: publicProcedure.input(captchaChallengeQuerySchema.optional()).query(handlers.captcha),
  login: limited.input(loginRequestSchema).mutation(handlers.login),
  signup: limited.input(signUpRequestSchema).mutation(handlers.signup),
  verifyOtp: limited.input(verifyOtpRequestSchema).mutation(handlers.verifyOtp),
  resendOtp: limited.input(otpResendRequestSchema).mutation(handlers.resendOtp),
  recovery: limited.input(recoveryRequestSchema).mutation(handlers.recovery),
  recoveryVerifyOtp: limited.input(recoveryVerifyOtpRequestSchema).mutation(handlers.recoveryVerifyOtp),
  recoveryVerifyPan: limited.input(recoverySecurityAnswersRequestSchema).mutation(handlers.recoveryVerifyPan),
  reset: limited.input(resetPasswordRequestSchema).mutation(handlers.reset),
  verifyPan: authedLimited.input(verifySecurityAnswersRequestSchema).mutation(handlers.verifyPan),
  forceReset: authedLimited.input(forceResetPasswordRequestSchema).mutation(handlers.forceReset),
  logout: publicProcedure.mutation(handlers.logout),
});
