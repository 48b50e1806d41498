// §7 notifications: a page of them and mark as read; and what reaches the person (our design paths), described once
// (shared/src/contract.ts).
import { defineCalls } from '../contract.ts';
import {
  notificationPreferencesResponseSchema,
  setNotificationPreferenceRequestSchema,
} from './preferences.ts';
import {
  markNotificationReadRequestSchema,
  markNotificationReadResponseSchema,
  notificationsPageResponseSchema,
  notificationsQuerySchema,
} from './schemas.ts';

export const notificationsCalls = defineCalls({
  list: {
    method: 'GET',
    path: '/user/notifications',
    auth: 'bearer',
    request: notificationsQuerySchema,
    response: notificationsPageResponseSchema,
  },
  markAsRead: {
    method: 'POST',
    path: '/user/notifications/mark-as-read',
    auth: 'bearer',
    request: markNotificationReadRequestSchema,
    response: markNotificationReadResponseSchema,
  },
  preferences: {
    method: 'GET',
    path: '/user/notification-preferences',
    auth: 'bearer',
    request: null,
    response: notificationPreferencesResponseSchema,
  },
  setPreference: {
    method: 'POST',
    path: '/user/notification-preferences',
    auth: 'bearer',
    request: setNotificationPreferenceRequestSchema,
    response: notificationPreferencesResponseSchema,
  },
});
