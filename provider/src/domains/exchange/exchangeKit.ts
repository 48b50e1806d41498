// What the exchange's HTTP tests share (exchange.test.ts, exchangeRecovery.test.ts): two funded traders on a provider
// with a market fixed to the paisa, their order and wallet calls, and the books' balance.
import { fixedMarket, key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, startTestProvider, type TestProvider } from '@sikka/tests/support/provider';
import { expect } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';

/** A provider with two traders, each with ₹1,00,00,000 and 10 BTC. */
export async function tradingFloor(): Promise<{ provider: TestProvider; alice: MoneyUser; bob: MoneyUser }> {
  const provider = await startTestProvider({ market: fixedMarket() });
  const [alice, bob] = await Promise.all([
    moneyUser(provider, { funds: { INR: '10000000', BTC: '10' } }),
    moneyUser(provider, { funds: { INR: '10000000', BTC: '10' } }),
  ]);
  return { provider, alice, bob };
}

/** The calls, on the file's provider (read when called: a test may restart it). */
export function exchangeCalls(providerOf: () => TestProvider) {
  const order = (user: MoneyUser, body: Record<string, unknown>) =>
    call(providerOf(), 'POST', '/exchange/orders', {
      bearer: user.token,
      body: { idempotency_key: key(), coin: 'BTC', base_coin: 'INR', ...body },
    });

  async function wallet(user: MoneyUser) {
    const { body } = await call(providerOf(), 'GET', '/v2/wallet', { bearer: user.token });
    return (body as { wallets: Record<string, { available: string; locked: string }> }).wallets;
  }

  async function balanced() {
    expect(booksBalance(await checkInvariants(providerOf().db))).toBe(true);
  }

  return { order, wallet, balanced };
}
