// The messages router: the person's transaction messages, paged, and marking them read. Inputs are the shared schemas.
import { markMessageReadRequestSchema, messagesQuerySchema } from '@sikka/shared/messages/schemas';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './messages.handlers.ts';

export const messagesRouter = router({
  list: authedProcedure.input(messagesQuerySchema).query(handlers.list),
  markAsRead: authedProcedure.input(markMessageReadRequestSchema).mutation(handlers.markAsRead),
  markAllRead: authedProcedure.mutation(handlers.markAllRead),
});
