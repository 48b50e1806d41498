// Concurrent money calls of one user, SMS-OTP and Google Authenticator alike: 20 withdrawals of the whole balance
// at once (exactly one goes through, the rest are refused on amount, none fails or deadlocks), then 20 instant buys
// at once (each answered, the balance exactly the funding minus what the answered orders say), books balanced.
import { randomUUID } from 'node:crypto';
import { toMinorUnits } from '@sikka/shared/money/amount';
import { totpCode } from '../../../provider/src/platform/otp/totp.ts';
import {
  allOrders,
  booksBalanced,
  devUser,
  latestCode,
  type ProviderCaller,
  signInToProvider,
} from '../clients.ts';
import { row, type Scenario } from '../scenario.ts';

const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const AT_ONCE = 20;

async function withdrawalCode(
  caller: ProviderCaller,
  providerUrl: string,
  mobile: string,
  totp: string | null,
) {
  // The authenticator's next step (one either side is accepted; signing in used the one before).
  if (totp) return totpCode(totp, new Date(Date.now() + 30_000));
  await caller.post('/wallet/withdrawals/otp', { coin: 'USDT' });
  return latestCode(providerUrl, mobile);
}

export const concurrentMoney: Scenario = {
  name: 'concurrent money calls',
  async run(stack) {
    const rows = [];
    for (const kind of ['SMS OTP', 'Google Authenticator'] as const) {
      const user = await devUser(stack.providerUrl, {
        totp: kind === 'Google Authenticator',
        funds: { USDT: '100', INR: '100000' },
      });
      const secret = user.totpSecret;
      const caller = await signInToProvider(
        stack.providerUrl,
        user,
        secret ? () => totpCode(secret, new Date(Date.now() - 30_000)) : undefined,
      );
      const otp = await withdrawalCode(caller, stack.providerUrl, user.mobile, secret);
      const started = performance.now();
      const withdrawals = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          caller.post('/wallet/withdrawals', {
            idempotency_key: randomUUID(),
            coin: 'USDT',
            amount: '100',
            address: ETH_ADDRESS,
            otp,
          }),
        ),
      );
      const slowest = performance.now() - started;
      const created = withdrawals.filter((answer) => answer.status === 201).length;
      const refusedOnAmount = withdrawals.filter(
        (answer) =>
          answer.status === 422 &&
          JSON.stringify((answer.body as { error?: { errors?: unknown } }).error?.errors ?? {}).includes(
            'Insufficient balance',
          ),
      ).length;
      const failed = withdrawals.filter((answer) => answer.status >= 500 || answer.status === 0).length;
      rows.push(
        row(
          `${AT_ONCE} withdrawals at once, ${kind} user`,
          `${created} through, ${refusedOnAmount} refused on amount, ${failed} failed; all answered in ${Math.round(slowest)} ms`,
          created === 1 && refusedOnAmount === AT_ONCE - 1 && failed === 0,
        ),
      );

      const buys = await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          const quote = await caller.post('/instant/quotes', {
            coin: 'BTC',
            side: 'buy',
            unit: 'inr',
            amount: '1000',
          });
          if (quote.status !== 200 && quote.status !== 201) return quote;
          return caller.post('/instant/orders', {
            quote_id: (quote.body as { quote_id: string }).quote_id,
            idempotency_key: randomUUID(),
          });
        }),
      );
      const bought = buys.filter((answer) => answer.status === 200 || answer.status === 201);
      const buyFailures = buys.filter((answer) => answer.status >= 500 || answer.status === 0).length;
      const orders = await allOrders(caller);
      const spent = orders.reduce((sum, order) => sum + toMinorUnits(order.total, 'INR'), 0n);
      const wallet = (await caller.get('/v2/wallet')).body as { wallets: { INR: { available: string } } };
      const exact =
        toMinorUnits(wallet.wallets.INR.available, 'INR') === toMinorUnits('100000', 'INR') - spent;
      rows.push(
        row(
          `${AT_ONCE} instant buys at once, ${kind} user`,
          `${bought.length} bought, ${buyFailures} failed; ${orders.length} orders on record; rupees ${exact ? 'exact' : 'WRONG'}`,
          bought.length === AT_ONCE && buyFailures === 0 && orders.length === AT_ONCE && exact,
        ),
      );
    }
    const balanced = await booksBalanced(stack.providerUrl, stack.adminToken);
    rows.push(row('books after the concurrent calls', balanced ? 'balanced' : 'NOT balanced', balanced));
    return rows;
  },
};
