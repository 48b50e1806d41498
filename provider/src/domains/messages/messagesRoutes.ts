// The transaction messages calls (shared/src/messages/calls.ts): a page of them, mark one read, mark all read.
import { messagesCalls } from '@sikka/shared/messages/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { Platform } from '../../platform/platform.ts';
import {
  MESSAGE_READ,
  MESSAGES_ALL_READ,
  markAllMessagesRead,
  markMessageRead,
  messagesPage,
} from './messagesRepo.ts';

export function registerMessagesRoutes(serve: Serve, services: Platform): void {
  const { db, events } = services;
  serve(messagesCalls.list, ({ session, input }) => messagesPage(db, session.userId, input.page));
  serve(messagesCalls.markAsRead, async ({ session, input }) => {
    await markMessageRead(db, events, session.userId, input.id);
    return { message: MESSAGE_READ };
  });
  serve(messagesCalls.markAllRead, async ({ session }) => {
    await markAllMessagesRead(db, events, session.userId);
    return { message: MESSAGES_ALL_READ };
  });
}
