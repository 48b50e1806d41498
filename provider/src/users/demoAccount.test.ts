// The demo account of the embedded default (DESIGN.md): 9999999999 / Demo@1234, verified (§4), e-mail, name, PAN on file.
import { userDetailsResponseSchema } from '@sikka/shared/user/schemas';
import { verificationStatus } from '@sikka/shared/user/verification';
import { call, signIn, startTestProvider, type TestProvider } from '@sikka/tests/support/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordsFor } from '../app.ts';
import { DEMO_ACCOUNT, seedDemoAccount } from './demoAccount.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider({ demoAccount: true });
});
afterAll(async () => {
  await provider?.close();
});

describe('the demo account', () => {
  it('signs in with 9999999999 / Demo@1234 and is a verified user with e-mail, name and a PAN on file', async () => {
    const { token } = await signIn(provider, '9999999999', 'Demo@1234');
    const [demo] = userDetailsResponseSchema.parse(
      (await call(provider, 'GET', '/user-details', { bearer: token })).body,
    ).users;
    expect(demo).toMatchObject({
      mobile_number: '9999999999',
      email: 'demo@sikka.example',
      name: 'Demo User',
      verification_status: 21,
      status: 1,
      kyc_doc: [expect.objectContaining({ document_type: 'PAN' })],
    });
    expect(verificationStatus(demo ?? {})).toBe('Verified');
  });

  it('is seeded once: seeding again changes nothing', async () => {
    const again = await seedDemoAccount(provider.db, passwordsFor(provider.config));
    expect(again.created).toBe(false);
    const count = await provider.db
      .selectFrom('users')
      .select(provider.db.fn.countAll<number>().as('n'))
      .where('mobile_number', '=', DEMO_ACCOUNT.mobile_number)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
