// The operator's announcements (ADMIN_TOKEN): one notification to many, and how far its fan-out has come.
import { defineOperatorCalls } from '../contract.ts';
import { announcementProgressSchema, announcementRequestSchema } from './schemas.ts';

export const notificationsOperatorCalls = defineOperatorCalls({
  announce: {
    method: 'POST',
    path: '/admin/announcements',
    auth: 'operator',
    request: announcementRequestSchema,
    response: announcementProgressSchema,
  },
  announcement: {
    method: 'GET',
    path: '/admin/announcements/{id}',
    auth: 'operator',
    request: null,
    response: announcementProgressSchema,
  },
});
