// Sub-brokers in Chromium: a verified person applies on /in/sub-broker (business name, PAN, GST number), an operator
// approves with ADMIN_TOKEN, the Sub-Broker entry appears in the left menu and the page becomes the dashboard; they
// invite a second person by mobile number, who accepts with the sub-broker OTP (9) in 'Secondary Password (OTP)'
// and then appears in the clients table. A normal user's page offers the application and shows no refusal. The
// client buys BTC; the sub-broker starts a ₹500 withdrawal for them, confirmed with the code sent to the client (11),
// and the month's statement shows the buy with the commission it earned and the withdrawal, downloadable as CSV.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { gstinCheckChar } from '@sikka/shared/invoice/rules';
import { recentMonths } from '@sikka/shared/subBroker/statement';
import { describe, expect, it } from 'vitest';
import { closeScratchCard, journeyForFile } from '../support/journey.ts';
import { checkFit } from '../support/pageFit.ts';
import { addBankAccount, fundUser, newestCode } from '../support/provider.ts';

const ADMIN_TOKEN = 'sub-broker-journey-admin-token-0123456789abcdef';
// Commissions swept every half second, so the client's trade has earned its share by the time the page looks.
const journey = journeyForFile({
  name: 'sub-broker',
  provider: { ADMIN_TOKEN, SUB_BROKER_COMMISSION_SWEEP_MS: '500' },
});

const PAN = 'ASHAT1234K';
const GSTIN = `27${PAN}1Z${gstinCheckChar(`27${PAN}1Z`)}`;

