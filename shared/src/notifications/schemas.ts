// Wire schemas of the §3 Notification item and group, and the §7 notification list and mark-as-read calls.
import { z } from 'zod';
import { messageResponseSchema, pagedResponseSchema, pageQuerySchema } from '../wire.ts';

const idSchema = z.number().int().positive();

/** §3 reward_type_name values. */
export const NOTIFICATION_CATEGORIES = ['REWARDS', 'GENERIC', 'OFFERS'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** §3 Category labels, as SPEC writes them (the lower case of two of them included). */
export const NOTIFICATION_CATEGORY_LABELS = {
  REWARDS: 'Scratch Card',
  GENERIC: 'generic',
  OFFERS: 'offer',
} as const satisfies Record<NotificationCategory, string>;

export function notificationCategoryLabel(category: NotificationCategory): string {
  return NOTIFICATION_CATEGORY_LABELS[category];
}

/** §3 Notification item. reward_id is there for REWARDS items, which open the reward modal (§4). */
export const notificationItemSchema = z.object({
  id: idSchema,
  reward_type_name: z.enum(NOTIFICATION_CATEGORIES),
  data: z.object({
    subject: z.string(),
    messageBody: z.object({ text: z.string() }),
  }),
  description: z.string().nullish(),
  reward_id: idSchema.nullish(),
  /** Our design, as §3 Message's: 1 is read ('Mark As Read' sets it). */
  is_read: z.number().int().optional(),
  created_at: z.string().nullish(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/**
 * §4 what an item's View/tap does. functionToCall names one of these rather than holding a function,
 * so a group stays plain data that can be parsed, stored and compared.
 */
export const NOTIFICATION_ACTIONS = ['viewReward', 'markMessageRead'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** §3 notification group: a titled list with a 'see all' link (§2: /in/more/rewards, /in/messages). */
export const notificationGroupSchema = z.object({
  title: z.string().min(1),
  data: z.array(notificationItemSchema),
  linkToAdd: z.string().startsWith('/'),
  functionToCall: z.enum(NOTIFICATION_ACTIONS),
});
export type NotificationGroup = z.infer<typeof notificationGroupSchema>;

/** §7 GET /user/notifications?page={n}. Query values arrive as strings. */
export const notificationsQuerySchema = pageQuerySchema;
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/** §7 'paged notifications': the page fields are our design and feed §2 pagination text. */
export const notificationsPageResponseSchema = pagedResponseSchema(notificationItemSchema).extend({
  /** Unread notifications in all (our design). */
  unread: z.number().int().nonnegative(),
});
export type NotificationsPageResponse = z.infer<typeof notificationsPageResponseSchema>;

/** §7 POST /user/notifications/mark-as-read body. */
export const markNotificationReadRequestSchema = z.object({ id: idSchema }).strict();
export type MarkNotificationReadRequest = z.infer<typeof markNotificationReadRequestSchema>;

export const markNotificationReadResponseSchema = messageResponseSchema;

/** Who an operator's announcement goes to: every user, or those verified or not (our design). */
export const ANNOUNCEMENT_SEGMENTS = ['all', 'verified', 'unverified'] as const;

/** POST /admin/announcements (operator, ADMIN_TOKEN): a notification to many, fanned out in batches by a job. */
export const announcementRequestSchema = z
  .object({
    reward_type_name: z.enum(['GENERIC', 'OFFERS']),
    subject: z.string().trim().min(1).max(120),
    body: z.string().trim().min(1).max(2000),
    description: z.string().trim().max(500).optional(),
    segment: z.enum(ANNOUNCEMENT_SEGMENTS).default('all'),
  })
  .strict();
export type AnnouncementRequest = z.input<typeof announcementRequestSchema>;

/** How far an announcement's fan-out has come. */
export const announcementProgressSchema = z.object({
  id: z.number(),
  reward_type_name: z.string(),
  subject: z.string(),
  segment: z.string(),
  created_at: z.string(),
  /** Every user of the segment up to this id has the notification. */
  last_user_id: z.number(),
  notified: z.number(),
  done: z.boolean(),
  done_at: z.string().nullable(),
});
export type AnnouncementProgress = z.infer<typeof announcementProgressSchema>;
export type MarkNotificationReadResponse = z.infer<typeof markNotificationReadResponseSchema>;
