// Wire schemas of the §3 transaction Message, its paged list and mark-as-read (§7: paths are our design).
import { z } from 'zod';
import { messageResponseSchema, pagedResponseSchema, pageQuerySchema } from '../wire.ts';

const idSchema = z.number().int().positive();

/**
 * §3 Message: id and is_read are SPEC's. The text fields are our design; without them the default
 * strip would drop what the list shows.
 */
export const messageSchema = z.object({
  id: idSchema,
  // §3 '1 is read': any other number is unread, so no tighter type than an integer.
  is_read: z.number().int(),
  title: z.string().nullish(),
  message: z.string().nullish(),
  created_at: z.string().nullish(),
  /** What happened (our design): one of MESSAGE_KINDS, so the client can link to the right page. */
  kind: z.string().nullish(),
});
export type Message = z.infer<typeof messageSchema>;

/** Query of the messages list; §9 the bell fetches page 1. Query values arrive as strings. */
export const messagesQuerySchema = pageQuerySchema;
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** §7 'response has a data list with is_read'; the page fields (our design) feed §2 pagination text. */
export const messagesPageResponseSchema = pagedResponseSchema(messageSchema).extend({
  /** Unread messages in all (our design): the bell's marker without a second call. */
  unread: z.number().int().nonnegative(),
});
export type MessagesPageResponse = z.infer<typeof messagesPageResponseSchema>;

/** §4 tapping a transaction message marks it read. */
export const markMessageReadRequestSchema = z.object({ id: idSchema }).strict();
export type MarkMessageReadRequest = z.infer<typeof markMessageReadRequestSchema>;

export const markMessageReadResponseSchema = messageResponseSchema;

/** Mark every message read (our design: the Messages page's 'Mark all as read'). */
export const markAllMessagesReadRequestSchema = z.object({}).strict();
export type MarkMessageReadResponse = z.infer<typeof markMessageReadResponseSchema>;
