// Withdrawals: rupees to the verified bank account, coins to a checksummed address; OTP (§9 purposes 7
// and 8) or Google Authenticator; refused for 24 hours after a 2FA change (§9); daily limits; requested →
// processing → completed | failed, a failure returning the funds exactly once; 100 racing withdrawals of one
// balance, of which exactly one succeeds.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import {
  withdrawalHistorySchema,
  withdrawalInfoResponseSchema,
  withdrawalResponseSchema,
} from '@sikka/shared/wallet/calls';
import { walletResponseSchema } from '@sikka/shared/wallet/schemas';
import { key, type MoneyUser, moneyUser, withdrawalOtp } from '@sikka/tests/support/money';
import { call, providerForFile, readOutbox, startTestProvider } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { totpCode } from '../../platform/otp/totp.ts';

const provider = providerForFile({
  env: {
    AUTH_ATTEMPTS_PER_IP: '10000',
    WITHDRAWAL_DAILY_LIMITS: '{"INR":"50000","BTC":"1","ETH":"20","USDT":"10000"}',
  },
});

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

async function wallets(user: MoneyUser) {
  return walletResponseSchema.parse((await call(provider, 'GET', '/v2/wallet', { bearer: user.token })).body)
    .wallets;
}

function withdraw(user: MoneyUser, body: Record<string, unknown>) {
  return call(provider, 'POST', '/wallet/withdrawals', {
    bearer: user.token,
    body: { idempotency_key: key(), ...body },
  });
}

/** Each OTP request waits out §9's 90-second resend wait of the one before. */
async function otpFor(user: MoneyUser, coin: string): Promise<string> {
  provider.clock.advanceSeconds(91);
  return withdrawalOtp(provider, user, coin);
}

async function history(user: MoneyUser) {
  return withdrawalHistorySchema.parse(
    (
      await call(provider, 'GET', '/wallet/history/withdrawals?days=1&page=1', {
        bearer: user.token,
      })
    ).body,
  ).data;
}

