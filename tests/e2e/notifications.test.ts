// The platform talks to its users, in Chromium against the real stack: a verified person deposits and is told at once
// (the §8 notification toast bottom right, the bell's marker), reads the message on /in/messages (marking it read
// clears the marker), reveals the first-deposit scratch card in its pop-up ('Click to view' → the reward, with the
// celebration) and finds the reward in the wallet; then A gifts ₹500 of BTC to B's number and B, in a second browser,
// sees it arrive live and claims it. Each new page also fits a 360 px phone. A person chooses what reaches them on
// /in/profile/notifications — rewards out of the app, transactions by SMS, by keyboard, each saved with a toast and a
// failure put back — and a deposit then texts them while its scratch card neither pops up, nor is a message, nor
// marks the bell.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { formatInr, fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { outsideText, PREFERENCE_MESSAGES } from '@sikka/shared/notifications/preferences';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { addBankAccount, fundUser, newestCode, outboxWhen, readOutbox } from '../support/provider.ts';

const journey = journeyForFile({ name: 'notifications', viewport: { width: 1280, height: 900 } });

const marker = (page: Page) => page.getByTestId('bell-marker');

async function fitsPhone(page: Page, path: string, heading: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, `${path} at 360 px`).toBeLessThanOrEqual(0);
}

