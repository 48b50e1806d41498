import { userNoticesResponseSchema } from '@sikka/shared/user/notices';
import { call, createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const ADMIN_TOKEN = 'notices-test-admin-token-0123456789abcdef';
const provider = providerForFile({ env: { ADMIN_TOKEN } });

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('§4 data refresh: GET /user/notices', () => {
  it('answers no notices by default and the configured ones once set', async () => {
    const user = await createUser(provider.url);
    const { token } = await signIn(provider, user.mobile_number as string);
    const empty = await call(provider, 'GET', '/user/notices', { bearer: token });
    expect(userNoticesResponseSchema.parse(empty.body)).toEqual({
      banners: [],
      interrupt_message: null,
      important_message: null,
      tds_message: false,
    });
    await call(provider, 'POST', `/dev/users/${user.id}/notices`, {
      body: { banners: ['KYC week', 'Zero fees on USDT'], interrupt_message: 'Complete your KYC' },
    });
    const set = await call(provider, 'GET', '/user/notices', { bearer: token });
    expect(set.body).toMatchObject({
      banners: ['KYC week', 'Zero fees on USDT'],
      interrupt_message: 'Complete your KYC',
    });
  });

  it('§3 the TDS message flag is an operator’s to set and clear (POST /admin/notices), for one user or everyone', async () => {
    const user = await createUser(provider.url);
    const { token } = await signIn(provider, user.mobile_number as string);
    const admin = (body: Record<string, unknown>) =>
      call(provider, 'POST', '/admin/notices', { bearer: ADMIN_TOKEN, body });
    const flag = async () =>
      userNoticesResponseSchema.parse((await call(provider, 'GET', '/user/notices', { bearer: token })).body)
        .tds_message;
    expect((await admin({ user_id: user.id, banners: ['Hello'], tds_message: true })).status).toBe(200);
    expect(await flag()).toBe(true);
    // A change that leaves it out keeps it.
    expect((await admin({ user_id: user.id, important_message: 'Read this' })).status).toBe(200);
    expect(await flag()).toBe(true);
    expect((await admin({ tds_message: false })).status).toBe(200);
    expect(await flag()).toBe(false);
  });

  it('§8 needs a session', async () => {
    expect((await call(provider, 'GET', '/user/notices')).status).toBe(401);
  });
});

describe('§7 GET /image/profile', () => {
  it('is 404 without an image and the bytes with their type once there is one', async () => {
    const user = await createUser(provider.url);
    const { token } = await signIn(provider, user.mobile_number as string);
    expect((await call(provider, 'GET', '/image/profile', { bearer: token })).status).toBe(404);
    await call(provider, 'PUT', `/dev/users/${user.id}/image`, {
      body: { content_type: 'image/png', base64: PNG_1PX },
    });
    const image = await provider.app.inject({
      method: 'GET',
      url: '/image/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);
  });
});