describe('rupee withdrawals with OTP (§9 purpose 8): states and ledger', () => {
  it('requested locks the funds, processing, then completed sends them to the bank', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '10000' } });
    const otp = await otpFor(user, 'INR');
    expect((await readOutbox(provider.url, user.mobile))[0]?.purpose).toBe(OTP_PURPOSE.transaction);
    const answer = await withdraw(user, { coin: 'INR', amount: '2500.50', otp });
    expect(answer.status).toBe(201);
    const { withdrawal } = withdrawalResponseSchema.parse(answer.body);
    expect(withdrawal).toMatchObject({ coin: 'INR', amount: '2500.50', status: 'requested' });
    expect(withdrawal.destination).toMatch(/XXXXXXXXXX5678 · HDFC0000123$/);
    expect((await wallets(user)).INR).toMatchObject({
      available: '7499.50',
      locked: '2500.50',
      balance: '10000.00',
    });

    await call(provider, 'POST', '/dev/withdrawals/process');
    expect((await history(user))[0]?.status).toBe('processing');
    await call(provider, 'POST', '/dev/withdrawals/process');
    expect((await history(user))[0]).toMatchObject({ status: 'completed', failure_reason: null });
    expect((await wallets(user)).INR).toMatchObject({
      available: '7499.50',
      locked: '0.00',
      balance: '7499.50',
    });
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('a failure at the bank returns the funds exactly once (POST /dev/withdrawals/:id/fail)', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '1000' } });
    const { body } = await withdraw(user, { coin: 'INR', amount: '400', otp: await otpFor(user, 'INR') });
    expect((await call(provider, 'POST', `/dev/withdrawals/${body.withdrawal.id}/fail`)).status).toBe(200);
    // Many passes at once: the failure's conditional UPDATE lets one of them return the funds.
    await Promise.all(Array.from({ length: 6 }, () => call(provider, 'POST', '/dev/withdrawals/process')));
    await Promise.all(Array.from({ length: 6 }, () => call(provider, 'POST', '/dev/withdrawals/process')));
    const [row] = await history(user);
    expect(row).toMatchObject({ status: 'failed', failure_reason: 'The bank declined the transfer' });
    expect((await wallets(user)).INR).toMatchObject({ available: '1000.00', locked: '0.00' });
    const returns = await provider.db
      .selectFrom('journal_entries')
      .select('id')
      .where('kind', '=', 'withdrawal_fail')
      .where('reference', '=', `withdrawal:${body.withdrawal.id}`)
      .execute();
    expect(returns).toHaveLength(1);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('without a verified bank account: a clear field error, nothing locked', async () => {
    const user = await moneyUser(provider, { funds: { INR: '1000' } });
    const answer = await withdraw(user, { coin: 'INR', amount: '100', otp: await otpFor(user, 'INR') });
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors.coin).toEqual([
      'Add and verify a bank account in your profile to withdraw rupees',
    ]);
    const info = withdrawalInfoResponseSchema.parse(
      (await call(provider, 'GET', '/wallet/withdrawals/info?coin=INR', { bearer: user.token })).body,
    );
    expect(info.bank_account).toBeNull();
    expect((await wallets(user)).INR.locked).toBe('0.00');
  });

  it('a wrong OTP is refused on the otp field, counted, and moves nothing; the fifth voids the code', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '1000' } });
    const otp = await otpFor(user, 'INR');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await withdraw(user, { coin: 'INR', amount: '100', otp: wrong });
      expect(answer.status).toBe(422);
      expect(answer.body.error.errors.otp).toEqual([
        attempt < 5
          ? 'The OTP you entered is incorrect'
          : 'Too many wrong attempts. Please request a new OTP',
      ]);
    }
    const late = await withdraw(user, { coin: 'INR', amount: '100', otp });
    expect(late.body.error.errors.otp).toEqual(['Too many wrong attempts. Please request a new OTP']);
    expect((await wallets(user)).INR).toMatchObject({ available: '1000.00', locked: '0.00' });
    expect(await history(user)).toEqual([]);
  });

  it('a retried request (same idempotency key) locks once and answers the same withdrawal', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '1000' } });
    const body = { coin: 'INR', amount: '300', otp: await otpFor(user, 'INR'), idempotency_key: key() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(provider, 'POST', '/wallet/withdrawals', { bearer: user.token, body }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.withdrawal.id)).size).toBe(1);
    expect((await wallets(user)).INR).toMatchObject({ available: '700.00', locked: '300.00' });
  });
});

