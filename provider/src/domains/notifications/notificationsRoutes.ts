// §7 notifications (shared/src/notifications/calls.ts): GET /user/notifications?page and mark one read; and the
// person's notification preferences (GET and POST /user/notification-preferences).
import { notificationsCalls } from '@sikka/shared/notifications/calls';
import { preferencesOf, setPreference } from '../../platform/events/preferencesRepo.ts';
import type { Serve } from '../../platform/http/contract.ts';
import type { Platform } from '../../platform/platform.ts';
import { markNotificationRead, NOTIFICATION_READ, notificationsPage } from './notificationsRepo.ts';

export function registerNotificationsRoutes(serve: Serve, services: Platform): void {
  const { db, events } = services;
  serve(notificationsCalls.list, ({ session, input }) => notificationsPage(db, session.userId, input.page));
  serve(notificationsCalls.markAsRead, async ({ session, input }) => {
    await markNotificationRead(db, events, session.userId, input.id);
    return { message: NOTIFICATION_READ };
  });
  serve(notificationsCalls.preferences, ({ session }) => preferencesOf(db, session.userId));
  serve(notificationsCalls.setPreference, ({ session, input }) => setPreference(db, session.userId, input));
}
