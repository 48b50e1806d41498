// The account-security procedures' handlers: a code for a signed-in purpose (§9); the §5 password change, the e-mail
// change and Google Authenticator on (its recovery codes shown once) and off, each of which ends every session of the
// account: the fresh token replaces this browser's cookie (never reaching the browser), and every BFF instance closes
// the live sockets of the sessions that ended.
import { authCalls, twoFactorCalls } from '@sikka/shared/auth/calls';
import type { RequestOtpRequest } from '@sikka/shared/auth/schemas';
import type { TwoFactorDisableRequest, TwoFactorEnableRequest } from '@sikka/shared/auth/twoFactor';
import { emailCalls, passwordCalls } from '@sikka/shared/user/calls';
import type { ChangeEmailRequest } from '@sikka/shared/user/email';
import type { ChangePasswordRequest } from '@sikka/shared/user/password';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { sessionKey } from '../session/sessionEnds.ts';
import { via } from '../upstream/client.ts';

type Authed = { ctx: Context & { session: Session } };

export async function requestOtp({ ctx, input }: Authed & { input: Pick<RequestOtpRequest, 'type'> }) {
  const answer = await ctx.provider.call(authCalls.requestOtp, {
    body: { type: input.type },
    credential: ctx.session.token,
    ...via(ctx),
  });
  // §6 '2FA': the code is the person's Google Authenticator's, so the dialog asks for it (no SMS went out).
  return { message: answer.message ?? null, required: answer.required ?? null };
}

/** Every session of the account ended with a change: this browser goes on with `token`; the others' sockets close. */
async function sessionsEnded(ctx: Authed['ctx'], token: string): Promise<void> {
  await ctx.cookies.writeSession({ token, userId: ctx.session.userId });
  await ctx.sessionEnds.end({ userId: ctx.session.userId, except: sessionKey(token) });
}

export async function changePassword({ ctx, input }: Authed & { input: ChangePasswordRequest }) {
  const answer = await ctx.provider.call(passwordCalls.changePassword, {
    body: input,
    credential: ctx.session.token,
    ...via(ctx),
  });
  await sessionsEnded(ctx, answer.token);
  return { message: answer.message };
}

export async function twoFactorEnable({ ctx, input }: Authed & { input: TwoFactorEnableRequest }) {
  const { token, ...answer } = await ctx.provider.call(twoFactorCalls.enable, {
    body: input,
    credential: ctx.session.token,
    ...via(ctx),
  });
  await sessionsEnded(ctx, token);
  return answer;
}

export async function twoFactorDisable({ ctx, input }: Authed & { input: TwoFactorDisableRequest }) {
  const answer = await ctx.provider.call(twoFactorCalls.disable, {
    body: input,
    credential: ctx.session.token,
    ...via(ctx),
  });
  await sessionsEnded(ctx, answer.token);
  return { message: answer.message ?? null };
}

export async function changeEmail({ ctx, input }: Authed & { input: ChangeEmailRequest }) {
  const { token, ...answer } = await ctx.provider.call(emailCalls.changeEmail, {
    body: input,
    credential: ctx.session.token,
    ...via(ctx),
  });
  await sessionsEnded(ctx, token);
  return answer;
}
