// Crash safety of a client withdrawal: the real provider process is killed with SIGKILL after it has checked and
// spent the client's code and before the withdrawal commits (held there by a table lock this test takes). Nothing
// moved and the code still stands; the same request again, on a new provider, moves the money exactly once.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { key, moneyUser } from '@sikka/tests/support/money';
import { startProvider } from '@sikka/tests/support/processes';
import { call, newestCode, providerForFile } from '@sikka/tests/support/provider';
import { subBrokerKit } from '@sikka/tests/support/subBroker';
import { until } from '@sikka/tests/support/until';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';

const ADMIN = 'client-withdrawal-crash-admin-token-0123456789';
const provider = providerForFile({ env: { ADMIN_TOKEN: ADMIN, AUTH_ATTEMPTS_PER_IP: '10000' } });
const { subBroker, linked } = subBrokerKit(provider, ADMIN);

describe('a provider killed between the client’s code and the withdrawal’s commit', () => {
  it('moves nothing, keeps the code, and the retry moves the money once', async () => {
    const sb = await subBroker();
    const client = await moneyUser(provider, { bank: true, funds: { INR: '5000' } });
    await linked(sb, client);
    provider.clock.advanceSeconds(91);
    const sent = await call(
      provider,
      'GET',
      `/sub-broker/resend-otp?user_id=${client.id}&withdrawal_amount=1200`,
      {
        bearer: sb.token,
      },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const otp = await newestCode(provider.url, client.mobile, OTP_PURPOSE.subBrokerWithdraw);
    const body = { user_id: client.id, amount: '1200', otp, idempotency_key: key() };
    const rupees = async () => {
      const inr = (await userBalances(provider.db, client.id)).INR;
      return `${fromMinorUnits(inr.available, 'INR')} + ${fromMinorUnits(inr.locked, 'INR')} locked`;
    };
    const codeSpent = async () =>
      (
        await provider.db
          .selectFrom('otps')
          .select('consumed_at')
          .where('identifier', '=', `user:${client.id}`)
          .where('purpose', '=', OTP_PURPOSE.subBrokerWithdraw)
          .executeTakeFirstOrThrow()
      ).consumed_at !== null;

    // The in-process provider steps aside; a real process takes the database.
    await provider.app.close();
    const real = await startProvider({ DATABASE_URL: provider.database.url, LOG_LEVEL: 'silent' });
    try {
      await provider.db.connection().execute(async (lock) => {
        await sql`begin`.execute(lock);
        // Reads pass; the withdrawal's insert waits, after the code was checked in its transaction.
        await sql`lock table withdrawals in share mode`.execute(lock);
        const request = fetch(`${real.url}/sub-broker/client-withdrawals`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sb.token}` },
          body: JSON.stringify(body),
        }).catch(() => null);
        await until(
          async () => {
            const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "withdrawals"%'`.execute(
              provider.db,
            );
            return (waiting.rows[0]?.n ?? 0) > 0;
          },
          { what: 'the withdrawal to wait on the lock' },
        );
        real.signal('SIGKILL');
        await real.exited;
        expect(await request).toBeNull();
        await sql`commit`.execute(lock);
      });
      // The killed provider's transaction ends without a commit.
      await until(
        async () => {
          const open = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'`.execute(provider.db);
          return (open.rows[0]?.n ?? 0) === 0;
        },
        { what: 'the killed transaction to end' },
      );
    } finally {
      await real.stop();
    }
    expect(await rupees()).toBe('5000.00 + 0.00 locked');
    expect(await codeSpent()).toBe(false);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);

    // Back up: the same request moves the money once, and again answers the same withdrawal.
    await provider.restart();
    const retried = await call(provider, 'POST', '/sub-broker/client-withdrawals', {
      bearer: sb.token,
      body,
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    const again = await call(provider, 'POST', '/sub-broker/client-withdrawals', { bearer: sb.token, body });
    expect(again.body.withdrawal.id).toBe(retried.body.withdrawal.id);
    expect(await rupees()).toBe('3800.00 + 1200.00 locked');
    expect(await codeSpent()).toBe(true);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});
