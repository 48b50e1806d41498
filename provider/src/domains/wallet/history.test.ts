// History: deposits, withdrawals and orders with §9's filters (1, 7, 30, 365 days by the clock), §9 pages
// of 4 newest first (§2 pagination), and the CSV export of the filtered list — header row, decimal strings, §9
// date-times, and cells a spreadsheet would run as formulas neutralised.
import { DEFAULT_PAGE_SIZE } from '@sikka/shared/constants';
import {
  depositHistorySchema,
  orderHistorySchema,
  withdrawalHistorySchema,
} from '@sikka/shared/wallet/calls';
import { fixedMarket, key, moneyUser, withdrawalOtp } from '@sikka/tests/support/money';
import { addBankAccount, call, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' }, market: fixedMarket() });

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** How long ago each of ten deposits was made. */
const AGES = [
  0.5 * HOUR,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  2 * DAY,
  3 * DAY,
  10 * DAY,
  20 * DAY,
  100 * DAY,
  400 * DAY,
];

describe('history filters and pages (§9 1/7/30/365 days, pages of 4)', () => {
  it('counts by the clock, newest first, four to a page, with the §2 totals', async () => {
    const user = await moneyUser(provider);
    const now = provider.clock.now().getTime();
    for (const [index, age] of AGES.entries()) {
      const funded = await call(provider, 'POST', `/dev/users/${user.id}/fund`, {
        body: { asset: 'INR', amount: `${index + 1}00` },
      });
      await provider.db
        .updateTable('deposits')
        .set({ created_at: new Date(now - age) })
        .where('id', '=', funded.body.deposit.id)
        .execute();
    }
    const page = async (days: number, number = 1) => {
      const answer = await call(provider, 'GET', `/wallet/history/deposits?days=${days}&page=${number}`, {
        bearer: user.token,
      });
      expect(answer.status).toBe(200);
      return depositHistorySchema.parse(answer.body);
    };
    expect((await page(1)).total).toBe(4);
    expect((await page(7)).total).toBe(6);
    expect((await page(30)).total).toBe(8);
    const year = await page(365);
    expect(year).toMatchObject({ total: 9, current_page: 1, per_page: DEFAULT_PAGE_SIZE });
    expect(year.data.map((d) => d.amount)).toEqual(['100.00', '200.00', '300.00', '400.00']);
    expect((await page(365, 2)).data.map((d) => d.amount)).toEqual(['500.00', '600.00', '700.00', '800.00']);
    expect((await page(365, 3)).data.map((d) => d.amount)).toEqual(['900.00']);
    expect(await page(365, 4)).toMatchObject({ data: [], total: 9, current_page: 4 });
    const createdAt = year.data.map((d) => Date.parse(d.created_at));
    expect([...createdAt].sort((a, b) => b - a)).toEqual(createdAt);
  });

  it('refuses filters §9 does not have and unknown parameters (the path names the history: no type)', async () => {
    const user = await moneyUser(provider);
    const get = (url: string) => call(provider, 'GET', url, { bearer: user.token });
    expect((await get('/wallet/history/deposits?days=2')).body.error.errors.days).toBeDefined();
    expect((await get('/wallet/history/orders?days=7&type=deposits')).body.error.errors.type).toBeDefined();
    expect((await get('/wallet/history/orders?days=7')).status).toBe(200);
    expect((await get('/wallet/history/deposits?days=7&page=0')).status).toBe(422);
    expect((await get('/wallet/history/deposits?days=7&sort=x')).body.error.errors.sort).toBeDefined();
    // Each history is its own described call: a type no call names is no route at all.
    expect((await get('/wallet/history/trades?days=7')).status).toBe(404);
    expect((await call(provider, 'GET', '/wallet/history/deposits?days=7')).status).toBe(401);
  });

  it('lists withdrawals and orders in their shapes, each user only their own', async () => {
    const user = await moneyUser(provider, { bank: true, funds: { INR: '20000' } });
    const other = await moneyUser(provider, { funds: { INR: '20000' } });
    provider.clock.advanceSeconds(91);
    const otp = await withdrawalOtp(provider, user, 'INR');
    await call(provider, 'POST', '/wallet/withdrawals', {
      bearer: user.token,
      body: { coin: 'INR', amount: '1000', otp, idempotency_key: key() },
    });
    for (const who of [user, other]) {
      const q = await call(provider, 'POST', '/instant/quotes', {
        bearer: who.token,
        body: { coin: 'BTC', side: 'buy', unit: 'inr', amount: '5000' },
      });
      await call(provider, 'POST', '/instant/orders', {
        bearer: who.token,
        body: { quote_id: q.body.quote_id, idempotency_key: key() },
      });
    }
    const withdrawals = withdrawalHistorySchema.parse(
      (
        await call(provider, 'GET', '/wallet/history/withdrawals?days=1', {
          bearer: user.token,
        })
      ).body,
    );
    expect(withdrawals).toMatchObject({ total: 1, data: [{ amount: '1000.00', status: 'requested' }] });
    const orders = orderHistorySchema.parse(
      (await call(provider, 'GET', '/wallet/history/orders?days=1', { bearer: user.token })).body,
    );
    expect(orders.total).toBe(1);
    expect(orders.data[0]).toMatchObject({ side: 'buy', coin: 'BTC', total: '4999.92' });
  });
});

describe('CSV export of the filtered history', () => {
  it('answers text/csv with a header row, decimal strings and §9 yyyy-MM-dd HH:mm:ss dates (India time)', async () => {
    const user = await moneyUser(provider, { funds: { INR: '1234.5', BTC: '0.00012345' } });
    const answer = await provider.app.inject({
      method: 'GET',
      url: '/wallet/history/export?type=deposits&days=30',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="sikka-deposits-30d.csv"');
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date (IST),ID,Asset,Amount,Channel,Status,Transaction,Confirmations,Completed (IST)',
    );
    expect(lines).toHaveLength(3);
    const [btc, inr] = lines.slice(1).map((line) => line.split(','));
    expect(btc?.slice(2, 6)).toEqual(['BTC', '0.00012345', 'CHAIN', 'completed']);
    expect(inr?.slice(2, 6)).toEqual(['INR', '1234.50', 'BANK_TRANSFER', 'completed']);
    expect(inr?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const ist = new Date(provider.clock.now().getTime() + 5.5 * HOUR)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    expect(inr?.[0]?.slice(0, 16)).toBe(ist);
  });

  it('exports orders with every line, and refuses a bad filter with a 422', async () => {
    const user = await moneyUser(provider, { funds: { INR: '10000' } });
    const q = await call(provider, 'POST', '/instant/quotes', {
      bearer: user.token,
      body: { coin: 'USDT', side: 'buy', unit: 'coin', amount: '12.345678' },
    });
    await call(provider, 'POST', '/instant/orders', {
      bearer: user.token,
      body: { quote_id: q.body.quote_id, idempotency_key: key() },
    });
    const csv = await call(provider, 'GET', '/wallet/history/export?type=orders&days=1', {
      bearer: user.token,
    });
    const [header, row] = String(csv.body).trimEnd().split('\r\n');
    expect(header).toBe(
      'Date (IST),ID,Side,Coin,Quantity,Price (INR),Value (INR),Fee (INR),GST (INR),TDS (INR),Total (INR)',
    );
    expect(row?.split(',').slice(2)).toEqual([
      'buy',
      'USDT',
      '12.345678',
      '88.95',
      '1098.15',
      '2.20',
      '0.40',
      '0.00',
      '1100.75',
    ]);
    expect(
      (await call(provider, 'GET', '/wallet/history/export?type=orders&days=5', { bearer: user.token }))
        .status,
    ).toBe(422);
  });

  it('exports a formula typed by a person harmlessly (the shared CSV writer)', async () => {
    // A name a person typed into their bank account reaches the withdrawal's destination: exported harmlessly.
    const user = await moneyUser(provider, { funds: { INR: '1000' } });
    await addBankAccount(provider.url, user.id, { holder_name: '=cmd|calc', verified: true });
    provider.clock.advanceSeconds(91);
    const otp = await withdrawalOtp(provider, user, 'INR');
    await call(provider, 'POST', '/wallet/withdrawals', {
      bearer: user.token,
      body: { coin: 'INR', amount: '10', otp, idempotency_key: key() },
    });
    const csv = await call(provider, 'GET', '/wallet/history/export?type=withdrawals&days=1', {
      bearer: user.token,
    });
    const row = String(csv.body).split('\r\n')[1] as string;
    expect(row.split(',')[4]).toBe("'=cmd|calc · XXXXXXXXXX5678 · HDFC0000123");
  });
});
