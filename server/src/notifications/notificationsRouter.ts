// The notifications router: §7's list (GET /user/notifications?page={n}) and mark-as-read, what reaches the person
// (their notification preferences), each its provider call (proxy.ts), and the live events behind the bell and the
// toasts.
import { notificationsCalls } from '@sikka/shared/notifications/calls';
import { proxy } from '../proxy.ts';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './notifications.handlers.ts';

export const notificationsRouter = router({
  list: proxy(notificationsCalls.list),
  markAsRead: proxy(notificationsCalls.markAsRead),
  preferences: proxy(notificationsCalls.preferences),
  setPreference: proxy(notificationsCalls.setPreference),
  onEvents: authedProcedure.subscription(handlers.onEvents),
});
