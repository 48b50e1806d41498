// The tax year in Chromium on the real stack: a person deposits coin, sells part of it instantly and sells more on
// the book, opens "Tax report" from their wallet history and finds the year as Schedule VDA — the deposit's cost
// marked as not known — enters what they paid and sees the rows recomputed, downloads the CSV their accountant
// files from (its rows the page's), prints the report to a PDF with nothing but the report on it, and a year before
// their account is refused in words.
import { readFileSync } from 'node:fs';
import { financialYearOf } from '@sikka/shared/tax/financialYear';
import { SCHEDULE_VDA_COLUMNS } from '@sikka/shared/tax/scheduleVda';
import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { fundUser, latestOtp } from '../support/provider.ts';

const journey = journeyForFile({ name: 'tax' });
const json = { 'content-type': 'application/json' };

/** The person's own provider session, as an integrator's script would hold it. */
async function providerToken(url: string, mobile: string, password: string): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const answer = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const parsed = (await answer.json()) as Record<string, unknown>;
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(parsed)}`);
    return parsed;
  };
  await post('/auth/login', { mobile_number: mobile, password });
  const verified = await post('/auth/verify-otp', {
    mobile_number: mobile,
    type: 1,
    otp: await latestOtp(url, mobile),
  });
  return verified.token as string;
}

async function trade(url: string, token: string, path: string, body: Record<string, unknown>) {
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ idempotency_key: crypto.randomUUID(), ...body }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as Record<string, unknown>;
}

describe('the tax year of a person who traded', () => {
  it('is Schedule VDA on the page and in the CSV, takes the cost they paid, prints, and refuses a year before them', async () => {
    const page = await journey.openPage('tax');
    const person = await journey.signInNewUser(page, { state: 'verified' });
    const url = journey.provider.url;
    await fundUser(url, person.id, 'BTC', '0.01');
    await fundUser(url, person.id, 'INR', '50000');
    const token = await providerToken(url, person.mobile_number as string, person.password);
    const quote = await fetch(`${url}/instant/quotes`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ coin: 'BTC', side: 'sell', unit: 'coin', amount: '0.004' }),
    });
    await trade(url, token, '/instant/orders', {
      quote_id: ((await quote.json()) as { quote_id: string }).quote_id,
    });

    await page.goto('/in/wallet/history');
    await page.getByRole('link', { name: 'Tax report' }).click();
    await page.waitForURL('**/in/wallet/tax');
    const year = financialYearOf(new Date()).label;
    await page.getByRole('heading', { name: `Tax report ${year}` }).waitFor();
    const taxed = page.getByRole('region', { name: 'Table: Taxed transfers' });
    await taxed.getByText('Instant sell').waitFor();
    expect(await taxed.getByText('cost not known').count()).toBeGreaterThan(0);

    // The CSV an accountant files from: Schedule VDA's columns, the sale's row, the total.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Schedule VDA (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`schedule-vda-${year}.csv`);
    const csv = readFileSync((await download.path()) as string, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toContain(SCHEDULE_VDA_COLUMNS[1]);
    expect(csv).toHaveLength(3);
    expect(csv[1]).toMatch(/^1,\d{2}\/\d{2}\/\d{4},\d{2}\/\d{2}\/\d{4},Capital Gain,/);
    expect(csv[1]).toContain('0.00400000');

    // What they paid for the deposit: ₹1,234.50 for 0.01 BTC, so the 0.004 sold cost ₹493.80.
    await page.getByLabel(/What you paid for 0\.01 BTC/).fill('1234.50');
    await page.getByRole('button', { name: 'Save cost' }).click();
    await page
      .getByRole('dialog', { name: 'Recompute the report?' })
      .getByRole('button', { name: 'Save and recompute' })
      .click();
    await page.getByText('You entered ₹1,234.50').waitFor();
    await taxed.getByText('₹493.80').waitFor();
    expect(await taxed.getByText('cost not known').count()).toBe(0);

    // Printed: the report alone, on paper.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Save cost' }).first().isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });

    // A year before the account: refused in words, with a way back.
    const [start] = year.split('-').map(Number) as [number];
    const before = `${start - 1}-${String(start % 100).padStart(2, '0')}`;
    await page.goto(`/in/wallet/tax?year=${before}`);
    await page.getByText('Your account did not exist in that financial year').waitFor();
  });
});
