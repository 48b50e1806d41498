// The notifications router: §7's list and mark-as-read, and the live events behind the bell and the toasts.
import {
  markNotificationReadRequestSchema,
  notificationsQuerySchema,
} from '@sikka/shared/notifications/schemas';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './notifications.handlers.ts';

export const notificationsRouter = router({
  list: authedProcedure.input(notificationsQuerySchema).query(handlers.list),
  markAsRead: authedProcedure.input(markNotificationReadRequestSchema).mutation(handlers.markAsRead),
  onEvents: authedProcedure.subscription(handlers.onEvents),
});
