// Helpers of the money tests: a market that stands still, a signed-in user with the verification,
// bank account and funds a test needs, and a withdrawal's OTP from the dev outbox.
import { randomUUID } from 'node:crypto';
import type { Coin } from '@sikka/shared/constants';
import type { MarketFeed, MidPrice } from '../../provider/src/domains/market/simulator.ts';
import { totpCode } from '../../provider/src/platform/otp/totp.ts';
import {
  addBankAccount,
  call,
  createUser,
  type DevUserRequest,
  fundUser,
  latestOtp,
  signIn,
  type TestProvider,
} from './provider.ts';

/** Round mid prices, so quotes are easy to check by hand: ₹90,00,000 a BTC, ₹3,20,000 an ETH, ₹88.50 a USDT. */
export const FIXED_MIDS: Record<Coin, bigint> = { BTC: 90_00_000_00n, ETH: 3_20_000_00n, USDT: 88_50n };

/** A market feed whose prices never move (paise), for exact quotes. */
export function fixedMarket(mids: Record<Coin, bigint> = FIXED_MIDS): MarketFeed {
  const current = Object.fromEntries(
    Object.entries(mids).map(([coin, mid]) => [coin, { now: mid, dayAgo: mid } satisfies MidPrice]),
  ) as Record<Coin, MidPrice>;
  return { current: () => current, onTick: () => () => {}, start() {}, stop() {} };
}

export interface MoneyUser {
  id: number;
  token: string;
  mobile: string;
  totpSecret: string | null;
}

/**
 * A signed-in user (verified unless the spec says otherwise), optionally with a verified bank account and
 * funds (each a completed deposit with its ledger entry, e.g. `{INR: '10000.00', BTC: '0.5'}`).
 */
export async function moneyUser(
  provider: TestProvider,
  options: { spec?: DevUserRequest; bank?: boolean; funds?: Record<string, string> } = {},
): Promise<MoneyUser> {
  const created = await createUser(provider.url, { state: 'verified', ...options.spec });
  const mobile = created.mobile_number as string;
  if (options.bank) await addBankAccount(provider.url, created.id);
  for (const [asset, amount] of Object.entries(options.funds ?? {}))
    await fundUser(provider.url, created.id, asset, amount);
  const token = created.totp_secret
    ? await signInWithAuthenticator(provider, mobile, created.totp_secret)
    : (await signIn(provider, mobile)).token;
  return { id: created.id, token, mobile, totpSecret: created.totp_secret };
}

/** Login answered required '2FA': the authenticator code of the provider's clock completes it. */
async function signInWithAuthenticator(
  provider: TestProvider,
  mobile: string,
  secret: string,
): Promise<string> {
  const login = await call(provider, 'POST', '/auth/login', {
    body: { mobile_number: mobile, password: 'Demo@1234' },
  });
  if (login.body.required !== '2FA') throw new Error(`login answered ${JSON.stringify(login.body)}`);
  const verified = await call(provider, 'POST', '/auth/verify-otp', {
    body: { mobile_number: mobile, type: 1, otp: totpCode(secret, provider.clock.now()) },
  });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${JSON.stringify(verified.body)}`);
  return verified.body.token as string;
}

/** Asks for a withdrawal's OTP (POST /wallet/withdrawals/otp) and reads the code from the dev outbox. */
export async function withdrawalOtp(provider: TestProvider, user: MoneyUser, coin: string): Promise<string> {
  const asked = await call(provider, 'POST', '/wallet/withdrawals/otp', {
    bearer: user.token,
    body: { coin },
  });
  if (asked.status !== 200)
    throw new Error(`withdrawal OTP answered ${asked.status}: ${JSON.stringify(asked.body)}`);
  return latestOtp(provider.url, user.mobile);
}

/** A fresh idempotency key. */
export function key(): string {
  return randomUUID();
}
