// Withdrawals racing each other and a 2FA change: one fixed lock order for every money transaction (no deadlock,
// every call answered), and §9's 24-hour block checked inside the withdrawal's transaction under its locks.
import { key, type MoneyUser, moneyUser, withdrawalOtp } from '@sikka/tests/support/money';
import { type CallResult, call, providerForFile } from '@sikka/tests/support/provider';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { totpCode } from '../../platform/otp/totp.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' } });

const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BLOCKED = /^Withdrawals are paused for 24 hours after a change to your two-factor settings/;

function withdraw(user: MoneyUser, otp: string): Promise<CallResult> {
  return call(provider, 'POST', '/wallet/withdrawals', {
    bearer: user.token,
    body: { idempotency_key: key(), coin: 'USDT', amount: '100', address: ETH_ADDRESS, otp },
  });
}

/** The code a withdrawal is confirmed with: the authenticator's next step, or the SMS OTP asked for now. */
async function codeFor(user: MoneyUser): Promise<string> {
  if (user.totpSecret === null) return withdrawalOtp(provider, user, 'USDT');
  // Signing in used this step's code; the next step's is fresh.
  provider.clock.advanceSeconds(30);
  return totpCode(user.totpSecret, provider.clock.now());
}

/** A connection of the test's own, to hold locks as another transaction of the platform would. */
async function session(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: provider.database.url });
  await client.connect();
  return client;
}

/** Resolves once some statement of the database is waiting for a lock. */
async function someoneWaits(): Promise<void> {
  const watcher = await session();
  try {
    for (let tries = 0; tries < 500; tries++) {
      const { rows } = await watcher.query(
        "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if (rows[0].waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('nothing waited for a lock');
  } finally {
    await watcher.end();
  }
}

describe.each([
  ['Google Authenticator', { totp_secret: true as const }],
  ['SMS OTP', {}],
])('20 concurrent withdrawals of the whole balance by a %s user', (_kind, spec) => {
  it('every one gets a definite answer: exactly one succeeds, the rest are refused on amount, none fails', async () => {
    const user = await moneyUser(provider, { spec, funds: { USDT: '100' } });
    const otp = await codeFor(user);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(user, otp)));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status >= 500),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.body.error.errors.amount).toEqual(['Insufficient balance']);
    }
    const wallet = (await call(provider, 'GET', '/v2/wallet', { bearer: user.token })).body.wallets.USDT;
    expect(wallet).toMatchObject({ available: '0.000000', locked: '100.000000' });
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});

describe('§9 a 2FA change racing a withdrawal', () => {
  it('a change committed while the withdrawal waits on the ledger is seen: refused, or the change waited for it', async () => {
    const user = await moneyUser(provider, { spec: { totp_secret: true }, funds: { USDT: '100' } });
    const otp = await codeFor(user);
    const ledger = await session();
    const change = await session();
    try {
      // Another money transaction holds the user's ledger accounts: the withdrawal queues behind it.
      await ledger.query('begin');
      await ledger.query('select id from ledger_accounts where user_id = $1 for update', [user.id]);
      const withdrawal = withdraw(user, otp);
      await someoneWaits();
      // Meanwhile the authenticator is reset (what a 2FA change writes).
      let changeCommitted = false;
      const changed = change
        .query('update users set two_factor_changed_at = $2 where id = $1', [user.id, provider.clock.now()])
        .then(() => {
          changeCommitted = true;
        });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const committedWhileWithdrawalWaited = changeCommitted;
      await ledger.query('commit');
      const answer = await withdrawal;
      await changed;
      if (answer.status === 201) {
        // Let through only because it came first: the change had to wait for the withdrawal to be done.
        expect(committedWhileWithdrawalWaited).toBe(false);
      } else {
        expect(answer.status).toBe(403);
        expect(answer.body.message).toMatch(BLOCKED);
      }
    } finally {
      await ledger.end();
      await change.end();
    }
  });

  it('a change under way when the withdrawal begins is waited for, and then blocks the withdrawal', async () => {
    const user = await moneyUser(provider, { spec: { totp_secret: true }, funds: { USDT: '100' } });
    const otp = await codeFor(user);
    const change = await session();
    try {
      await change.query('begin');
      await change.query('update users set two_factor_changed_at = $2 where id = $1', [
        user.id,
        provider.clock.now(),
      ]);
      const withdrawal = withdraw(user, otp);
      await someoneWaits();
      await change.query('commit');
      const answer = await withdrawal;
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(BLOCKED);
      const wallet = (await call(provider, 'GET', '/v2/wallet', { bearer: user.token })).body.wallets.USDT;
      expect(wallet).toMatchObject({ available: '100.000000', locked: '0.000000' });
    } finally {
      await change.end();
    }
  });
});
