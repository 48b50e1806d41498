// Money through the BFF against the real provider: balances, a UPI deposit with its payment step, an instant buy
// whose retry executes once, the §6 refusal, 100 racing withdrawals of one balance, live balances, CSV export.
import { randomUUID } from 'node:crypto';
import { bffForFile, type SignInOptions } from '@sikka/tests/support/bff';
import { bffSocket, failure } from '@sikka/tests/support/bffClient';
import { fundUser, latestOtp } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { describe, expect, it } from 'vitest';

const stack = bffForFile();
const signedIn = (options?: SignInOptions) => stack.signedIn(options);

describe('money through the BFF', () => {
  it('deposits ₹10,000 by UPI through the payment step, then buys BTC once however often Confirm is retried', async () => {
    const { bff } = await signedIn();
    const { payment } = await bff.trpc.wallet.deposit.mutate({
      coin: 'INR',
      amount: '10000',
      channel: 'UPI',
      idempotency_key: randomUUID(),
    });
    expect(payment).toMatchObject({ amount: '10000.00', channel: 'UPI' });
    await bff.trpc.wallet.simulatePayment.mutate({ payment_id: payment.payment_id });
    await until(async () => {
      const { wallets } = await bff.trpc.wallet.balances.query();
      return wallets.INR.available === '10000.00';
    });

    const quote = await bff.trpc.instant.quote.mutate({
      coin: 'BTC',
      side: 'buy',
      unit: 'inr',
      amount: '5000',
    });
    const key = randomUUID();
    const orders = await Promise.all(
      [1, 2, 3].map(() =>
        bff.trpc.instant.execute.mutate({ quote_id: quote.quote_id, idempotency_key: key }),
      ),
    );
    expect(new Set(orders.map((o) => o.order.id)).size).toBe(1);
    expect(orders[0]?.order).toMatchObject({ quantity: quote.quantity, total: quote.total });
    const { wallets } = await bff.trpc.wallet.balances.query();
    const spent = (BigInt(wallets.INR.available.replace('.', '')) - 10000_00n) * -1n;
    expect(spent).toBe(BigInt(quote.total.replace('.', '')));
    expect(wallets.BTC.available).toBe(quote.quantity);
    const history = await bff.trpc.wallet.orderHistory.query({ days: 1, page: 1 });
    expect(history).toMatchObject({ total: 1, per_page: 4 });
  });

  it('§6 an unverified user is refused with its message instead of buying', async () => {
    const { bff } = await signedIn({ state: 'unverified' });
    const quote = await bff.trpc.instant.quote.mutate({
      coin: 'ETH',
      side: 'buy',
      unit: 'inr',
      amount: '1000',
    });
    const refused = await failure(
      bff.trpc.instant.execute.mutate({ quote_id: quote.quote_id, idempotency_key: randomUUID() }),
    );
    expect(refused.appError).toMatchObject({
      kind: 'message',
      message: 'Please verify your profile to perform this action',
    });
  });

  it('100 simultaneous withdrawals of the whole balance through the BFF: exactly one succeeds, the rest refused cleanly', async () => {
    const { bff, mobile } = await signedIn({ inr: '5000', bank: true });
    await bff.trpc.wallet.requestWithdrawalOtp.mutate({ coin: 'INR' });
    const otp = await latestOtp(stack.provider.url, mobile);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        bff.trpc.wallet.withdraw.mutate({ coin: 'INR', amount: '5000', otp, idempotency_key: randomUUID() }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = await Promise.all(
      results
        .filter((r) => r.status === 'rejected')
        .map((r) => failure(Promise.reject((r as PromiseRejectedResult).reason))),
    );
    for (const refusal of refusals) {
      expect(refusal.code).not.toBe('INTERNAL_SERVER_ERROR');
      expect(refusal.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'amount' } });
    }
    const { wallets } = await bff.trpc.wallet.balances.query();
    expect(wallets.INR).toMatchObject({ available: '0.00', locked: '5000.00' });
  }, 60_000);

  it('pushes balance changes to the user over the private channel, opened with the session cookie', async () => {
    const { bff, user } = await signedIn({ inr: '100' });
    const cookie = [...bff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = bffSocket(stack.url, { cookie });
    const ws = socket.trpc;
    const seen: string[] = [];
    const subscription = ws.wallet.onBalances.subscribe(undefined, {
      onData: (frame) => {
        if (frame.type === 'snapshot' || frame.type === 'update') seen.push(frame.data.wallets.INR.available);
      },
    });
    await until(() => seen.length > 0);
    await fundUser(stack.provider.url, user.id, 'INR', '250');
    await until(() => seen.includes('350.00'));
    subscription.unsubscribe();
    await socket.close();
  });

  it('exports the history as CSV with the session cookie, and refuses without one', async () => {
    const { bff } = await signedIn({ inr: '1234.5' });
    const cookie = [...bff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csv = await fetch(`${stack.url}/media/history.csv?type=deposits&days=7`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="sikka-deposits-7d.csv"/);
    const text = await csv.text();
    expect(text.split('\n')[0]).toMatch(/amount/i);
    expect(text).toContain('1234.50');
    expect((await fetch(`${stack.url}/media/history.csv?type=deposits&days=7`)).status).toBe(401);
    expect(
      (await fetch(`${stack.url}/media/history.csv?type=deposits&days=3`, { headers: { cookie } })).status,
    ).toBe(422);
  });
});
