// The demo account of the embedded default (docs/architecture.md): 9999999999 / Demo@1234, verified (§4), e-mail, name, PAN on file.
import { userDetailsResponseSchema } from '@sikka/shared/user/schemas';
import { verificationStatus } from '@sikka/shared/user/verification';
import { depositHistorySchema, withdrawalInfoResponseSchema } from '@sikka/shared/wallet/calls';
import { walletResponseSchema } from '@sikka/shared/wallet/schemas';
import { call, providerForFile, signIn, startTestDatabase } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { cipherFor, passwordsFor } from '../../app.ts';
import { type Database, openDatabase } from '../../platform/db/database.ts';
import { documentStoreFor } from '../../platform/documents/documentStore.ts';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { DEMO_ACCOUNT, seedDemoAccount } from './demoAccount.ts';

const provider = providerForFile({ demoAccount: true });
/** Seeds the demo account as a start-up does, on this file's database unless another is given. */
const seed = (db: Database = provider.db) =>
  seedDemoAccount(
    db,
    passwordsFor(provider.config),
    cipherFor(provider.config),
    documentStoreFor(provider.config),
  );

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
    // Its verification steps are on file: the profile setup shows each one done.
    const progress = (await call(provider, 'GET', '/kyc', { bearer: token })).body;
    expect(progress).toMatchObject({
      state: 'approved',
      next_step: null,
      steps: {
        pan: 'done',
        aadhaar: 'done',
        personal: 'done',
        address: 'done',
        bank: 'done',
        documents: 'done',
      },
      bank: { bank: 'HDFC Bank', account_number_masked: 'XXXXXXXXXX5678', verified: true },
    });
  });

  it('is seeded once: seeding again changes nothing', async () => {
    const again = await seed();
    expect(again.created).toBe(false);
    const count = await provider.db
      .selectFrom('users')
      .select(provider.db.fn.countAll<number>().as('n'))
      .where('mobile_number', '=', DEMO_ACCOUNT.mobile_number)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

describe('the demo account is funded (docs/architecture.md "verified and funded")', () => {
  it('holds ₹5,00,000 and 0.05 BTC through real deposits and ledger entries, and a verified bank account', async () => {
    const { token } = await signIn(provider, '9999999999', 'Demo@1234');
    const { wallets } = walletResponseSchema.parse(
      (await call(provider, 'GET', '/v2/wallet', { bearer: token })).body,
    );
    expect(wallets.INR).toMatchObject({ available: '500000.00', locked: '0.00' });
    expect(wallets.BTC).toMatchObject({ available: '0.05000000', locked: '0.00000000' });
    const deposits = depositHistorySchema.parse(
      (await call(provider, 'GET', '/wallet/history/deposits?days=1', { bearer: token })).body,
    );
    expect(deposits.data.map((d) => [d.coin, d.amount, d.channel, d.status])).toEqual([
      ['BTC', '0.05000000', 'CHAIN', 'completed'],
      ['INR', '500000.00', 'BANK_TRANSFER', 'completed'],
    ]);
    const info = withdrawalInfoResponseSchema.parse(
      (await call(provider, 'GET', '/wallet/withdrawals/info?coin=INR', { bearer: token })).body,
    );
    expect(info.bank_account).toBe('Demo User · XXXXXXXXXX5678 · HDFC0000123');
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('seeding again (every start-up) funds nothing twice', async () => {
    await seed();
    await seed();
    const entries = await provider.db
      .selectFrom('journal_entries')
      .select('id')
      .where('kind', '=', 'deposit')
      .execute();
    expect(entries).toHaveLength(2);
    const { token } = await signIn(provider, '9999999999', 'Demo@1234');
    const { wallets } = walletResponseSchema.parse(
      (await call(provider, 'GET', '/v2/wallet', { bearer: token })).body,
    );
    expect(wallets.INR.balance).toBe('500000.00');
  });
});

describe('two processes starting together on a new database', () => {
  it('seed the demo account once, and both start', async () => {
    const fresh = await startTestDatabase();
    const other = openDatabase(fresh.database.url);
    try {
      const seeded = await Promise.all([seed(fresh.db), seed(other)]);
      expect(seeded.map((account) => account.created).sort()).toEqual([false, true]);
      expect(seeded[0].id).toBe(seeded[1].id);
      const users = await fresh.db.selectFrom('users').select('mobile_number').execute();
      expect(users).toEqual([{ mobile_number: DEMO_ACCOUNT.mobile_number }]);
      const deposits = await fresh.db
        .selectFrom('journal_entries')
        .select('id')
        .where('kind', '=', 'deposit')
        .execute();
      expect(deposits).toHaveLength(2);
      expect(booksBalance(await checkInvariants(fresh.db))).toBe(true);
    } finally {
      await other.destroy();
      await fresh.close();
    }
  });
});
