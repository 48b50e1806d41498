// The UMA procedures' handlers: one's handle (read, choose), a transfer (OTP purpose 8 asked for through
// user.requestOtp) and the history; each one allowlisted provider call with the session's token.
import { umaCalls } from '@sikka/shared/uma/calls';
import type {
  sendUmaRequestSchema,
  setHandleRequestSchema,
  umaTransfersQuerySchema,
} from '@sikka/shared/uma/schemas';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

export function handle({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(umaCalls.handle, bearer(ctx));
}

export function setHandle({ ctx, input }: Args<z.output<typeof setHandleRequestSchema>>) {
  return ctx.provider.call(umaCalls.setHandle, { body: input, ...bearer(ctx) });
}

export function send({ ctx, input }: Args<z.output<typeof sendUmaRequestSchema>>) {
  return ctx.provider.call(umaCalls.send, { body: input, ...bearer(ctx) });
}

export function transfers({ ctx, input }: Args<z.output<typeof umaTransfersQuerySchema>>) {
  return ctx.provider.call(umaCalls.transfers, { body: input, ...bearer(ctx) });
}