describe('messages, notifications, rewards and gifts', () => {
  it('a deposit is told live; its message is read; the first-deposit scratch card is revealed into the wallet', async () => {
    const page = await journey.openPage('deposit-told');
    const user = await journey.signInNewUser(page, { state: 'verified' });
    await addBankAccount(journey.provider.url, user.id);
    await page.goto('/in/wallet/deposit');
    expect(await marker(page).count()).toBe(0);

    await page.getByLabel('Amount (INR)').fill('1000');
    await page.getByRole('radio', { name: 'UPI' }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Pay ₹1,000.00' }).click();
    await page.getByRole('heading', { name: 'Deposit complete' }).waitFor();

    // §8 the notification toast, bottom right; the bell's marker, live.
    const toast = page.getByTestId('event-toast').filter({ hasText: '₹1,000.00' });
    await toast.waitFor();
    // A screen reader hears the title and the body as two sentences, not run together.
    expect(await toast.textContent()).toContain('Deposit credited. ₹1,000.00 has been added');
    expect(
      await toast.evaluate((node) => node.closest('[data-sonner-toaster]')?.getAttribute('data-y-position')),
    ).toBe('bottom');
    await marker(page).waitFor();

    // §2 the scratch-card pop-up: 'Click to view' → 'Fetching your reward' → the reward and the celebration.
    const popup = page.getByRole('dialog', { name: 'Scratch Card' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Click to view' }).click();
    await popup.locator('.scratch-card[data-state="revealed"]').waitFor();
    const won = /^You won ([\d.]+) BTC$/.exec(
      (await popup.locator('.scratch-card__reward').textContent()) ?? '',
    );
    expect(won, 'the first-deposit card is BTC').not.toBeNull();
    await page.locator('canvas.celebration[data-particles="200"]').waitFor({ state: 'attached' });
    await popup.getByRole('button', { name: 'Close' }).click();

    // The message is on /in/messages; marking it (and the card's) read clears the marker.
    await page.goto('/in/messages');
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.getByText('₹1,000.00', { exact: false }).first().waitFor();
    expect(await messages.locator('[data-unread]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => messages.locator('[data-unread]').count()).toBe(0);
    await expect.poll(() => marker(page).count()).toBe(0);

    // The reward is in the wallet, and in the rewards history as revealed.
    await page.goto('/in/more/rewards');
    await page.getByRole('list', { name: 'Reward history' }).getByText('Revealed', { exact: true }).waitFor();
    await page.getByText('No scratch cards waiting').waitFor();
    await page.goto('/in/wallet');
    await page.getByRole('heading', { name: 'Your balances' }).waitFor();
    const btcRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /BTC/ }) });
    await expect
      .poll(async () => (await btcRow.getByRole('cell').allTextContents()).join(' '))
      .toContain(won?.[1]);

    await fitsPhone(page, '/in/messages', 'Messages');
    await fitsPhone(page, '/in/more/rewards', 'Rewards');
    await fitsPhone(page, '/in/profile/notifications', 'Notifications');
    await fitsPhone(page, '/in/giftings', 'Gift a Coin');
  });

  it('A gifts ₹500 of BTC to B’s number with the OTP; B sees it arrive live and claims it', async () => {
    const pageA = await journey.openPage('gift-sender');
    const a = await journey.signInNewUser(pageA, { state: 'verified' });
    await fundUser(journey.provider.url, a.id, 'INR', '10000');
    const pageB = await journey.openPage('gift-recipient');
    const b = await journey.signInNewUser(pageB, { state: 'verified' });
    await pageB.goto('/in/giftings');
    await pageB.getByText('No gifts received yet').waitFor();

    await pageA.goto('/in/giftings');
    const form = pageA.getByRole('form', { name: 'Send a gift' });
    await form.getByRole('radio', { name: 'BTC' }).check();
    await form.getByLabel('Amount in rupees').fill('500');
    await form.getByLabel("Recipient's mobile number").fill(b.mobile_number as string);
    await form.getByLabel('Message (optional)').fill('Happy Diwali!');
    await form.getByRole('button', { name: 'Review gift' }).click();
    const confirm = pageA.getByRole('dialog', { name: 'Confirm gift' });
    // Every line before the code, the fee and GST among them; the total is what leaves the rupees.
    await confirm.getByText('GST on the fee').waitFor();
    const total = (await confirm.locator('.data-list__row--total dd').textContent()) ?? '';
    const paid = toMinorUnits(total.replace(/[₹,]/g, ''), 'INR');
    expect(paid).toBeGreaterThan(500_00n);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const otp = pageA.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await otp
      .getByLabel('Enter OTP')
      .fill(await newestCode(journey.provider.url, a.mobile_number as string, OTP_PURPOSE.transaction));
    await otp.getByRole('button', { name: 'Continue' }).click();
    const sent = pageA.getByRole('list', { name: 'Gifts sent' });
    await sent.getByText('Waiting to be claimed').waitFor();
    await pageA
      .getByText(`Available: ${formatInr(fromMinorUnits(10_000_00n - paid, 'INR'), { symbol: true })}`)
      .waitFor();

    // B, without a reload: the toast, and the gift in Received, ready to claim.
    await pageB.getByTestId('event-toast').first().waitFor();
    const received = pageB.getByRole('list', { name: 'Gifts received' });
    await received.getByText('Happy Diwali!').waitFor();
    await received.getByRole('button', { name: 'Claim' }).click();
    await received.getByText('Claimed', { exact: true }).waitFor();

    // A is told, live, and the sent gift says so.
    await sent.getByText('Claimed', { exact: true }).waitFor();
  });

  it('rewards out of the app and transactions by SMS, chosen on the page: a deposit texts, its card stays quiet', async () => {
    const page = await journey.openPage('preferences');
    const user = await journey.signInNewUser(page, { state: 'verified' });
    const mobile = user.mobile_number as string;
    await addBankAccount(journey.provider.url, user.id);
    await page.goto('/in/profile/notifications');
    const table = page.getByRole('table', { name: /Notification preferences/ });
    const toggle = (name: string) => table.getByRole('switch', { name, exact: true });
    const saved = () => page.getByText(PREFERENCE_MESSAGES.saved).first().waitFor();

    // Security and transactions are always in the app: shown on, and they cannot be moved.
    for (const locked of ['Security by in-app', 'Transactions by in-app']) {
      expect(await toggle(locked).getAttribute('aria-checked')).toBe('true');
      expect(await toggle(locked).isDisabled()).toBe(true);
    }
    // No e-mail address on the account: e-mail waits for one.
    expect(await toggle('Offers by e-mail').isDisabled()).toBe(true);

    // Rewards out of the app, by keyboard; transactions by SMS off and on again.
    expect(await toggle('Rewards by in-app').getAttribute('aria-checked')).toBe('true');
    await toggle('Rewards by in-app').focus();
    await page.keyboard.press('Space');
    await saved();
    await toggle('Transactions by SMS').click();
    await expect.poll(() => toggle('Transactions by SMS').getAttribute('aria-checked')).toBe('false');
    await page.reload();
    await expect.poll(() => toggle('Rewards by in-app').getAttribute('aria-checked')).toBe('false');
    expect(await toggle('Transactions by SMS').getAttribute('aria-checked')).toBe('false');

    // A change that fails is put back, and the failure is told.
    const setPreference = (url: URL) => url.pathname.includes('notifications.setPreference');
    await page.route(setPreference, (route) => route.abort());
    await toggle('Offers by SMS').click();
    await page.locator('[data-sonner-toast][data-type="error"]').first().waitFor();
    await expect.poll(() => toggle('Offers by SMS').getAttribute('aria-checked')).toBe('false');
    await page.unroute(setPreference);

    await toggle('Transactions by SMS').click();
    await expect.poll(() => toggle('Transactions by SMS').getAttribute('aria-checked')).toBe('true');
    await saved();

    // The effect: the deposit is told in the app and by SMS; its scratch card is earned without a word.
    await page.goto('/in/wallet/deposit');
    await page.getByLabel('Amount (INR)').fill('1000');
    await page.getByRole('radio', { name: 'UPI' }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Pay ₹1,000.00' }).click();
    await page.getByRole('heading', { name: 'Deposit complete' }).waitFor();
    await page.getByTestId('event-toast').filter({ hasText: '₹1,000.00' }).waitFor();
    const depositSms = outsideText('transactions', 'Deposit credited');
    await outboxWhen(journey.provider.url, mobile, (sent) => sent.some((entry) => entry.text === depositSms));

    await page.goto('/in/more/rewards');
    await page.getByRole('list', { name: 'Scratch cards' }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('dialog', { name: 'Scratch Card' }).count()).toBe(0);
    await page.goto('/in/messages');
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.getByText('₹1,000.00', { exact: false }).first().waitFor();
    expect(await messages.getByText('You won a scratch card').count()).toBe(0);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    // The card waits in Rewards, but the bell is not marked for it.
    await expect.poll(() => marker(page).count()).toBe(0);
    expect((await readOutbox(journey.provider.url, mobile)).filter((entry) => entry.code === '')).toEqual([
      expect.objectContaining({ channel: 'sms', text: depositSms }),
    ]);
  });
});
