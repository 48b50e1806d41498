import { describe, expect, it } from 'vitest';
import { notificationsCalls } from './calls.ts';
import {
  markNotificationReadRequestSchema,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  notificationCategoryLabel,
  notificationGroupSchema,
  notificationItemSchema,
  notificationsPageResponseSchema,
  notificationsQuerySchema,
} from './schemas.ts';

const item = {
  id: 3,
  reward_type_name: 'REWARDS',
  data: { subject: 'You have a scratch card', messageBody: { text: 'Scratch to win BTC' } },
  description: 'Diwali offer',
  reward_id: 11,
};

describe('§3 Notification item', () => {
  it.each(NOTIFICATION_CATEGORIES)('accepts reward_type_name %s', (category) => {
    expect(notificationItemSchema.safeParse({ ...item, reward_type_name: category }).success).toBe(true);
  });

  it('accepts a GENERIC item without reward_id or description', () => {
    const generic = { id: 4, reward_type_name: 'GENERIC', data: item.data };
    expect(notificationItemSchema.parse(generic).data.messageBody.text).toBe('Scratch to win BTC');
  });

  it.each([
    ['an unknown reward_type_name', { ...item, reward_type_name: 'PROMO' }, ['reward_type_name']],
    ['data.subject missing', { ...item, data: { messageBody: { text: 'x' } } }, ['data', 'subject']],
    [
      'data.messageBody.text as a number',
      { ...item, data: { subject: 's', messageBody: { text: 1 } } },
      ['data', 'messageBody', 'text'],
    ],
    ['id missing', { ...item, id: undefined }, ['id']],
  ])('refuses %s', (_, input, path) => {
    const result = notificationItemSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});

describe('§3 Category labels: Scratch Card, generic, offer', () => {
  it.each<[NotificationCategory, string]>([
    ['REWARDS', 'Scratch Card'],
    ['GENERIC', 'generic'],
    ['OFFERS', 'offer'],
  ])('%s is labelled %j', (category, label) => {
    expect(notificationCategoryLabel(category)).toBe(label);
  });
});

describe('§3 Notification group: title, data, linkToAdd, functionToCall', () => {
  const group = {
    title: 'Rewards',
    data: [item],
    linkToAdd: '/in/more/rewards',
    functionToCall: 'viewReward',
  };

  it('accepts a group of items', () => {
    expect(notificationGroupSchema.parse(group)).toEqual(group);
  });

  it.each([
    ['an unknown functionToCall', { ...group, functionToCall: 'eval' }, 'functionToCall'],
    ['an external linkToAdd', { ...group, linkToAdd: 'https://evil.example' }, 'linkToAdd'],
    ['an empty title', { ...group, title: '' }, 'title'],
    ['data that is not a list', { ...group, data: item }, 'data'],
  ])('refuses %s', (_, input, field) => {
    const result = notificationGroupSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('§7 GET /user/notifications?page={n}', () => {
  it.each([
    [{ page: '2' }, 2],
    [{}, 1],
  ])('query %j is page %i', (query, page) => {
    expect(notificationsQuerySchema.parse(query)).toEqual({ page });
  });

  it.each([
    ['page -1', { page: '-1' }],
    ['page 1.5', { page: '1.5' }],
    ['an unknown query field', { page: '1', size: '100' }],
  ])('refuses %s', (_, query) => {
    expect(notificationsQuerySchema.safeParse(query).success).toBe(false);
  });

  it('parses a page of items', () => {
    const page = notificationsPageResponseSchema.parse({
      data: [item],
      current_page: 2,
      per_page: 4,
      total: 5,
      unread: 1,
    });
    expect(page.data).toHaveLength(1);
  });

  it.each([
    ['data missing', { current_page: 1, per_page: 4, total: 0 }],
    ['current_page missing', { data: [], per_page: 4, total: 0 }],
  ])('refuses a response with %s', (_, input) => {
    expect(notificationsPageResponseSchema.safeParse(input).success).toBe(false);
  });
});

describe('§7 POST /user/notifications/mark-as-read', () => {
  it('takes { id }', () => {
    expect(markNotificationReadRequestSchema.parse({ id: 3 })).toEqual({ id: 3 });
  });

  it.each([
    ['id missing', {}],
    ['id as a string', { id: '3' }],
    ['an unknown field', { id: 3, all: true }],
  ])('refuses %s', (_, input) => {
    expect(markNotificationReadRequestSchema.safeParse(input).success).toBe(false);
  });

  it('describes both calls', () => {
    expect(notificationsCalls.list).toMatchObject({ method: 'GET', path: '/user/notifications' });
    expect(notificationsCalls.markAsRead).toMatchObject({
      method: 'POST',
      path: '/user/notifications/mark-as-read',
    });
  });
});
