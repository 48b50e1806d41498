// §7 notifications (shared/src/notifications/calls.ts): GET /user/notifications?page and mark one read.
import { notificationsCalls } from '@sikka/shared/notifications/calls';
import type { Serve } from '../http/contract.ts';
import type { Services } from '../services.ts';
import { markNotificationRead, NOTIFICATION_READ, notificationsPage } from './notificationsRepo.ts';

export function registerNotificationsRoutes(serve: Serve, services: Services): void {
  const { db, events } = services;
  serve(notificationsCalls.list, ({ session, input }) => notificationsPage(db, session.userId, input.page));
  serve(notificationsCalls.markAsRead, async ({ session, input }) => {
    await markNotificationRead(db, events, session.userId, input.id);
    return { message: NOTIFICATION_READ };
  });
}
