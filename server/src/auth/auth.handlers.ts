// The auth procedures' handlers: each calls one provider call and keeps its token in a cookie, never in an answer.
import { authCalls, captchaCalls } from '@sikka/shared/auth/calls';
import type {
  ForceResetPasswordRequest,
  LoginRequest,
  OtpResendRequest,
  RecoveryRequest,
  RecoverySecurityAnswersRequest,
  RecoveryVerifyOtpRequest,
  ResetPasswordRequest,
  SignUpRequest,
  VerifyOtpRequest,
  VerifySecurityAnswersRequest,
} from '@sikka/shared/auth/schemas';
import { LOGOUT_SUCCESS_MESSAGE } from '@sikka/shared/errors/messages';
import type { CaptchaChallenge, CaptchaChallengeQuery } from '@sikka/shared/validation/captcha';
import type { Context } from '../context.ts';
import { appErrorFromUpstream } from '../errors/appErrors.ts';
import { recoveryToken } from '../proxy.ts';
import type { Session } from '../session/cookies.ts';
import { sessionKey } from '../session/sessionEnds.ts';
import { UpstreamError, via } from '../upstream/client.ts';
import type {
  LogoutResult,
  MessageResult,
  RecoveryStep,
  SessionState,
  SignedIn,
  SignInStep,
} from './auth.types.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Context; input: I };
type AuthedArgs<I> = { ctx: Authed; input: I };

/** A token error (or any 401) from the session check means the session is over, not that something broke. */
function endedBy(error: unknown): 'expired' | 'invalid' | null {
  if (!(error instanceof UpstreamError)) return null;
  const { kind } = appErrorFromUpstream(error);
  if (kind === 'session-expired') return 'expired';
  if (kind === 'token-invalid' || error.status === 401) return 'invalid';
  return null;
}

export async function session({ ctx }: { ctx: Context }): Promise<SessionState> {
  if (ctx.session === null) {
    if (ctx.sessionEnded === null) return { signedIn: false };
    ctx.cookies.clearSession();
    return { signedIn: false, ended: ctx.sessionEnded };
  }
  try {
    const answer = await ctx.provider.call(authCalls.session, { credential: ctx.session.token, ...via(ctx) });
    return { signedIn: true, userId: answer.id };
  } catch (error) {
    const ended = endedBy(error);
    if (ended === null) throw error;
    ctx.cookies.clearSession();
    return { signedIn: false, ended };
  }
}

/** A captcha challenge; for a login form, as costly as the named account's next attempt needs. */
export async function captcha({
  ctx,
  input,
}: Args<CaptchaChallengeQuery | undefined>): Promise<CaptchaChallenge> {
  return ctx.provider.call(captchaCalls.challenge, { body: input ?? {}, ...via(ctx) });
}

async function signInStep(
  ctx: Context,
  answer: {
    required?: string | null;
    mobile_number?: string | null;
    token?: string;
    id?: number;
    message?: string;
  },
): Promise<SignInStep> {
  // §7 login and sign-up also take `otp` and then finish in one call, answering with token and id.
  const signedIn = answer.token !== undefined && answer.id !== undefined;
  if (answer.token !== undefined && answer.id !== undefined) {
    await ctx.cookies.writeSession({ token: answer.token, userId: answer.id });
  }
  return {
    signedIn,
    required: answer.required ?? null,
    mobile_number: answer.mobile_number ?? null,
    message: answer.message ?? null,
  };
}

export async function login({ ctx, input }: Args<LoginRequest>): Promise<SignInStep> {
  const answer = await ctx.provider.call(authCalls.login, { body: input, ...via(ctx) });
  // The login's OTP tries count only with its flow, kept here so a stranger's guesses cannot void the code.
  if (answer.otp_flow !== undefined) await ctx.cookies.writeOtpFlow('login', answer.otp_flow);
  return signInStep(ctx, answer);
}

export async function signup({ ctx, input }: Args<SignUpRequest>): Promise<SignInStep> {
  return signInStep(ctx, await ctx.provider.call(authCalls.signUp, { body: input, ...via(ctx) }));
}

export async function verifyOtp({ ctx, input }: Args<VerifyOtpRequest>): Promise<SignedIn> {
  const { otp_flow: _ignored, ...typed } = input;
  const flow = await ctx.cookies.readOtpFlow('login');
  const body = flow === null ? typed : { ...typed, otp_flow: flow };
  const answer = await ctx.provider.call(authCalls.verifyOtp, { body, ...via(ctx) });
  ctx.cookies.clearOtpFlow('login');
  await ctx.cookies.writeSession({ token: answer.token, userId: answer.id });
  return { signedIn: true, userId: answer.id, message: answer.message ?? null };
}

