// The notifications procedure that adds to a provider call: the person's live events (what just happened to them, and
// their unread counts) from the private events channel.
import { eventsChannel, userEventSchema } from '@sikka/shared/realtime/stream';
import type { Context } from '../context.ts';
import { channelFeed } from '../realtime/feed.ts';
import type { Session } from '../session/cookies.ts';

/** The snapshot is the unread counts; each event after it carries its message (§8's toast) and the new counts. */
export function onEvents({
  ctx,
  signal,
}: {
  ctx: Context & { session: Session };
  signal: AbortSignal | undefined;
}) {
  return channelFeed(ctx.stream, {
    channel: eventsChannel(ctx.session.userId),
    schema: userEventSchema,
    token: ctx.session.token,
    signal,
    socket: ctx.socket,
  });
}
