// UPI ids with the bank details against a real provider: added and deleted with the §9 code of purpose 3, one of each
// per account and at most five, someone else's never touched, refusals on their fields.
import { MAX_UPI_IDS, UPI_MESSAGES } from '@sikka/shared/kyc/upi';
import { call, createUser, latestOtp, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const provider = providerForFile();

async function signedIn() {
  const user = await createUser(provider.url);
  const mobile = user.mobile_number as string;
  return { mobile, token: (await signIn(provider, mobile)).token };
}

/** §9 purpose 3: a fresh code for adding or deleting a UPI id (past the resend wait of the last one). */
async function upiCode(token: string, mobile: string): Promise<string> {
  provider.clock.advanceSeconds(91);
  const asked = await call(provider, 'POST', '/request-otp', { bearer: token, body: { type: 3 } });
  expect(asked.status).toBe(200);
  return latestOtp(provider.url, mobile);
}

describe('UPI ids (OTP purpose 3)', () => {
  it('adds one with the code, refuses it twice, and deletes it with another code', async () => {
    const { mobile, token } = await signedIn();
    expect((await call(provider, 'GET', '/kyc/upi', { bearer: token })).body).toEqual({ upi_ids: [] });
    const added = await call(provider, 'POST', '/kyc/upi', {
      bearer: token,
      body: { upi_id: 'Asha.Verma@okhdfc', otp: await upiCode(token, mobile) },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      message: UPI_MESSAGES.added,
      upi_ids: [{ upi_id: 'asha.verma@okhdfc' }],
    });
    const again = await call(provider, 'POST', '/kyc/upi', {
      bearer: token,
      body: { upi_id: 'asha.verma@okhdfc', otp: '123456' },
    });
    expect(again.body.error.errors.upi_id).toEqual([UPI_MESSAGES.taken]);

    const id = added.body.upi_ids[0].id as number;
    const stranger = await signedIn();
    const notTheirs = await call(provider, 'POST', '/kyc/upi/delete', {
      bearer: stranger.token,
      body: { id, otp: '123456' },
    });
    expect(notTheirs.body.error.errors.id).toEqual([UPI_MESSAGES.notFound]);
    const deleted = await call(provider, 'POST', '/kyc/upi/delete', {
      bearer: token,
      body: { id, otp: await upiCode(token, mobile) },
    });
    expect(deleted.body).toEqual({ message: UPI_MESSAGES.deleted, upi_ids: [] });
  });

  it('a wrong code adds nothing; a bad id is refused on upi_id; at most five', async () => {
    const { mobile, token } = await signedIn();
    await upiCode(token, mobile);
    const wrong = await call(provider, 'POST', '/kyc/upi', {
      bearer: token,
      body: { upi_id: 'asha@ybl', otp: '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.errors)).toEqual(['otp']);
    const bad = await call(provider, 'POST', '/kyc/upi', {
      bearer: token,
      body: { upi_id: 'asha', otp: '123456' },
    });
    expect(Object.keys(bad.body.error.errors)).toEqual(['upi_id']);
    for (let n = 0; n < MAX_UPI_IDS; n += 1) {
      const ok = await call(provider, 'POST', '/kyc/upi', {
        bearer: token,
        body: { upi_id: `asha${n}@ybl`, otp: await upiCode(token, mobile) },
      });
      expect(ok.status).toBe(200);
    }
    const sixth = await call(provider, 'POST', '/kyc/upi', {
      bearer: token,
      body: { upi_id: 'asha9@ybl', otp: '123456' },
    });
    expect(sixth.body.error.errors.upi_id).toEqual([UPI_MESSAGES.tooMany]);
  });
});
