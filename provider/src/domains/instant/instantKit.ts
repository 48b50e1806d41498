// What the instant tests share (instantQuotes.test.ts, instantOrders.test.ts): their provider's settings, and a
// person's quote, execution and wallet calls.
import type { Coin } from '@sikka/shared/constants';
import { walletResponseSchema } from '@sikka/shared/wallet/schemas';
import { fixedMarket, key, type MoneyUser } from '@sikka/tests/support/money';
import { call, type TestProvider, type TestProviderOptions } from '@sikka/tests/support/provider';

export const ADMIN_TOKEN = 'instant-test-admin-token-0123456789abcdef';

/** The provider each file starts: room for many sign-ins, the operator's token, and a market fixed to the paisa. */
export function instantProvider(): TestProviderOptions {
  return { env: { AUTH_ATTEMPTS_PER_IP: '10000', ADMIN_TOKEN }, market: fixedMarket() };
}

export type Side = 'buy' | 'sell';
export type Unit = 'inr' | 'coin';

/** The calls, on one file's provider. */
export function instantKit(provider: TestProvider) {
  async function quote(user: MoneyUser, coin: Coin, side: Side, unit: Unit, amount: string) {
    return call(provider, 'POST', '/instant/quotes', {
      bearer: user.token,
      body: { coin, side, unit, amount },
    });
  }

  async function execute(user: MoneyUser, quoteId: string, idempotencyKey = key()) {
    return call(provider, 'POST', '/instant/orders', {
      bearer: user.token,
      body: { quote_id: quoteId, idempotency_key: idempotencyKey },
    });
  }

  async function wallets(user: MoneyUser) {
    return walletResponseSchema.parse(
      (await call(provider, 'GET', '/v2/wallet', { bearer: user.token })).body,
    ).wallets;
  }

  return { quote, execute, wallets };
}