describe('coin withdrawals (§9 purpose 7), address checksums', () => {
  it('sends BTC to a valid address and ETH to an EIP-55 address, each OTP of purpose 7', async () => {
    const user = await moneyUser(provider, { funds: { BTC: '0.5', ETH: '2' } });
    const btcOtp = await otpFor(user, 'BTC');
    expect((await readOutbox(provider.url, user.mobile))[0]?.purpose).toBe(OTP_PURPOSE.cryptoWithdraw);
    const btc = await withdraw(user, { coin: 'BTC', amount: '0.1', address: BTC_ADDRESS, otp: btcOtp });
    expect(btc.status).toBe(201);
    expect(btc.body.withdrawal).toMatchObject({ destination: BTC_ADDRESS, amount: '0.10000000' });
    const eth = await withdraw(user, {
      coin: 'ETH',
      amount: '1.5',
      address: ETH_ADDRESS.toLowerCase(),
      otp: await otpFor(user, 'ETH'),
    });
    expect(eth.body.withdrawal.destination).toBe(ETH_ADDRESS);
    expect(await wallets(user)).toMatchObject({
      BTC: { available: '0.40000000', locked: '0.10000000' },
      ETH: { available: '0.50000000', locked: '1.50000000' },
    });
  });

  it('refuses an address with a bad checksum, a missing address, and an address for rupees — on the address field', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { BTC: '0.5', INR: '100' } });
    const otp = await otpFor(user, 'BTC');
    const typo = `${BTC_ADDRESS.slice(0, -1)}5`;
    const bad = await withdraw(user, { coin: 'BTC', amount: '0.1', address: typo, otp });
    expect(bad.body.error.errors.address).toEqual([
      'This BTC address has a typing error: its checksum does not match',
    ]);
    const ethTypo = `0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed`;
    const badEth = await withdraw(user, { coin: 'USDT', amount: '1', address: ethTypo, otp });
    expect(badEth.body.error.errors.address?.[0]).toMatch(/checksum/);
    expect((await withdraw(user, { coin: 'BTC', amount: '0.1', otp })).body.error.errors.address).toEqual([
      'Enter the address to send to',
    ]);
    expect(
      (await withdraw(user, { coin: 'INR', amount: '10', address: BTC_ADDRESS, otp })).body.error.errors
        .address,
    ).toBeDefined();
    // None of it spent the code.
    expect((await withdraw(user, { coin: 'BTC', amount: '0.1', address: BTC_ADDRESS, otp })).status).toBe(
      201,
    );
  });

  it('Google Authenticator users: the OTP call answers required 2FA (no SMS), and the authenticator code confirms', async () => {
    const user = await moneyUser(provider, { spec: { totp_secret: true }, funds: { USDT: '100' } });
    const before = (await readOutbox(provider.url, user.mobile)).length;
    const asked = await call(provider, 'POST', '/wallet/withdrawals/otp', {
      bearer: user.token,
      body: { coin: 'USDT' },
    });
    expect(asked).toMatchObject({ status: 200, body: { required: '2FA' } });
    expect((await readOutbox(provider.url, user.mobile)).length).toBe(before);
    const secret = user.totpSecret as string;
    const wrong = await withdraw(user, { coin: 'USDT', amount: '10', address: ETH_ADDRESS, otp: '000000' });
    expect(wrong.body.error.errors.otp).toEqual(['The Google Authenticator code you entered is incorrect']);
    provider.clock.advanceSeconds(30);
    const code = totpCode(secret, provider.clock.now());
    const ok = await withdraw(user, { coin: 'USDT', amount: '10', address: ETH_ADDRESS, otp: code });
    expect(ok.status).toBe(201);
    // The same code cannot confirm a second withdrawal.
    const replay = await withdraw(user, { coin: 'USDT', amount: '10', address: ETH_ADDRESS, otp: code });
    expect(replay.status).toBe(422);
  });
});

describe('§9 the 24-hour block after a 2FA settings change', () => {
  it('refuses the OTP and the withdrawal with a message saying until when; info shows blocked_until', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '1000' } });
    const changedAt = new Date(provider.clock.now().getTime() - 2 * 3600_000);
    await provider.db
      .updateTable('users')
      .set({ two_factor_changed_at: changedAt })
      .where('id', '=', user.id)
      .execute();
    const until = new Date(changedAt.getTime() + 24 * 3600_000);
    const asked = await call(provider, 'POST', '/wallet/withdrawals/otp', {
      bearer: user.token,
      body: { coin: 'INR' },
    });
    expect(asked.status).toBe(403);
    expect(asked.body.message).toMatch(
      /^Withdrawals are paused for 24 hours after a change to your two-factor settings\. You can withdraw again after \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST$/,
    );
    const refused = await withdraw(user, { coin: 'INR', amount: '10', otp: '123456' });
    expect(refused).toMatchObject({ status: 403, body: { message: asked.body.message } });
    const info = withdrawalInfoResponseSchema.parse(
      (await call(provider, 'GET', '/wallet/withdrawals/info?coin=INR', { bearer: user.token })).body,
    );
    expect(info.blocked_until).toBe(until.toISOString());

    provider.clock.advance(until.getTime() - provider.clock.now().getTime() + 1000);
    const otp = await withdrawalOtp(provider, user, 'INR');
    expect((await withdraw(user, { coin: 'INR', amount: '10', otp })).status).toBe(201);
  });
});

