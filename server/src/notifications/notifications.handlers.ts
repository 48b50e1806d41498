// The notifications procedures' handlers: the §7 list and mark-as-read, and the person's live events (what just
// happened to them, and their unread counts) from the private events channel.
import { notificationsCalls } from '@sikka/shared/notifications/calls';
import type { SetNotificationPreferenceRequest } from '@sikka/shared/notifications/preferences';
import type { MarkNotificationReadRequest, NotificationsQuery } from '@sikka/shared/notifications/schemas';
import { eventsChannel, userEventSchema } from '@sikka/shared/realtime/stream';
import type { Context } from '../context.ts';
import { channelFeed } from '../realtime/feed.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Authed = Context & { session: Session };
type Args<I> = { ctx: Authed; input: I };

/** §7 GET /user/notifications?page={n}. */
export function list({ ctx, input }: Args<NotificationsQuery>) {
  return ctx.provider.call(notificationsCalls.list, { body: input, ...bearer(ctx) });
}

/** §7 POST /user/notifications/mark-as-read. */
export function markAsRead({ ctx, input }: Args<MarkNotificationReadRequest>) {
  return ctx.provider.call(notificationsCalls.markAsRead, { body: input, ...bearer(ctx) });
}

/** GET /user/notification-preferences: every category's switches. */
export function preferences({ ctx }: { ctx: Authed }) {
  return ctx.provider.call(notificationsCalls.preferences, bearer(ctx));
}

/** POST /user/notification-preferences: one category's channels; a locked switch turned off is refused on its field. */
export function setPreference({ ctx, input }: Args<SetNotificationPreferenceRequest>) {
  return ctx.provider.call(notificationsCalls.setPreference, { body: input, ...bearer(ctx) });
}

/** The snapshot is the unread counts; each event after it carries its message (§8's toast) and the new counts. */
export function onEvents({ ctx, signal }: { ctx: Authed; signal: AbortSignal | undefined }) {
  return channelFeed(ctx.stream, {
    channel: eventsChannel(ctx.session.userId),
    schema: userEventSchema,
    token: ctx.session.token,
    signal,
    socket: ctx.socket,
  });
}
