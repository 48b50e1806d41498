// Money journeys (docs/requirements.md §2 wallet and instant routes, §4 order confirmation, §5 amounts, §6 verified-only,
// §9 precision, filters, pages and the 2FA note): the demo user deposits ₹10,000 by UPI through the payment step,
// buys BTC for ₹5,000, sells half of it, withdraws rupees with the OTP from the dev outbox, and every balance and
// history row shows the right amount; unverified and pending users see the §6 message instead of Buy; a
// withdrawal above the declaration threshold is held until its declaration form (§2 /in/profile/form) is signed.
import { DECLARATION_MESSAGES, DECLARATION_OTP_PURPOSE } from '@sikka/shared/declaration/declaration';
import { formatCoin, formatInr, fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { permissionMessages } from '@sikka/shared/user/verification';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bffQuery, DEMO } from '../support/browserSession.ts';
import { closeScratchCard, journeyForFile } from '../support/journey.ts';
import { addBankAccount, createUser, fundUser, latestOtp, newestCode } from '../support/provider.ts';

const LAPTOP = { width: 1366, height: 900 };
// The demo account's seed (provider/src/domains/dev/demoAccount.ts): ₹5,00,000 and 0.05 BTC.
const DEMO_INR = 5_00_000_00n;
const DEMO_BTC = 5_000_000n;

interface OrderRow {
  id: number;
  side: 'buy' | 'sell';
  coin: string;
  quantity: string;
  price: string;
  total: string;
  tds: string;
}
interface Paged<T> {
  data: T[];
  total: number;
}

// The withdrawal processor moves a request on every second, so the journey sees it complete. Withdrawals and
// deposits above ₹20,000 wait for their declaration.
const journey = journeyForFile({
  name: 'money',
  provider: {
    WITHDRAWAL_PROCESS_MS: '1000',
    DECLARATION_THRESHOLDS: '{"INR":"20000","BTC":"0.25","ETH":"5","USDT":"2500"}',
  },
  viewport: LAPTOP,
});

const inr = (paise: bigint) => formatInr(paise, { symbol: true });
const btc = (units: bigint) => `${formatCoin(units, 'BTC')} BTC`;

/** A definition list's figure by its label, inside a container. */
async function line(scope: ReturnType<Page['getByRole']>, label: string | RegExp): Promise<string> {
  const term = scope.getByRole('term').filter({ hasText: label });
  return ((await term.locator('xpath=following-sibling::dd').textContent()) ?? '').trim();
}

