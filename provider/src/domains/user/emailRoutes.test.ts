// Changing the e-mail against a real provider (§9 OTP purpose 6): the code goes to the new address and changes the
// account to that address only; the account's own or another's address is refused on email.
import { EMAIL_MESSAGES } from '@sikka/shared/user/email';
import { call, createUser, latestOtp, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const provider = providerForFile();

async function signedIn(email?: string) {
  const user = await createUser(provider.url, email ? { email } : {});
  return { user, token: (await signIn(provider, user.mobile_number as string)).token };
}

const details = async (token: string) =>
  (await call(provider, 'GET', '/user-details', { bearer: token })).body.users[0];

describe('POST /user/email/otp and /user/email', () => {
  it('sends the code to the new address, and that code makes it the account e-mail, ending every other session', async () => {
    const { token } = await signedIn('asha.old@example.com');
    const sent = await call(provider, 'POST', '/user/email/otp', {
      bearer: token,
      body: { email: 'Asha.New@Example.com' },
    });
    expect(sent.body.message).toBe(EMAIL_MESSAGES.sent);
    const otp = await latestOtp(provider.url, 'asha.new@example.com');
    const changed = await call(provider, 'POST', '/user/email', {
      bearer: token,
      body: { email: 'asha.new@example.com', otp },
    });
    expect(changed.status).toBe(200);
    // Every session issued before the change ends; this browser goes on with the new token it answers.
    expect((await call(provider, 'GET', '/auth/session', { bearer: token })).status).toBe(401);
    expect((await details(changed.body.token)).email).toBe('asha.new@example.com');
  });

  it('a code sent for one address does not change the account to another', async () => {
    const { token } = await signedIn();
    await call(provider, 'POST', '/user/email/otp', { bearer: token, body: { email: 'first@example.com' } });
    const otp = await latestOtp(provider.url, 'first@example.com');
    const swapped = await call(provider, 'POST', '/user/email', {
      bearer: token,
      body: { email: 'other@example.com', otp },
    });
    expect(swapped.status).toBe(422);
    expect(Object.keys(swapped.body.error.errors)).toEqual(['otp']);
    expect((await details(token)).email ?? null).toBeNull();
  });

  it("refuses the account's own address and one another account uses, on email", async () => {
    await signedIn('taken@example.com');
    const { token } = await signedIn('mine@example.com');
    const same = await call(provider, 'POST', '/user/email/otp', {
      bearer: token,
      body: { email: 'MINE@example.com' },
    });
    expect(same.body.error.errors.email).toEqual([EMAIL_MESSAGES.same]);
    const taken = await call(provider, 'POST', '/user/email/otp', {
      bearer: token,
      body: { email: 'taken@example.com' },
    });
    expect(taken.body.error.errors.email).toEqual([EMAIL_MESSAGES.taken]);
  });
});