describe('daily limits per asset', () => {
  it('info shows the limit and what is left; a withdrawal past it is refused on amount; a failed one frees it', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '100000' } });
    const info = async () =>
      withdrawalInfoResponseSchema.parse(
        (await call(provider, 'GET', '/wallet/withdrawals/info?coin=INR', { bearer: user.token })).body,
      );
    expect(await info()).toMatchObject({
      daily_limit: '50000.00',
      remaining_today: '50000.00',
      blocked_until: null,
      address_rules: [],
    });
    // A coin's info carries §5's rule for its address, which the form applies as the person types.
    const btc = withdrawalInfoResponseSchema.parse(
      (await call(provider, 'GET', '/wallet/withdrawals/info?coin=BTC', { bearer: user.token })).body,
    );
    expect(btc.address_rules).toEqual([expect.stringMatching(/^regex:\/\^.*\$\/$/)]);
    const first = await withdraw(user, { coin: 'INR', amount: '30000', otp: await otpFor(user, 'INR') });
    expect(first.status).toBe(201);
    expect((await info()).remaining_today).toBe('20000.00');
    const over = await withdraw(user, { coin: 'INR', amount: '20000.01', otp: await otpFor(user, 'INR') });
    expect(over.body.error.errors.amount).toEqual([
      'The daily withdrawal limit for INR is ₹50,000.00; ₹20,000.00 is left today',
    ]);
    await call(provider, 'POST', `/dev/withdrawals/${first.body.withdrawal.id}/fail`);
    await call(provider, 'POST', '/dev/withdrawals/process');
    await call(provider, 'POST', '/dev/withdrawals/process');
    expect((await info()).remaining_today).toBe('50000.00');
  });
});

describe('concurrency: 100 simultaneous withdrawals of the whole balance', () => {
  it('exactly one succeeds; the rest are refused cleanly on amount (no 500); the books balance', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '5000' } });
    const otp = await otpFor(user, 'INR');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => withdraw(user, { coin: 'INR', amount: '5000', otp })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(99);
    for (const refused of answers.filter((a) => a.status === 422))
      expect(refused.body.error.errors.amount).toEqual(['Insufficient balance']);
    expect((await wallets(user)).INR).toMatchObject({ available: '0.00', locked: '5000.00' });
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});

describe('the simulated bank and chain run on their timers (WITHDRAWAL_PROCESS_MS, CHAIN_BLOCK_MS)', () => {
  it('moves a withdrawal to completed and credits a coin deposit without anyone driving them', async () => {
    const timed = await startTestProvider({
      env: { AUTH_ATTEMPTS_PER_IP: '10000', WITHDRAWAL_PROCESS_MS: '50', CHAIN_BLOCK_MS: '50' },
    });
    try {
      const user = await moneyUser(timed, { bank: true, funds: { INR: '1000' } });
      const otp = await withdrawalOtp(timed, user, 'INR');
      const requested = await call(timed, 'POST', '/wallet/withdrawals', {
        bearer: user.token,
        body: { coin: 'INR', amount: '100', otp, idempotency_key: key() },
      });
      expect(requested.status).toBe(201);
      const { address } = (
        await call(timed, 'GET', '/wallet/deposit-address?coin=BTC', { bearer: user.token })
      ).body;
      await call(timed, 'POST', '/dev/chain/transfers', { body: { coin: 'BTC', address, amount: '0.001' } });
      let wallets: unknown;
      await until(
        async () => {
          const read = walletResponseSchema.parse(
            (await call(timed, 'GET', '/v2/wallet', { bearer: user.token })).body,
          ).wallets;
          wallets = read;
          return read.INR.balance === '900.00' && read.BTC.available === '0.00100000';
        },
        { what: () => `settled wallets, not ${JSON.stringify(wallets)}` },
      );
    } finally {
      await timed.close();
    }
  });
});

describe('asking for the withdrawal OTP again inside the resend wait (§9 90 s)', () => {
  it('points to the code already sent instead of refusing, and sends no second code', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '100' } });
    provider.clock.advanceSeconds(91);
    const first = await call(provider, 'POST', '/wallet/withdrawals/otp', {
      bearer: user.token,
      body: { coin: 'INR' },
    });
    const again = await call(provider, 'POST', '/wallet/withdrawals/otp', {
      bearer: user.token,
      body: { coin: 'INR' },
    });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({
      status: 200,
      body: { message: 'An OTP was sent a moment ago; please enter that one' },
    });
    const sent = (await readOutbox(provider.url, user.mobile)).filter(
      (m) => m.purpose === OTP_PURPOSE.transaction,
    );
    expect(sent).toHaveLength(1);
  });
});
