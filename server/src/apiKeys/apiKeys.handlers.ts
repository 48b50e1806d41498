// The API-key procedures' handlers: the owner's list, create (its secret passes through once, to be shown once) and
// revoke, each one allowlisted provider call with the session's token.
import { apiKeyCalls } from '@sikka/shared/apiKeys/calls';
import type {
  ApiKeyList,
  CreateApiKeyResponse,
  createApiKeyRequestSchema,
  RevokeApiKeyRequest,
} from '@sikka/shared/apiKeys/schemas';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

export function list({ ctx }: { ctx: Authed }): Promise<ApiKeyList> {
  return ctx.provider.call(apiKeyCalls.list, bearer(ctx));
}

export function create({
  ctx,
  input,
}: Args<z.output<typeof createApiKeyRequestSchema>>): Promise<CreateApiKeyResponse> {
  return ctx.provider.call(apiKeyCalls.create, { body: input, ...bearer(ctx) });
}

/** Revokes a key; the integrators' sockets it signed close on every instance. */
export async function revoke({ ctx, input }: Args<RevokeApiKeyRequest>): Promise<{ message: string }> {
  const answer = await ctx.provider.call(apiKeyCalls.revoke, { body: input, ...bearer(ctx) });
  await ctx.sessionEnds.end({ apiKey: answer.key_id });
  return { message: answer.message };
}
