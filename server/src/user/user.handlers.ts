// The user procedures' handlers.

import { nomineeCalls, userCalls, userNoticeCalls } from '@sikka/shared/user/calls';
import type { Nominee } from '@sikka/shared/user/nominee';
import type { UserNotices } from '@sikka/shared/user/notices';
import { type User, userFromDetails } from '@sikka/shared/user/schemas';
import type { Context } from '../context.ts';
import { AppTRPCError, genericAppError } from '../errors/appErrors.ts';
import type { Session } from '../session/cookies.ts';
import { via } from '../upstream/client.ts';

/** §7 GET /user-details returns users[0]; an empty list is a failed load (the provider answered nonsense). */
export async function details({ ctx }: { ctx: Context & { session: Session } }): Promise<User> {
  const answer = await ctx.provider.call(userCalls.details, { credential: ctx.session.token, ...via(ctx) });
  const user = userFromDetails(answer);
  if (user === null) throw new AppTRPCError('BAD_GATEWAY', genericAppError(502));
  return user;
}

/** The §4 data refresh: banners, the interrupt and important messages, the TDS flag. */
export async function notices({ ctx }: { ctx: Context & { session: Session } }): Promise<UserNotices> {
  return ctx.provider.call(userNoticeCalls.notices, { credential: ctx.session.token, ...via(ctx) });
}

/** The account's nominee (PAN masked), or null. */
export function nominee({ ctx }: { ctx: Context & { session: Session } }) {
  return ctx.provider.call(nomineeCalls.nominee, { credential: ctx.session.token, ...via(ctx) });
}

export function saveNominee({ ctx, input }: { ctx: Context & { session: Session }; input: Nominee }) {
  return ctx.provider.call(nomineeCalls.saveNominee, {
    body: input,
    credential: ctx.session.token,
    ...via(ctx),
  });
}