/** The balances table's row of an asset, as its cells' texts. */
async function balanceRow(page: Page, name: string): Promise<string[]> {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
  return (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
}

async function placeOrder(page: Page, side: 'Buy' | 'Sell', amount: string, unit: 'INR' | 'BTC') {
  await page.getByRole('tab', { name: side }).click();
  await page.getByRole('radio', { name: unit }).check();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  // The live preview shows every line before anything is asked.
  const preview = page.locator('.trade-preview');
  await preview
    .getByRole('term')
    .filter({ hasText: side === 'Buy' ? 'Total you pay' : 'Total you receive' })
    .waitFor();
  await page.getByRole('button', { name: `${side} BTC` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await dialog.waitFor();
  // §4: every line, the countdown, Cancel and Confirm.
  for (const label of ['Price per BTC', 'Quantity', 'Value', /^Platform fee/, /^GST on fee/]) {
    expect(await line(dialog, label)).toMatch(/\S/);
  }
  expect(await dialog.getByRole('term').filter({ hasText: /^TDS/ }).count()).toBe(side === 'Sell' ? 1 : 0);
  expect(await dialog.getByRole('timer').textContent()).toMatch(/^Price held for \d+ s$/);
  await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
  const shown = {
    quantity: await line(dialog, 'Quantity'),
    total: await line(dialog, side === 'Buy' ? 'Total you pay' : 'Total you receive'),
  };
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: side === 'Buy' ? 'Purchase complete' : 'Sale complete' }).waitFor();
  expect(await dialog.count()).toBe(0);
  return shown;
}

describe('the money journey in the browser', () => {
  it('deposit ₹10,000 by UPI, buy BTC for ₹5,000, sell half, withdraw with OTP; balances and history agree', async () => {
    const page = await journey.openPage('journey');
    await journey.signIn(page);

    // ——— balances before ———
    await page.goto('/in/wallet');
    await page.getByRole('heading', { name: 'Your balances' }).waitFor();
    await expect.poll(() => balanceRow(page, 'INR')).toContain(inr(DEMO_INR));
    expect(await balanceRow(page, 'BTC')).toContain(btc(DEMO_BTC));

    // ——— deposit ₹10,000 by UPI: amount and channel, the payment step, Pay, credited ———
    await page
      .getByRole('navigation', { name: 'Wallet sections' })
      .getByRole('link', { name: 'Deposit' })
      .click();
    await page.getByLabel('Amount (INR)').fill('10000');
    await page.getByRole('radio', { name: 'UPI' }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Pay to add rupees' }).waitFor();
    const step = page.locator('.wallet-step');
    expect(await line(step, 'Amount')).toBe('₹10,000.00');
    expect(await line(step, 'Pay by')).toBe('UPI');
    expect(await line(step, 'Pay to')).toMatch(/@/);
    expect(await line(step, 'Pay before')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.getByRole('button', { name: 'Pay ₹10,000.00' }).click();
    // A first deposit earns a scratch card, whose pop-up opens (tests/e2e/notifications.test.ts reveals one); it may
    // open before the result is found, and a modal hides the page beneath from its roles, so it is closed first.
    await closeScratchCard(page);
    await page.getByRole('heading', { name: 'Deposit complete' }).waitFor();
    const afterDeposit = DEMO_INR + 10_000_00n;
    await page.getByText(`Your INR balance is now ${inr(afterDeposit)}.`).waitFor();

    // ——— buy BTC for ₹5,000 ———
    await page.goto('/in/bitcoin');
    await expect
      .poll(() => page.locator('.trade-form__available strong').first().textContent())
      .toBe(inr(afterDeposit));
    const bought = await placeOrder(page, 'Buy', '5000', 'INR');
    // A first trade, instant or on the exchange, earns a scratch card too: its pop-up opens over the result.
    await closeScratchCard(page);
    let orders = await bffQuery<Paged<OrderRow>>(page, 'wallet.orderHistory', { days: 1, page: 1 });
    const buy = orders.data.find((order) => order.side === 'buy');
    if (!buy) throw new Error('no buy order in the history');
    const buyTotal = toMinorUnits(buy.total, 'INR');
    const boughtUnits = toMinorUnits(buy.quantity, 'BTC');
    expect(buyTotal).toBeLessThanOrEqual(5_000_00n);
    expect(bought).toEqual({ quantity: btc(boughtUnits), total: inr(buyTotal) });
    const result = page.locator('.order-result');
    expect(await result.getByText(`You bought ${btc(boughtUnits)}.`).count()).toBe(1);
    expect(await line(result, 'Order ID')).toBe(`#${buy.id}`);
    // The balances beside the result are the new ones.
    await page.getByRole('button', { name: 'New order' }).click();
    await expect
      .poll(() => page.locator('.trade-form__available strong').first().textContent())
      .toBe(inr(afterDeposit - buyTotal));

    // ——— sell half of it, in BTC ———
    const halfUnits = boughtUnits / 2n;
    const sold = await placeOrder(page, 'Sell', fromMinorUnits(halfUnits, 'BTC'), 'BTC');
    orders = await bffQuery<Paged<OrderRow>>(page, 'wallet.orderHistory', { days: 1, page: 1 });
    const sell = orders.data.find((order) => order.side === 'sell');
    if (!sell) throw new Error('no sell order in the history');
    const sellTotal = toMinorUnits(sell.total, 'INR');
    expect(toMinorUnits(sell.quantity, 'BTC')).toBe(halfUnits);
    expect(toMinorUnits(sell.tds, 'INR')).toBeGreaterThan(0n);
    expect(sold).toEqual({ quantity: btc(halfUnits), total: inr(sellTotal) });

    // ——— withdraw ₹1,000 to the bank account on file, with the OTP from the dev outbox ———
    await page.goto('/in/wallet/withdraw');
    await page.getByText('Demo User', { exact: false }).first().waitFor();
    expect(
      await page
        .getByText('after any change to your 2FA settings, withdrawals are blocked for 24 hours')
        .count(),
    ).toBe(1);
    const limits = page.locator('.wallet-form__limits');
    await expect.poll(() => line(limits, 'Daily limit')).toBe('₹10,00,000.00');
    await page.getByLabel('Amount (INR)').fill('1000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const otpDialog = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await otpDialog.waitFor();
    await otpDialog.getByLabel('Enter OTP').fill('000000');
    await otpDialog.getByRole('button', { name: 'Continue' }).click();
    // A wrong code is refused in the dialog; the right one goes through.
    await otpDialog.getByRole('alert').waitFor();
    await otpDialog.getByLabel('Enter OTP').fill(await latestOtp(journey.provider.url, DEMO.mobile));
    await otpDialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Withdrawal requested' }).waitFor();
    const withdrawal = page.locator('.wallet-step');
    expect(await line(withdrawal, 'Amount')).toBe('₹1,000.00');
    await expect.poll(() => line(withdrawal, 'Status'), { timeout: 15_000 }).toBe('Completed');

    // ——— a BTC address of the wrong shape is refused by the provider's §5 rule before any code is sent ———
    await page.goto('/in/wallet/withdraw?coin=BTC');
    await page.getByLabel('Amount (BTC)').fill('0.001');
    await page.getByLabel('Destination BTC address').fill('bc1-not-an-address');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Enter a valid BTC address', { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // ——— every balance ———
    const inrNow = afterDeposit - buyTotal + sellTotal - 1_000_00n;
    const btcNow = DEMO_BTC + boughtUnits - halfUnits;
    await page
      .getByRole('navigation', { name: 'Wallet sections' })
      .getByRole('link', { name: 'Balances' })
      .click();
    await expect
      .poll(() => balanceRow(page, 'INR'))
      .toEqual([inr(inrNow), inr(inrNow), inr(0n), inr(inrNow), expect.any(String)]);
    expect((await balanceRow(page, 'BTC')).slice(0, 3)).toEqual([btc(btcNow), btc(btcNow), btc(0n)]);

    // ——— every history row ———
    await page
      .getByRole('navigation', { name: 'Wallet sections' })
      .getByRole('link', { name: 'History' })
      .click();
    const history = page.getByRole('tabpanel');
    await history.getByRole('table', { name: 'Deposits' }).waitFor();
    await page.getByRole('radio', { name: 'Today' }).check();
    const upi = history.getByRole('row').filter({ hasText: 'UPI' });
    await expect.poll(() => upi.textContent()).toContain('₹10,000.00');
    expect(await upi.textContent()).toContain('Completed');
    // The seed's two deposits and ours: one page of 4, §2 long form.
    expect(await page.getByText('From 1 to 3 of 3').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/media/history.csv?type=deposits&days=1',
    );
    const csv = await page.request.get('/media/history.csv?type=deposits&days=1');
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain('10000.00');

    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    const withdrawn = page.getByRole('tabpanel').getByRole('row').filter({ hasText: '₹1,000.00' });
    await expect.poll(() => withdrawn.textContent()).toContain('Completed');
    expect(await page.getByText('From 1 to 1 of 1').count()).toBe(1);

    await page.getByRole('tab', { name: 'Orders' }).click();
    const rows = page.getByRole('tabpanel').getByRole('table', { name: 'Orders' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    const buyRow = rows.filter({ hasText: 'Buy' });
    const sellRow = rows.filter({ hasText: 'Sell' });
    expect(await buyRow.textContent()).toContain(btc(boughtUnits));
    expect(await buyRow.textContent()).toContain(inr(buyTotal));
    expect(await sellRow.textContent()).toContain(btc(halfUnits));
    expect(await sellRow.textContent()).toContain(inr(sellTotal));
    expect(await page.getByText('From 1 to 2 of 2').count()).toBe(1);

    // ——— the sale's tax invoice, printed alone (no site chrome on the page, §2) ———
    await sellRow.getByRole('link', { name: `Invoice of order ${sell.id}` }).click();
    const sheet = page.getByRole('article', { name: 'Tax Invoice' });
    await sheet.waitFor();
    expect(page.url()).toContain(`/in/invoice/instant/${sell.id}`);
    expect(await page.locator('.app-header, footer.footer, .left-menu').count()).toBe(0);
    const text = (await sheet.textContent()) ?? '';
    expect(text).toMatch(/Invoice no\.SI\d{4}-\d{8}/);
    expect(text).toContain('GSTIN: 29AAKCS4821M1ZS');
    expect(text).toContain(`TDS withheld (section 194S)${inr(toMinorUnits(sell.tds, 'INR'))}`);
    expect(text).toContain(`You received${inr(sellTotal)}`);
    await page.evaluate(() => {
      const scope = globalThis as unknown as { print: () => void; printed: number };
      scope.printed = 0;
      scope.print = () => {
        scope.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (globalThis as unknown as { printed: number }).printed)).toBe(1);
    // On paper only the invoice shows: the bar with Print is hidden, the sheet is not.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });

  it('§6: an unverified user sees the message instead of Buy; a pending one the support phone', async () => {
    const page = await journey.openPage('unverified');
    await journey.signInNewUser(page, { state: 'unverified' });
    await page.goto('/in/bitcoin');
    await page.getByLabel('Amount', { exact: true }).fill('5000');
    await page.getByText(permissionMessages.unverified).waitFor();
    expect(await page.getByRole('button', { name: 'Buy BTC' }).count()).toBe(0);
    // The live price and the preview are there all the same.
    await page.locator('.trade-preview').getByRole('term').filter({ hasText: 'Total you pay' }).waitFor();
    await page.context().close();

    const second = await journey.openPage('pending');
    await journey.signInNewUser(second, { state: 'pending' });
    await second.goto('/in/bitcoin');
    await second
      .getByText(/^Your documents are under verification/)
      .first()
      .waitFor();
    expect(await second.getByRole('button', { name: 'Buy BTC' }).count()).toBe(0);
    await second.goto('/in/wallet/deposit');
    await second
      .getByText(/^Your documents are under verification/)
      .first()
      .waitFor();
    expect(await second.getByRole('button', { name: 'Continue to payment' }).count()).toBe(0);
  });

  it('a visitor sees live prices and Log In in place of the action', async () => {
    const page = await journey.openPage('visitor');
    await page.goto('/in/ether');
    await page.getByText('Log in to buy or sell ETH.').waitFor();
    expect(await page.getByRole('link', { name: 'Log In' }).last().getAttribute('href')).toBe(
      '/in/home?type=login',
    );
    expect(await page.getByRole('button', { name: 'Buy ETH' }).count()).toBe(0);
  });
});

describe('the declaration form for a held withdrawal (§2 /in/profile/form, §4 declaration banner)', () => {
  it('₹30,000 is held; the banner and Important Notice! lead to the form; the signed form releases it', async () => {
    const user = await createUser(journey.provider.url, { state: 'verified' });
    const mobile = user.mobile_number as string;
    await addBankAccount(journey.provider.url, user.id);
    await fundUser(journey.provider.url, user.id, 'INR', '50000');
    const page = await journey.openPage('declaration');
    await journey.signIn(page, { mobile_number: mobile, password: user.password });

    await page.goto('/in/wallet/withdraw');
    await page.getByLabel('Amount (INR)').fill('30000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const otpDialog = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await otpDialog.waitFor();
    // Rupee withdrawals and declarations are both §9 transactions (purpose 8).
    const code = () => newestCode(journey.provider.url, mobile, DECLARATION_OTP_PURPOSE);
    await otpDialog.getByLabel('Enter OTP').fill(await code());
    await otpDialog.getByRole('button', { name: 'Continue' }).click();
    const withdrawal = page.locator('.wallet-step');
    // The 'Important Notice!' popup may already cover the page (its text, not its roles, is read here).
    await withdrawal.getByText('Withdrawal held', { exact: true }).waitFor();
    await withdrawal.getByText('Your withdrawal is held until you fill the declaration form.').waitFor();
    expect(await withdrawal.locator('.state-badge').textContent()).toBe('Held');

    // §4: the banner shows the held order, and its popup goes to the form.
    await page.getByText('Declatation Form Pending').waitFor();
    const notice = page.getByRole('dialog', { name: 'Important Notice!' });
    await notice.getByRole('button', { name: 'Fill form now' }).click();
    await page.waitForURL(/\/in\/profile\/form\?id=\d+&type=withdraw&amount=30000\.00&coin=INR$/);
    const order = page.getByRole('region', { name: 'Held order' });
    expect(await line(order, 'Amount')).toBe('₹30,000.00');
    expect(await page.getByText('Declatation Form Pending').count()).toBe(0);

    // Refusals stay on their fields until the form is whole.
    await page.getByRole('button', { name: 'Sign with OTP' }).click();
    await page.getByText(DECLARATION_MESSAGES.sourceRequired).waitFor();
    await page.getByText(DECLARATION_MESSAGES.declarationRequired).waitFor();
    await page.getByLabel('Source of funds').selectOption('Savings');
    await page.getByLabel('Purpose of this withdrawal').fill('Down payment for a flat');
    await page.getByLabel('I have read the declaration above and it is true').check();
    await page.getByRole('button', { name: 'Sign with OTP' }).click();
    await otpDialog.waitFor();
    await otpDialog.getByLabel('Enter OTP').fill(await code());
    await otpDialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(DECLARATION_MESSAGES.signedWithdraw).waitFor();
    await page.getByText('Declaration signed', { exact: true }).waitFor();

    // Released: no banner anywhere, and the bank's processor completes it.
    await page.goto('/in/wallet/history');
    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    const row = page.getByRole('tabpanel').getByRole('row').filter({ hasText: '₹30,000.00' });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Completed');
    expect(await page.getByText('Declatation Form Pending').count()).toBe(0);
  });
});
