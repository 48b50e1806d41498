// The user procedure that adds to its provider call: the details, read from §7's list of one.
import { userCalls } from '@sikka/shared/user/calls';
import { type User, userFromDetails } from '@sikka/shared/user/schemas';
import type { Context } from '../context.ts';
import { AppTRPCError, genericAppError } from '../errors/appErrors.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

/** §7 GET /user-details returns users[0]; an empty list is a failed load (the provider answered nonsense). */
export async function details({ ctx }: { ctx: Context & { session: Session } }): Promise<User> {
  const user = userFromDetails(await ctx.provider.call(userCalls.details, bearer(ctx)));
  if (user === null) throw new AppTRPCError('BAD_GATEWAY', genericAppError(502));
  return user;
}
