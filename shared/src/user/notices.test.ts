import { describe, expect, it } from 'vitest';
import { userNoticesResponseSchema } from './notices.ts';

describe('§4 data refresh: the user notices', () => {
  it('§2 banners are a list of strings; §4 the interrupt and important messages may be absent', () => {
    expect(
      userNoticesResponseSchema.safeParse({
        banners: ['KYC is open'],
        interrupt_message: null,
        important_message: 'Read this',
        tds_message: true,
      }).success,
    ).toBe(true);
    expect(userNoticesResponseSchema.safeParse({ banners: [1] }).success).toBe(false);
  });
});
