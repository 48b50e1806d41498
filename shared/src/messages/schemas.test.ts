import { describe, expect, it } from 'vitest';
import { messagesCalls } from './calls.ts';
import { isRead } from './read.ts';
import {
  markMessageReadRequestSchema,
  messageSchema,
  messagesPageResponseSchema,
  messagesQuerySchema,
} from './schemas.ts';

const message = {
  id: 5,
  is_read: 0,
  title: 'Deposit',
  message: '₹5,000.00 credited',
  created_at: '2024-03-01 10:00:00',
};

describe('§3 Message: is_read 1 is read', () => {
  it.each([
    [1, true],
    [0, false],
    [2, false],
  ])('is_read %i is read: %s', (is_read, read) => {
    expect(isRead(messageSchema.parse({ ...message, is_read }))).toBe(read);
  });

  it.each([
    ['id missing', { ...message, id: undefined }, 'id'],
    ['is_read as a boolean', { ...message, is_read: true }, 'is_read'],
    ['is_read as a string', { ...message, is_read: '1' }, 'is_read'],
  ])('refuses %s', (_, input, field) => {
    const result = messageSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('§7 fetch messages page 1 (paged list with a data list)', () => {
  it.each([
    [{}, 1],
    [{ page: '3' }, 3],
    [{ page: 2 }, 2],
  ])('query %j asks for page %i (§9 page 1 by default)', (query, page) => {
    expect(messagesQuerySchema.parse(query)).toEqual({ page });
  });

  it.each([
    ['page 0', { page: '0' }],
    ['a non-numeric page', { page: 'two' }],
    ['an exponent', { page: '1e3' }],
    ['an unknown query field', { page: '1', unread: '1' }],
  ])('refuses %s', (_, query) => {
    expect(messagesQuerySchema.safeParse(query).success).toBe(false);
  });

  it('parses the data list and page fields', () => {
    const page = messagesPageResponseSchema.parse({
      data: [message],
      current_page: 1,
      per_page: 4,
      total: 9,
      unread: 3,
    });
    expect(page.data[0]?.is_read).toBe(0);
    expect(page.unread).toBe(3);
  });

  it.each([
    ['data missing', { current_page: 1, per_page: 4, total: 0 }],
    ['a message without is_read', { data: [{ id: 5 }], current_page: 1, per_page: 4, total: 1 }],
    ['total as a string', { data: [], current_page: 1, per_page: 4, total: '0' }],
  ])('refuses a response with %s', (_, input) => {
    expect(messagesPageResponseSchema.safeParse(input).success).toBe(false);
  });
});

describe('§7 mark a message read by id', () => {
  it('takes { id }', () => {
    expect(markMessageReadRequestSchema.parse({ id: 5 })).toEqual({ id: 5 });
  });

  it.each([
    ['id missing', {}],
    ['id as a string', { id: '5' }],
    ['an unknown field', { id: 5, is_read: 1 }],
  ])('refuses %s', (_, input) => {
    expect(markMessageReadRequestSchema.safeParse(input).success).toBe(false);
  });

  it('describes both calls', () => {
    expect(messagesCalls.list).toMatchObject({ method: 'GET', path: '/user/messages' });
    expect(messagesCalls.markAsRead).toMatchObject({ method: 'POST', path: '/user/messages/mark-as-read' });
  });
});
