// Crash safety of lending: the real provider process runs the daily jobs (accruals and a due date's deduction,
// caught up over 45 days) and liquidations (BTC held far below the liquidation line) of fresh loans at once, and is
// killed with SIGKILL at a random moment, six times. After every restart the books balance, each loan's accruals
// are exactly its days so far (none twice, none skipped), and the collateral held is exactly what open loans hold;
// at the end every loan was liquidated exactly once, to under its margin-call line, and its due date deducted once.
import { randomUUID } from 'node:crypto';
import { addDays, COLLATERAL_RULES, dayOf, ltvAtLeast } from '@sikka/shared/lending/rules';
import { toMinorUnits } from '@sikka/shared/money/amount';
import { freePort, type RunningProcess, startProvider } from '@sikka/tests/support/processes';
import { createUser, databaseForFile, fundUser } from '@sikka/tests/support/provider';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';

const testDb = databaseForFile({ maxConnections: 2 });
let running: RunningProcess | null = null;
afterAll(async () => {
  await running?.stop();
});

/** BTC's mid while the loans are checked: ₹11,00,000, far under every loan's liquidation line. */
const LOW_MID = '110000000';

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the provider answered.
type Json = any;

async function post(url: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function newestCode(url: string, mobile: string): Promise<string> {
  // The newest code: a message's SMS (none) may be newer.
  const message = ((await (await fetch(`${url}/dev/outbox?to=${mobile}`)).json()) as Json[]).find(
    (entry) => entry.code !== '',
  ) as Json;
  return message.code;
}

/** A verified person with 0.1 BTC who borrows ₹1,00,000 against it (OTP 7), the loan backdated 45 days. */
async function backdatedLoan(url: string): Promise<number> {
  const user = await createUser(url, { state: 'verified' });
  const mobile = user.mobile_number as string;
  await fundUser(url, user.id, 'BTC', '0.1');
  await post(url, '/auth/login', { mobile_number: mobile, password: user.password });
  const token = (
    await post(url, '/auth/verify-otp', {
      mobile_number: mobile,
      type: 1,
      otp: await newestCode(url, mobile),
    })
  ).body.token as string;
  expect((await post(url, '/request-otp', { type: 7 }, token)).status).toBe(200);
  const borrowed = await post(
    url,
    '/loans',
    {
      loan_type: 'standard_90',
      loan_amount: '100000',
      collateral_coin: 'BTC',
      collateral_amount: '0.1',
      auto_deduct: true,
      tnc_accepted: true,
      otp: await newestCode(url, mobile),
      idempotency_key: randomUUID(),
    },
    token,
  );
  expect(borrowed.status, JSON.stringify(borrowed.body)).toBe(201);
  const id = borrowed.body.loan.id as number;
  const start = addDays(dayOf(new Date()), -45);
  await sql`update loans set start_date = ${start}, accrued_through = ${addDays(start, -1)},
    maturity_date = ${addDays(start, 90)} where id = ${id}`.execute(testDb.db);
  return id;
}

interface LoanRow {
  id: number;
  status: string;
  collateral: string;
  principal_outstanding: string;
  interest_outstanding: string;
  start_date: string;
  accrued_through: string;
  liquidations: number;
}

const loans = async () =>
  (
    await sql<LoanRow>`select id, status, collateral::text, principal_outstanding::text,
      interest_outstanding::text, start_date, accrued_through, liquidations from loans order by id`.execute(
      testDb.db,
    )
  ).rows;

/** What must hold whenever the provider is up again. */
async function checkAgreement(): Promise<void> {
  expect(booksBalance(await checkInvariants(testDb.db))).toBe(true);
  for (const loan of await loans()) {
    const accruals = await sql<{ day: string }>`select day from loan_events
      where loan_id = ${loan.id} and kind = 'interest' order by day`.execute(testDb.db);
    const days = accruals.rows.map((row) => row.day);
    const expected: string[] = [];
    for (let day = loan.start_date; day <= loan.accrued_through; day = addDays(day, 1)) expected.push(day);
    expect(days, `loan ${loan.id}'s accruals`).toEqual(expected);
  }
  const held = await sql<{ ledger: string; loans: string }>`select
    (select coalesce(sum(balance), 0)::text from ledger_accounts
      where user_id is null and kind = 'loan_collateral' and asset = 'BTC') as ledger,
    (select coalesce(sum(collateral), 0)::text from loans where status = 'open' and coin = 'BTC') as loans`.execute(
    testDb.db,
  );
  expect(held.rows[0]?.ledger).toBe(held.rows[0]?.loans);
}

describe('lending crash safety: SIGKILL amid daily jobs and liquidations, six times', () => {
  it('accrues each day once, deducts the due date once and liquidates once, whatever the kills', async () => {
    const port = await freePort();
    const env = { DATABASE_URL: testDb.database.url, AUTH_ATTEMPTS_PER_IP: '100000', LOG_LEVEL: 'silent' };
    const ids: number[] = [];
    let cutShort = 0;
    for (let round = 0; round < 6; round++) {
      running = await startProvider(env, { port });
      const url = running.url;
      await checkAgreement();
      // What the last kill cut short: a loan not yet accrued through yesterday or not yet liquidated.
      const yesterday = addDays(dayOf(new Date()), -1);
      if ((await loans()).some((loan) => loan.accrued_through !== yesterday || loan.liquidations === 0))
        cutShort++;
      if (round === 0)
        expect((await post(url, '/dev/loans/fund', { amount: '10000000000' })).status).toBe(201);
      // Fresh work each round: two loans 45 days behind, caught up and liquidated while the kill lands.
      const fresh = [await backdatedLoan(url), await backdatedLoan(url)];
      ids.push(...fresh);
      const burst = Promise.allSettled([
        post(url, '/dev/loans/price', { coin: 'BTC', mid: LOW_MID }),
        ...ids.flatMap((id) => [
          post(url, `/dev/loans/${id}/daily`, {}),
          post(url, `/dev/loans/${id}/check`, {}),
        ]),
      ]);
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 150)));
      running.signal('SIGKILL');
      await running.exited;
      await burst;
      running = null;
    }
    // The kills did land amid the work (a start found some of it unfinished, and finished it).
    expect(cutShort).toBeGreaterThan(0);

    // A last start finishes what the kills cut short, and changes nothing more when run again.
    running = await startProvider(env, { port });
    const url = running.url;
    await checkAgreement();
    for (let pass = 0; pass < 2; pass++) {
      for (const id of ids) expect((await post(url, `/dev/loans/${id}/daily`, {})).status).toBe(200);
      expect((await post(url, '/dev/loans/price', { coin: 'BTC', mid: LOW_MID })).status).toBe(200);
    }
    await checkAgreement();
    const today = dayOf(new Date());
    const price = (await post(url, '/dev/loans/price', { coin: 'BTC', mid: LOW_MID })).body.prices;
    const selling = toMinorUnits(String(price.selling_price), 'INR');
    for (const loan of await loans()) {
      // A day's interest is accrued once the day is over: through yesterday.
      expect(loan.accrued_through).toBe(addDays(today, -1));
      expect(loan.liquidations, `loan ${loan.id}`).toBe(1);
      const deductions = await sql<{ n: number }>`select count(*)::int as n from loan_events
        where loan_id = ${loan.id} and kind = 'auto_deduction'`.execute(testDb.db);
      expect(deductions.rows[0]?.n, `loan ${loan.id}'s due-date deductions`).toBe(1);
      if (loan.status === 'open') {
        const owed = BigInt(loan.principal_outstanding) + BigInt(loan.interest_outstanding);
        // Exactly under the line (cross-multiplied, no rounding).
        expect(
          ltvAtLeast('BTC', owed, BigInt(loan.collateral), selling, COLLATERAL_RULES.BTC.marginCallLtvBps),
        ).toBe(false);
      }
    }
    await running.stop();
    running = null;
  }, 240_000);
});

