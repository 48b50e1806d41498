// Test fixtures for sub-brokers on a test provider: an approved sub-broker, a client linked by the real invitation and
// OTP flow, the fills (instant orders, exchange trades) whose fees earn commissions, and each call on its own
// (subBrokerKit) for the tests of the steps themselves.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { gstinCheckChar } from '@sikka/shared/invoice/rules';
import { subBrokerStateSchema } from '@sikka/shared/subBroker/schemas';
import { expect } from 'vitest';
import { totpCode } from '../../provider/src/platform/otp/totp.ts';
import { key, type MoneyUser, moneyUser } from './money.ts';
import { call, newestCode, type TestProvider } from './provider.ts';

let pans = 0;
/** A fresh PAN and the GSTIN (state 27) that embeds it, with its right check character. */
export function business(prefix = 'ABCDE'): { pan: string; gstin: string } {
  pans += 1;
  const pan = `${prefix}${String(pans).padStart(4, '0')}F`;
  const first14 = `27${pan}1Z`;
  return { pan, gstin: `${first14}${gstinCheckChar(first14)}` };
}

/** A verified user who applied and was approved by the operator (ADMIN_TOKEN `admin`). */
export async function subBrokerUser(
  provider: TestProvider,
  admin: string,
  prefix?: string,
): Promise<MoneyUser & { code: string }> {
  const user = await moneyUser(provider);
  const applied = await call(provider, 'POST', '/sub-broker/application', {
    bearer: user.token,
    body: { business_name: 'Asha Traders', ...business(prefix) },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const approved = await call(provider, 'POST', `/admin/sub-brokers/${user.id}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return { ...user, code: approved.body.code };
}

/** The sub-broker invites the client, who accepts with the sub-broker OTP (9). */
export async function linkClient(provider: TestProvider, sb: MoneyUser, client: MoneyUser): Promise<void> {
  const invited = await call(provider, 'POST', '/sub-broker/invitations', {
    bearer: sb.token,
    body: { mobile_number: client.mobile },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  await acceptInvitation(provider, client);
}

/**
 * The invited user accepts their open invitation with the sub-broker OTP (9) from the outbox, or (§6) the code of
 * their Google Authenticator when they use it.
 */
export async function acceptInvitation(provider: TestProvider, client: MoneyUser): Promise<void> {
  const state = await call(provider, 'GET', '/sub-broker/application', { bearer: client.token });
  const id = subBrokerStateSchema.parse(state.body).invitations[0]?.id;
  provider.clock.advanceSeconds(91);
  const asked = await call(provider, 'POST', '/request-otp', {
    bearer: client.token,
    body: { type: OTP_PURPOSE.subBroker },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const otp =
    asked.body.required === '2FA' && client.totpSecret
      ? totpCode(client.totpSecret, provider.clock.now())
      : await newestCode(provider.url, client.mobile, OTP_PURPOSE.subBroker);
  const accepted = await call(provider, 'POST', `/sub-broker/invitations/${id}/accept`, {
    bearer: client.token,
    body: { otp },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

/** An instant order: a buy for `amount` rupees or a sale of `amount` coin. Answers the order's id. */
export async function instantOrder(
  provider: TestProvider,
  user: MoneyUser,
  side: 'buy' | 'sell',
  amount: string,
): Promise<number> {
  const quote = await call(provider, 'POST', '/instant/quotes', {
    bearer: user.token,
    body: { coin: 'BTC', side, unit: side === 'buy' ? 'inr' : 'coin', amount },
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  const executed = await call(provider, 'POST', '/instant/orders', {
    bearer: user.token,
    body: { quote_id: quote.body.quote_id, idempotency_key: key() },
  });
  expect(executed.status, JSON.stringify(executed.body)).toBe(201);
  return (executed.body.order as { id: number }).id;
}

/** The maker rests a limit order at ₹90,00,000 and the taker takes it whole: the fill's 'BTC-INR:id'. */
export async function exchangeFill(
  provider: TestProvider,
  maker: MoneyUser,
  taker: MoneyUser,
  makerSide: 'buy' | 'sell',
  volume: string,
): Promise<string> {
  const order = (user: MoneyUser, side: 'buy' | 'sell') =>
    call(provider, 'POST', '/exchange/orders', {
      bearer: user.token,
      body: {
        idempotency_key: key(),
        coin: 'BTC',
        base_coin: 'INR',
        advance_order_type: 'LIMIT',
        order_type: side === 'buy' ? 'BID' : 'ASK',
        rate: '9000000',
        volume,
      },
    });
  const rested = await order(maker, makerSide);
  expect(rested.status, JSON.stringify(rested.body)).toBe(201);
  const taken = await order(taker, makerSide === 'buy' ? 'sell' : 'buy');
  expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  const fills = (taken.body as { fills: { id: string }[] }).fills;
  expect(fills).toHaveLength(1);
  return `BTC-INR:${fills[0]?.id}`;
}

/** The sub-broker calls one by one, on one test provider whose operator token is `adminToken`. */
export function subBrokerKit(provider: TestProvider, adminToken: string) {
  const apply = (user: { token: string }, body: Record<string, unknown>) =>
    call(provider, 'POST', '/sub-broker/application', { bearer: user.token, body });

  const admin = (path: string, body?: unknown, token: string | null = adminToken) =>
    call(provider, 'POST', `/admin/sub-brokers/${path}`, {
      ...(body === undefined ? {} : { body }),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  /** The sub-broker OTP (9) the invited user asks for, past the resend wait. */
  async function subBrokerOtp(user: MoneyUser): Promise<string> {
    provider.clock.advanceSeconds(91);
    const asked = await call(provider, 'POST', '/request-otp', {
      bearer: user.token,
      body: { type: OTP_PURPOSE.subBroker },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    return newestCode(provider.url, user.mobile, OTP_PURPOSE.subBroker);
  }

  const invite = (from: { token: string }, mobile: string) =>
    call(provider, 'POST', '/sub-broker/invitations', {
      bearer: from.token,
      body: { mobile_number: mobile },
    });

  async function invitationOf(user: MoneyUser): Promise<number> {
    const state = await call(provider, 'GET', '/sub-broker/application', { bearer: user.token });
    const id = subBrokerStateSchema.parse(state.body).invitations[0]?.id;
    if (id === undefined) throw new Error('no invitation');
    return id;
  }

  const accept = (user: { token: string }, id: number, otp: string) =>
    call(provider, 'POST', `/sub-broker/invitations/${id}/accept`, { bearer: user.token, body: { otp } });

  return {
    apply,
    admin,
    subBroker: () => subBrokerUser(provider, adminToken),
    subBrokerOtp,
    invite,
    invitationOf,
    accept,
    linked: (sb: MoneyUser, client: MoneyUser) => linkClient(provider, sb, client),
  };
}
