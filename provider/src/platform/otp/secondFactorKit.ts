// What the second-factor tests share (secondFactorDoors.test.ts, secondFactorPurposes.test.ts): their provider's
// settings, a funded verified person, signed-in calls, the codes sent, and an authenticator turned on at rest.
import { fixedMarket, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import {
  type CallResult,
  call,
  type OutboxEntry,
  readOutbox,
  type TestProvider,
  type TestProviderOptions,
} from '@sikka/tests/support/provider';
import { expect } from 'vitest';
import { cipherFor } from '../platform.ts';
import { newTotpSecret } from './totp.ts';

export const ADMIN = 'second-factor-test-admin-token-0123456789abcdef';

/** The provider each file starts: the operator's token, room for many sign-ins, and §6's declaration thresholds. */
export function secondFactorProvider(): TestProviderOptions {
  return {
    env: {
      ADMIN_TOKEN: ADMIN,
      AUTH_ATTEMPTS_PER_IP: '100000',
      DECLARATION_THRESHOLDS: '{"INR":"5000","BTC":"0.5","ETH":"5","USDT":"2500"}',
    },
    market: fixedMarket(),
  };
}

/** The helpers, on one file's provider. */
export function secondFactorKit(provider: TestProvider) {
  /** A verified person with a bank account and money for every door (and a name, for a merchant's checkout). */
  function person(name?: string): Promise<MoneyUser> {
    return moneyUser(provider, {
      bank: true,
      funds: { INR: '100000', BTC: '1' },
      ...(name ? { spec: { name } } : {}),
    });
  }

  const post = (who: { token: string }, path: string, body?: unknown) =>
    call(provider, 'POST', path, { bearer: who.token, ...(body === undefined ? {} : { body }) });

  /** Asks POST /request-otp for a signed-in purpose, past any earlier code's resend wait. */
  function requestOtp(who: { token: string }, type: number): Promise<CallResult> {
    provider.clock.advanceSeconds(91);
    return post(who, '/request-otp', { type });
  }

  /**
   * The newest code of a purpose sent to a mobile (or e-mail), and how many messages of that purpose it has had
   * (only that purpose: an event's notice may land at any moment after its event commits).
   */
  async function sent(to: string, purpose: number): Promise<{ code: string | undefined; count: number }> {
    const outbox: OutboxEntry[] = (await readOutbox(provider.url, to)).filter(
      (entry) => entry.purpose === purpose,
    );
    return { code: outbox[0]?.code, count: outbox.length };
  }

  /** Spends a code the way a door under test does before the one being walked (made while still an SMS user). */
  async function smsCode(who: MoneyUser, type: number): Promise<string> {
    const asked = await requestOtp(who, type);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    return (await sent(who.mobile, type)).code as string;
  }

  /**
   * Google Authenticator on, as the account holds it (ga_enabled and the sealed secret), without the enable call's
   * clean-up: the person's standing SMS codes stay, so the test shows that the check itself refuses them.
   */
  async function authenticatorOnAtRest(who: MoneyUser): Promise<string> {
    const secret = newTotpSecret();
    await provider.db
      .updateTable('users')
      .set({
        ga_enabled: 1,
        totp_secret: cipherFor(provider.config).seal('users.totp_secret', secret),
        totp_last_step: null,
      })
      .where('id', '=', who.id)
      .execute();
    return secret;
  }

  return { person, post, requestOtp, sent, smsCode, authenticatorOnAtRest };
}
