// The messages router: the person's transaction messages, paged (§9: 4 a page, newest first, with the unread total),
// and marking one (§4: tapping it) or all of them read; each its provider call (proxy.ts).
import { messagesCalls } from '@sikka/shared/messages/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const messagesRouter = router({
  list: proxy(messagesCalls.list),
  markAsRead: proxy(messagesCalls.markAsRead),
  markAllRead: proxy(messagesCalls.markAllRead),
});