export async function resendOtp({ ctx, input }: Args<OtpResendRequest>): Promise<MessageResult> {
  const answer = await ctx.provider.call(authCalls.otpResend, { body: input, ...via(ctx) });
  return { message: answer.message ?? null };
}

export async function recovery({ ctx, input }: Args<RecoveryRequest>): Promise<RecoveryStep> {
  // A new forgot-password attempt starts clean: no recovery token of an earlier one survives it.
  ctx.cookies.clearRecovery();
  const answer = await ctx.provider.call(authCalls.recovery, { body: input, ...via(ctx) });
  // The recovery's code counts only this browser's tries, so a stranger's guesses cannot void it.
  if (answer.otp_flow !== undefined) await ctx.cookies.writeOtpFlow('recovery', answer.otp_flow);
  return { required: answer.required ?? null, message: answer.message ?? null };
}

export async function recoveryVerifyOtp({
  ctx,
  input,
}: Args<RecoveryVerifyOtpRequest>): Promise<RecoveryStep> {
  const { otp_flow: _ignored, ...typed } = input;
  const flow = await ctx.cookies.readOtpFlow('recovery');
  const body = flow === null ? typed : { ...typed, otp_flow: flow };
  const answer = await ctx.provider.call(authCalls.recoveryVerifyOtp, { body, ...via(ctx) });
  // §4 '2FA' after the code: the authenticator's code is next, a step of its own flow.
  if (answer.otp_flow !== undefined) await ctx.cookies.writeOtpFlow('recovery', answer.otp_flow);
  if (answer.token === undefined)
    return { required: answer.required ?? null, message: answer.message ?? null };
  ctx.cookies.clearOtpFlow('recovery');
  await ctx.cookies.writeRecovery(answer.token);
  return { required: answer.required ?? null, message: answer.message ?? null };
}

export async function recoveryVerifyPan({
  ctx,
  input,
}: Args<RecoverySecurityAnswersRequest>): Promise<MessageResult> {
  const credential = await recoveryToken(ctx);
  const answer = await ctx.provider.call(authCalls.recoverySecurityAnswers, {
    body: input,
    credential,
    ...via(ctx),
  });
  // The provider may renew the token once the PAN is checked; the reset must then send the new one.
  if (answer.token !== undefined) await ctx.cookies.writeRecovery(answer.token);
  return { message: answer.message ?? null };
}

export async function reset({ ctx, input }: Args<ResetPasswordRequest>): Promise<MessageResult> {
  const credential = await recoveryToken(ctx);
  const answer = await ctx.provider.call(authCalls.reset, { body: input, credential, ...via(ctx) });
  ctx.cookies.clearRecovery();
  return { message: answer.message ?? null };
}

export async function verifyPan({
  ctx,
  input,
}: AuthedArgs<VerifySecurityAnswersRequest>): Promise<MessageResult> {
  const answer = await ctx.provider.call(authCalls.verifySecurityAnswers, {
    body: input,
    credential: ctx.session.token,
    ...via(ctx),
  });
  return { message: answer.message ?? null };
}

export async function forceReset({
  ctx,
  input,
}: AuthedArgs<ForceResetPasswordRequest>): Promise<MessageResult> {
  const answer = await ctx.provider.call(authCalls.forceResetPassword, {
    body: input,
    credential: ctx.session.token,
    ...via(ctx),
  });
  return { message: answer.message ?? null };
}

/** The session is over: its cookie goes, and every BFF instance closes the live sockets it held for it. */
async function ended(ctx: Context, session: Session): Promise<void> {
  ctx.cookies.clearSession();
  await ctx.sessionEnds.end({ session: sessionKey(session.token) });
}

/**
 * §4 logout. The cookie goes whenever the provider has ended the token or says it already had; on any
 * other failure it stays, so the person can try again and the token still gets blacklisted.
 */
export async function logout({ ctx }: { ctx: Context }): Promise<LogoutResult> {
  ctx.cookies.clearRecovery();
  if (ctx.session === null) {
    ctx.cookies.clearSession();
    return { message: LOGOUT_SUCCESS_MESSAGE };
  }
  try {
    const answer = await ctx.provider.call(authCalls.logout, {
      body: {},
      credential: ctx.session.token,
      ...via(ctx),
    });
    await ended(ctx, ctx.session);
    return { message: answer.message || LOGOUT_SUCCESS_MESSAGE };
  } catch (error) {
    if (endedBy(error) === null) throw error;
    await ended(ctx, ctx.session);
    return { message: LOGOUT_SUCCESS_MESSAGE };
  }
}