describe('lending: two providers on one database, one due date', () => {
  it("runs each loan's due day once while both providers' job workers and a catch-up race for it; the standby takes over", async () => {
    const env = { DATABASE_URL: testDb.database.url, AUTH_ATTEMPTS_PER_IP: '100000', LOG_LEVEL: 'info' };
    const owner = await startProvider(env, { port: await freePort() });
    let standby: RunningProcess | null = null;
    try {
      const fresh: number[] = [];
      for (let i = 0; i < 6; i++) fresh.push(await backdatedLoan(owner.url));
      const ids = sql.join(fresh.map(String));
      // The second provider waits for the exchange's pairs the first owns; its lending worker polls meanwhile.
      standby = await startProvider(env, { port: await freePort(), standby: true });
      await expect.poll(() => standby?.output() ?? '', { timeout: 20_000 }).toContain('exchange standby');
      // The due time comes for every queued daily job of these loans, and a catch-up runs them by hand as well.
      await sql`update pgboss.job set start_after = now() where name = 'loan-daily'
        and data->>'loan_id' in (${ids})`.execute(testDb.db);
      const runs = await Promise.all(fresh.map((id) => post(owner.url, `/dev/loans/${id}/daily`, {})));
      for (const run of runs) expect(run.status).toBe(200);
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'loan-daily'
                and data->>'loan_id' in (${ids}) and state = 'completed'`.execute(testDb.db)
            ).rows[0]?.n,
          { timeout: 30_000, interval: 250 },
        )
        .toBe(fresh.length);
      await checkAgreement();
      for (const id of fresh) {
        const deductions = await sql<{ n: number }>`select count(*)::int as n from loan_events
          where loan_id = ${id} and kind = 'auto_deduction'`.execute(testDb.db);
        expect(deductions.rows[0]?.n, `loan ${id}'s due-date deductions`).toBe(1);
        const loan = (await loans()).find((row) => row.id === id);
        expect(loan?.accrued_through).toBe(addDays(dayOf(new Date()), -1));
      }
      const ran = (output: string) =>
        output.split('\n').filter((line) => line.includes('"loan daily"')).length;
      console.info(
        `due jobs run by the owner: ${ran(owner.output())}, by the standby: ${ran(standby.output())}`,
      );
    } finally {
      await Promise.all([owner.stop(), standby?.stop()]);
    }
  }, 120_000);
});
