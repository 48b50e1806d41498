// The account-security procedures' handlers: a code for a signed-in purpose (§9); the §5 password change, whose
// fresh token replaces the session cookie (every other session has ended) and never reaches the browser; Google
// Authenticator set up, on (its recovery codes shown once) and off.
import { authCalls, type RequestOtpRequest } from '@sikka/shared/auth/schemas';
import {
  type TwoFactorDisableRequest,
  type TwoFactorEnableRequest,
  twoFactorCalls,
} from '@sikka/shared/auth/twoFactor';
import { type ChangeEmailRequest, emailCalls } from '@sikka/shared/user/email';
import { type ChangePasswordRequest, passwordCalls } from '@sikka/shared/user/password';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { via } from '../upstream/client.ts';

type Authed = { ctx: Context & { session: Session } };

export async function requestOtp({ ctx, input }: Authed & { input: Pick<RequestOtpRequest, 'type'> }) {
  const answer = await ctx.provider.call(authCalls.requestOtp, {
    body: { type: input.type },
    credential: ctx.session.token,
    ...via(ctx),
  });
  return { message: answer.message ?? null };
}

export async function changePassword({ ctx, input }: Authed & { input: ChangePasswordRequest }) {
  const answer = await ctx.provider.call(passwordCalls.changePassword, {
    body: input,
    credential: ctx.session.token,
    ...via(ctx),
  });
  await ctx.cookies.writeSession({ token: answer.token, userId: ctx.session.userId });
  return { message: answer.message };
}

export function twoFactorSetup({ ctx }: Authed) {
  return ctx.provider.call(twoFactorCalls.setup, { body: {}, credential: ctx.session.token, ...via(ctx) });
}

export function twoFactorEnable({ ctx, input }: Authed & { input: TwoFactorEnableRequest }) {
  return ctx.provider.call(twoFactorCalls.enable, {
    body: input,
    credential: ctx.session.token,
    ...via(ctx),
  });
}

export async function twoFactorDisable({ ctx, input }: Authed & { input: TwoFactorDisableRequest }) {
  const answer = await ctx.provider.call(twoFactorCalls.disable, {
    body: input,
    credential: ctx.session.token,
    ...via(ctx),
  });
  return { message: answer.message ?? null };
}

/** §9 purpose 6: a code to the new address. */
export function requestEmailCode({ ctx, input }: Authed & { input: { email: string } }) {
  return ctx.provider.call(emailCalls.emailCode, { body: input, credential: ctx.session.token, ...via(ctx) });
}

export function changeEmail({ ctx, input }: Authed & { input: ChangeEmailRequest }) {
  return ctx.provider.call(emailCalls.changeEmail, {
    body: input,
    credential: ctx.session.token,
    ...via(ctx),
  });
}
