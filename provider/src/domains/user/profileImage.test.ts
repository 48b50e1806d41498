// The profile picture against a real provider: a PNG uploaded is what GET /image/profile serves; a PDF sent as a
// picture, or a picture over 2 MB, is refused on image; a session is needed.
import { PROFILE_IMAGE_MESSAGES } from '@sikka/shared/user/profileImage';
import { createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const provider = providerForFile();

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

const upload = (token: string | null, bytes: Buffer) =>
  provider.app.inject({
    method: 'POST',
    url: '/image/profile',
    headers: {
      'content-type': 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: bytes,
  });

async function signedIn() {
  const user = await createUser(provider.url);
  return (await signIn(provider, user.mobile_number as string)).token;
}

describe('POST /image/profile', () => {
  it('stores a PNG, which GET /image/profile then serves as it was sent', async () => {
    const token = await signedIn();
    const saved = await upload(token, PNG);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: PROFILE_IMAGE_MESSAGES.saved });
    const served = await provider.app.inject({
      method: 'GET',
      url: '/image/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a PDF sent as a picture, and one over 2 MB, on image', async () => {
    const token = await signedIn();
    const pdf = await upload(token, Buffer.from('%PDF-1.7\n1 0 obj\n'));
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().error.errors.image).toEqual([PROFILE_IMAGE_MESSAGES.type]);
    const big = await upload(token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.json().error.errors.image).toEqual([PROFILE_IMAGE_MESSAGES.size]);
    const none = await provider.app.inject({
      method: 'GET',
      url: '/image/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(none.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await upload(null, PNG)).statusCode).toBe(401);
  });
});
