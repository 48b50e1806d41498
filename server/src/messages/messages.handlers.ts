// The transaction-messages procedures' handlers: each one allowlisted provider call with the session's token.
import { messagesCalls } from '@sikka/shared/messages/calls';
import type { MarkMessageReadRequest, MessagesQuery } from '@sikka/shared/messages/schemas';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

/** §9 the bell and the page read page 1 first; a page is 4 (§9), newest first, with the unread total. */
export function list({ ctx, input }: Args<MessagesQuery>) {
  return ctx.provider.call(messagesCalls.list, { body: input, ...bearer(ctx) });
}

/** §4 tapping a transaction message marks it read. */
export function markAsRead({ ctx, input }: Args<MarkMessageReadRequest>) {
  return ctx.provider.call(messagesCalls.markAsRead, { body: input, ...bearer(ctx) });
}

export function markAllRead({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(messagesCalls.markAllRead, { body: {}, ...bearer(ctx) });
}
