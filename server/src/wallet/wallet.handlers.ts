// The wallet procedure that adds to its provider call: the balances, live.
import { userChannel, userChannelDataSchema } from '@sikka/shared/realtime/stream';
import type { Context } from '../context.ts';
import { channelFeed } from '../realtime/feed.ts';
import type { Session } from '../session/cookies.ts';

/** The user's wallets, live: the private user channel, opened upstream with this session's token. */
export function onBalances({
  ctx,
  signal,
}: {
  ctx: Context & { session: Session };
  signal: AbortSignal | undefined;
}) {
  return channelFeed(ctx.stream, {
    channel: userChannel(ctx.session.userId),
    schema: userChannelDataSchema,
    token: ctx.session.token,
    signal,
    socket: ctx.socket,
  });
}