describe('sub-brokers: apply, approval, a client by invitation, a client withdrawal', () => {
  it('applies, is approved, invites a client who accepts with the OTP, trades, withdraws with their code; the statement shows both', async () => {
    const page = await journey.openPage('sub-broker');
    const asha = await journey.signInNewUser(page, { state: 'verified' });
    await page.goto('/in/sub-broker');
    await page.getByRole('heading', { name: 'Sub Broker', level: 1 }).waitFor();
    const quickMenu = page.getByRole('navigation', { name: 'Quick menu' });
    expect(await quickMenu.getByRole('link', { name: 'Sub-Broker' }).count()).toBe(0);

    // A bad checksum is refused on its input before anything is sent.
    const form = page.getByRole('form', { name: 'Apply to become a sub-broker' });
    await form.getByLabel('Business name').fill('Asha Traders');
    await form.getByLabel('PAN of the business or its owner').fill(PAN);
    await form.getByLabel('GST number').fill(`${GSTIN.slice(0, 14)}${GSTIN[14] === 'A' ? 'B' : 'A'}`);
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.getByText('Enter a valid GST number').waitFor();
    await form.getByLabel('GST number').fill(GSTIN);
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Your application is being reviewed').first().waitFor();

    const approved = await fetch(`${journey.provider.url}/admin/sub-brokers/${asha.id}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(approved.status).toBe(200);
    const { code } = (await approved.json()) as { code: string };

    await page.reload();
    await quickMenu.getByRole('link', { name: 'Sub-Broker' }).waitFor();
    await page.getByText(code).waitFor();
    await page.getByText('No clients yet').waitFor();

    // The second person: a normal user sees the application form and no refusal.
    const clientPage = await journey.openPage('sub-broker-client');
    const bina = await journey.signInNewUser(clientPage, { state: 'verified', name: 'Bina Rao' });
    await fundUser(journey.provider.url, bina.id, 'INR', '1200');
    await clientPage.goto('/in/sub-broker');
    await clientPage.getByRole('form', { name: 'Apply to become a sub-broker' }).waitFor();
    expect(await clientPage.getByText('You are not a sub-broker').count()).toBe(0);

    const invite = page.getByRole('form', { name: 'Invite a client' });
    await invite.getByLabel("Client's mobile number").fill(bina.mobile_number as string);
    await invite.getByRole('button', { name: 'Invite' }).click();
    const table = page.getByRole('table', { name: 'Your clients' });
    await table.getByText(`XXXXXX${(bina.mobile_number as string).slice(-4)}`).waitFor();

    await clientPage.reload();
    const invitations = clientPage.getByRole('list', { name: 'Invitations' });
    await invitations.getByText('Asha Traders').waitFor();
    await invitations.getByRole('button', { name: 'Accept' }).click();
    const otp = clientPage.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await otp.waitFor();
    const sent = await newestCode(journey.provider.url, bina.mobile_number as string, OTP_PURPOSE.subBroker);
    await otp.getByLabel('Enter OTP').fill(sent);
    await otp.getByRole('button', { name: 'Continue' }).click();
    await otp.waitFor({ state: 'detached' });
    await clientPage.getByText('Your sub-broker').waitFor();

    await page.reload();
    const row = page.getByRole('table', { name: 'Your clients' }).getByRole('row', { name: /Bina Rao/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Verified');
    expect(await row.textContent()).toContain('1,200');

    // The client trades: an instant buy of BTC for ₹1,000.
    await fundUser(journey.provider.url, bina.id, 'INR', '3800');
    await addBankAccount(journey.provider.url, bina.id);
    await clientPage.goto('/in/bitcoin');
    await clientPage.getByRole('tab', { name: 'Buy' }).click();
    await clientPage.getByRole('radio', { name: 'INR' }).check();
    await clientPage.getByLabel('Amount', { exact: true }).fill('1000');
    await clientPage.getByRole('button', { name: 'Buy BTC' }).click();
    const order = clientPage.getByRole('dialog', { name: 'Order Confirmation' });
    await order.getByRole('button', { name: 'Confirm' }).click();
    await clientPage.getByRole('heading', { name: 'Purchase complete' }).waitFor();
    await closeScratchCard(clientPage);

    // The sub-broker starts a withdrawal of ₹500 for the client; the client's code confirms it.
    await page.reload();
    const withdraw = page.getByRole('form', { name: 'Withdraw for a client' });
    const binaLabel = `Bina Rao (XXXXXX${(bina.mobile_number as string).slice(-4)})`;
    await withdraw.getByLabel('Client').selectOption({ label: binaLabel });
    await withdraw.getByLabel('Amount').fill('500');
    await withdraw.getByRole('button', { name: 'Review withdrawal' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm client withdrawal' });
    await confirm.getByText("A code we send to the client's mobile").waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const clientCode = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await clientCode.waitFor();
    const withdrawalCode = await newestCode(
      journey.provider.url,
      bina.mobile_number as string,
      OTP_PURPOSE.subBrokerWithdraw,
    );
    await clientCode.getByLabel('Enter OTP').fill(withdrawalCode);
    await clientCode.getByRole('button', { name: 'Continue' }).click();
    await clientCode.waitFor({ state: 'detached' });
    const started = page
      .getByRole('table', { name: 'Client withdrawals' })
      .getByRole('row', { name: /Bina Rao/ });
    await started.waitFor();
    expect(await started.textContent()).toContain('₹500.00');
    // The month's statement for the client: the buy with its fee, GST and the sub-broker's commission on it.
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByTestId('commission-total').textContent();
      })
      .toMatch(/Total earned: ₹\d+\.\d{2} on 1 trade$/);
    const pick = page.getByRole('form', { name: 'Choose a statement' });
    await pick.getByLabel('Client').selectOption({ label: binaLabel });
    await pick.getByLabel('Period').selectOption(recentMonths(new Date())[0] as string);
    await pick.getByRole('button', { name: 'Show statement' }).click();
    const statement = page.getByTestId('statement');
    const buy = statement
      .getByRole('table', { name: 'Statement' })
      .getByRole('row')
      .filter({ hasText: 'Instant' });
    await buy.waitFor();
    const cells = (await buy.getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(cells.slice(1, 4)).toEqual(['Instant', 'BTC', 'Buy']);
    const earned = (await page.getByTestId('commission-total').textContent())?.match(/₹([\d.]+)/)?.[1];
    expect(cells[10]).toBe(earned);
    expect(await statement.getByTestId('statement-totals').textContent()).toContain(earned as string);
    // Under the trades, the withdrawal the sub-broker started for the client.
    const startedRows = statement.getByRole('table', { name: 'Withdrawals you started' }).getByRole('row');
    expect(await startedRows.nth(1).textContent()).toContain('500.00');
    const csv = await page.request.get(
      (await statement.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) as string,
    );
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const csvText = await csv.text();
    expect(csvText).toContain('Instant,BTC,Buy');
    expect(csvText).toContain('Total withdrawn,500.00');

    // The whole dashboard, statement open, passes axe-core and fits every width (its tables scroll in their own box).
    expect(await checkFit(page)).toEqual([]);
  });
});
