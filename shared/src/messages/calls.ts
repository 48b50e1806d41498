// §7 transaction messages: a page of them and mark as read, described once (shared/src/contract.ts).
import { defineCalls } from '../contract.ts';
import {
  markAllMessagesReadRequestSchema,
  markMessageReadRequestSchema,
  markMessageReadResponseSchema,
  messagesPageResponseSchema,
  messagesQuerySchema,
} from './schemas.ts';

// Both paths are our design (SPEC §7 does not show them), shaped like the notification calls.
export const messagesCalls = defineCalls({
  list: {
    method: 'GET',
    path: '/user/messages',
    auth: 'bearer',
    request: messagesQuerySchema,
    response: messagesPageResponseSchema,
  },
  markAsRead: {
    method: 'POST',
    path: '/user/messages/mark-as-read',
    auth: 'bearer',
    request: markMessageReadRequestSchema,
    response: markMessageReadResponseSchema,
  },
  markAllRead: {
    method: 'POST',
    path: '/user/messages/mark-all-read',
    auth: 'bearer',
    request: markAllMessagesReadRequestSchema,
    response: markMessageReadResponseSchema,
  },
});
