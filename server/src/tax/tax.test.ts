// The tax year through the BFF against the real provider: a person's report of the current financial year with their
// sale in it, a year before their account refused with §8's message (and a malformed one by the shared schema before
// any provider call), Schedule VDA as a CSV download with the session cookie, the cost they enter for deposited coins
// and its clearing, and the same report and CSV for an integrator's read key on the public API.
import { toMinorUnits } from '@sikka/shared/money/amount';
import { financialYearOf, TAX_YEAR_MESSAGES } from '@sikka/shared/tax/financialYear';
import { SCHEDULE_VDA_COLUMNS } from '@sikka/shared/tax/scheduleVda';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { key } from '@sikka/tests/support/money';
import { checkedFetch } from '@sikka/tests/support/openApiContract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiKeyOwner, signedRequests } from '../publicApi/publicApiKit.ts';

// Request lines logged, so a test can see that no provider call was made.
const stack = bffForFile({ env: { LOG_LEVEL: 'info' } });
// The public API's answers in this file are held to the OpenAPI document the BFF serves.
const contract = checkedFetch();
vi.stubGlobal('fetch', contract.fetch);
afterAll(() => {
  vi.unstubAllGlobals();
  expect(contract.problems).toEqual([]);
});

const thisYear = () => financialYearOf(stack.provider.clock.now()).label;
const csvHeader = SCHEDULE_VDA_COLUMNS.join(',');
/** A CSV's first line, with any byte-order mark dropped. */
const firstLine = async (answer: Response) => (await answer.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0];

describe('the tax report through the BFF', () => {
  it("answers the current year's report with the person's sale in it, newest year first", async () => {
    const { bff } = await stack.signedIn({ inr: '5000' });
    const buy = await bff.trpc.instant.quote.mutate({
      coin: 'ETH',
      side: 'buy',
      unit: 'inr',
      amount: '2000',
    });
    const bought = await bff.trpc.instant.execute.mutate({ quote_id: buy.quote_id, idempotency_key: key() });
    const sell = await bff.trpc.instant.quote.mutate({
      coin: 'ETH',
      side: 'sell',
      unit: 'coin',
      amount: bought.order.quantity,
    });
    await bff.trpc.instant.execute.mutate({ quote_id: sell.quote_id, idempotency_key: key() });

    const report = await bff.trpc.tax.report.query({ year: thisYear() });
    expect(report.year).toBe(thisYear());
    expect(report.years[0]).toBe(thisYear());
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({
      asset: 'ETH',
      kind: 'instant_sell',
      source: 'instant_buy',
      cost_known: true,
      taxed: true,
    });
    const eth = (amount: string) => toMinorUnits(amount, 'ETH');
    expect(eth(report.rows[0]?.quantity ?? '0')).toBe(eth(bought.order.quantity));
    expect(report.totals.transfers).toBe(1);
    expect(report.assets.find((asset) => asset.asset === 'ETH')?.transfers).toBe(1);
    expect(report.commission).toBeNull();
  });

  it('refuses a year before the account with §8 message', async () => {
    const { bff } = await stack.signedIn();
    const before = await failure(bff.trpc.tax.report.query({ year: '2019-20' }));
    expect(before.appError?.message).toBe(TAX_YEAR_MESSAGES.beforeAccount);
  });

  it('refuses a malformed year by the shared schema before any provider call, on the report and the CSV', async () => {
    const { bff, cookie } = await stack.signedIn();
    const providerCalls = () =>
      stack.logLines.filter((line) => line.includes('"provider call"') && line.includes('/tax/')).length;
    const before = providerCalls();
    const malformed = await failure(bff.trpc.tax.report.query({ year: 'last year' }));
    expect(malformed.appError?.kind).toBe('field');
    expect(malformed.appError?.fieldErrors.year?.[0]).toBe('Choose a financial year such as 2025-26');
    const csv = await fetch(`${stack.url}/media/tax/schedule-vda.csv?year=2025`, { headers: { cookie } });
    expect(csv.status).toBe(422);
    expect(providerCalls()).toBe(before);
  });

  it('downloads Schedule VDA as CSV with the session cookie, and refuses without one', async () => {
    const { cookie } = await stack.signedIn();
    const url = `${stack.url}/media/tax/schedule-vda.csv?year=${thisYear()}`;
    expect((await fetch(url)).status).toBe(401);
    const csv = await fetch(url, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="schedule-vda-${thisYear()}.csv"`,
    );
    expect(await firstLine(csv)).toBe(csvHeader);
  });

  it('takes the cost a person paid for deposited coins, recomputes, and clears back to the market value', async () => {
    const { bff } = await stack.signedIn({ btc: '0.01' });
    const before = await bff.trpc.tax.report.query({ year: thisYear() });
    const lot = before.unknown_costs.find((entry) => entry.asset === 'BTC');
    expect(lot).toMatchObject({ source: 'deposit', entered_cost: null });
    expect(toMinorUnits(lot?.quantity ?? '0', 'BTC')).toBe(1_000_000n);
    const lotId = lot?.lot_id as string;

    const entered = await bff.trpc.tax.enterCost.mutate({ lot_id: lotId, cost: '1234.50' });
    expect(entered).toEqual({ lot_id: lotId, entered_cost: '1234.50' });
    const after = await bff.trpc.tax.report.query({ year: thisYear() });
    expect(after.unknown_costs.find((entry) => entry.lot_id === lotId)?.entered_cost).toBe('1234.50');

    const cleared = await bff.trpc.tax.enterCost.mutate({ lot_id: lotId, cost: null });
    expect(cleared).toEqual({ lot_id: lotId, entered_cost: null });
    const refused = await failure(bff.trpc.tax.enterCost.mutate({ lot_id: lotId, cost: '12.345' }));
    expect(refused.appError?.fieldErrors.cost?.[0]).toBe('Enter the cost in rupees, up to two decimals');
  });
});

describe('the tax report on the public API', () => {
  it('refuses both without a signature', async () => {
    for (const path of ['report', 'schedule-vda']) {
      const unsigned = await fetch(`${stack.url}/api/v1/account/tax/${path}?year=${thisYear()}`);
      expect(unsigned.status, path).toBe(401);
    }
  });

  it('serves the report and Schedule VDA to a read key, and refuses a year before the account on its field', async () => {
    const { readKey } = await apiKeyOwner(stack);
    const signed = signedRequests(stack);
    const report = await signed(readKey, 'GET', `/api/v1/account/tax/report?year=${thisYear()}`);
    expect(report.status).toBe(200);
    expect(((await report.json()) as { year: string }).year).toBe(thisYear());
    const csv = await signed(readKey, 'GET', `/api/v1/account/tax/schedule-vda?year=${thisYear()}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await firstLine(csv)).toBe(csvHeader);
    const before = await signed(readKey, 'GET', '/api/v1/account/tax/report?year=2019-20');
    expect(before.status).toBe(422);
    expect(
      ((await before.json()) as { error: { errors: Record<string, string[]> } }).error.errors.year,
    ).toEqual([TAX_YEAR_MESSAGES.beforeAccount]);
  });
});
