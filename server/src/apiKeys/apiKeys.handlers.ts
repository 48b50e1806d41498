// The API-key procedure that adds to its provider call: revoke, which also closes the sockets the key signed.
import { apiKeyCalls } from '@sikka/shared/apiKeys/calls';
import type { RevokeApiKeyRequest } from '@sikka/shared/apiKeys/schemas';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

/** Revokes a key; the integrators' sockets it signed close on every instance. */
export async function revoke({
  ctx,
  input,
}: {
  ctx: Context & { session: Session };
  input: RevokeApiKeyRequest;
}): Promise<{ message: string }> {
  const answer = await ctx.provider.call(apiKeyCalls.revoke, { body: input, ...bearer(ctx) });
  await ctx.sessionEnds.end({ apiKey: answer.key_id });
  return { message: answer.message };
}
