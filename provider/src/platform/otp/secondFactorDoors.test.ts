// docs/requirements.md §6 the second factor at every door that asks for a code, for both kinds of person (docs/auth.md "The second
// factor"): which factor each §9 purpose asks an SMS user and an authenticator user for, that no SMS code (not even
// one sent before the authenticator was turned on) confirms anything for an authenticator user, and that the app's
// code does. The few purposes whose code proves something besides the person keep it: secondFactorPurposes.test.ts.
import { randomBytes } from 'node:crypto';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { SUB_BROKER_MESSAGES } from '@sikka/shared/subBroker/rules';
import { key, type MoneyUser } from '@sikka/tests/support/money';
import { type CallResult, call, providerForFile } from '@sikka/tests/support/provider';
import { subBrokerKit } from '@sikka/tests/support/subBroker';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundLendingPool } from '../../domains/lending/lendingPool.ts';
import { ADMIN, secondFactorKit, secondFactorProvider } from './secondFactorKit.ts';
import { totpCode } from './totp.ts';

const provider = providerForFile(secondFactorProvider());
const kit = subBrokerKit(provider, ADMIN);
const { person, post, requestOtp, sent, smsCode, authenticatorOnAtRest } = secondFactorKit(provider);

const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

beforeAll(async () => {
  await provider.db
    .transaction()
    .execute((trx) => fundLendingPool(trx, 1_00_00_000_00n, 'test:second-factor-pool'));
});

interface Door {
  /** The §9 purpose, by docs/requirements.md's name. */
  purpose: string;
  type: number;
  /** The call that spends the code. */
  door: string;
  /** What the door needs, made while the person is an SMS user. */
  setup?: (who: MoneyUser) => Promise<Record<string, unknown>>;
  /** Asks for the code; `ctx` also receives what the answer hands on (a login's flow). */
  ask: (who: MoneyUser, ctx: Record<string, unknown>) => Promise<CallResult>;
  act: (who: MoneyUser, ctx: Record<string, unknown>, code: string) => Promise<CallResult>;
  /** The ask's answer for an authenticator user says so (default: `required: '2FA'`). */
  saysAuthenticator?: (asked: CallResult) => boolean;
}

const withdrawalOtp = (coin: string) => (who: MoneyUser) => post(who, '/wallet/withdrawals/otp', { coin });

/** An open vendor order of another person's. */
async function vendorOrder(): Promise<Record<string, unknown>> {
  const merchant = await person('Banaras Weaves');
  const made = await post(merchant, '/vendor-orders', {
    reference: `INV-${randomBytes(4).toString('hex')}`,
    items: [{ name: 'Masala chai', quantity: 2, unit_price: '120.50' }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.id };
}

/** The §9 purposes of a signed-in person (and login), each door that uses one: an SMS code, or the app's. */
const DOORS: Door[] = [
  {
    purpose: 'login',
    type: OTP_PURPOSE.login,
    door: 'POST /auth/verify-otp',
    async ask(who, ctx) {
      const answer = await call(provider, 'POST', '/auth/login', {
        body: { mobile_number: who.mobile, password: 'Demo@1234' },
      });
      ctx.flow = answer.body.otp_flow;
      return answer;
    },
    act: (who, ctx, otp) =>
      call(provider, 'POST', '/auth/verify-otp', {
        body: { mobile_number: who.mobile, type: OTP_PURPOSE.login, otp, otp_flow: ctx.flow },
      }),
  },
  {
    purpose: 'add/delete UPI',
    type: OTP_PURPOSE.addDeleteUpi,
    door: 'POST /kyc/upi',
    ask: (who) => requestOtp(who, OTP_PURPOSE.addDeleteUpi),
    act: (who, _ctx, otp) => post(who, '/kyc/upi', { upi_id: `p${who.id}@okhdfc`, otp }),
  },
  {
    purpose: 'add/delete UPI',
    type: OTP_PURPOSE.addDeleteUpi,
    door: 'POST /kyc/upi/delete',
    async setup(who) {
      const added = await post(who, '/kyc/upi', {
        upi_id: `p${who.id}@okhdfc`,
        otp: await smsCode(who, OTP_PURPOSE.addDeleteUpi),
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      return { id: added.body.upi_ids[0].id };
    },
    ask: (who) => requestOtp(who, OTP_PURPOSE.addDeleteUpi),
    act: (who, ctx, otp) => post(who, '/kyc/upi/delete', { id: ctx.id, otp }),
  },
  {
    purpose: 'change password',
    type: OTP_PURPOSE.changePassword,
    door: 'POST /user/password',
    ask: (who) => requestOtp(who, OTP_PURPOSE.changePassword),
    act: (who, _ctx, otp) =>
      post(who, '/user/password', {
        old_password: 'Demo@1234',
        password: 'Fresh@9876',
        password_confirmation: 'Fresh@9876',
        otp,
      }),
  },
  {
    purpose: 'upload docs',
    type: OTP_PURPOSE.uploadDocs,
    door: 'POST /kyc/documents/unlock',
    async setup(who) {
      // The documents step is a newcomer's: the verified fixture is made unverified again.
      await provider.db
        .updateTable('users')
        .set({ verification_status: 0, status: 0 })
        .where('id', '=', who.id)
        .execute();
      return {};
    },
    ask: (who) => requestOtp(who, OTP_PURPOSE.uploadDocs),
    act: (who, _ctx, otp) => post(who, '/kyc/documents/unlock', { otp }),
  },
  {
    purpose: 'crypto withdraw',
    type: OTP_PURPOSE.cryptoWithdraw,
    door: 'POST /wallet/withdrawals (a coin)',
    ask: withdrawalOtp('BTC'),
    act: (who, _ctx, otp) =>
      post(who, '/wallet/withdrawals', {
        coin: 'BTC',
        amount: '0.01',
        address: BTC_ADDRESS,
        otp,
        idempotency_key: key(),
      }),
  },
  {
    purpose: 'lending',
    type: OTP_PURPOSE.lending,
    door: 'POST /loans',
    ask: (who) => requestOtp(who, OTP_PURPOSE.lending),
    act: (who, _ctx, otp) =>
      post(who, '/loans', {
        loan_type: 'standard_90',
        loan_amount: '100000',
        collateral_coin: 'BTC',
        collateral_amount: '0.1',
        auto_deduct: true,
        tnc_accepted: true,
        otp,
        idempotency_key: key(),
      }),
  },
  {
    purpose: 'transaction',
    type: OTP_PURPOSE.transaction,
    door: 'POST /wallet/withdrawals (rupees)',
    ask: withdrawalOtp('INR'),
    act: (who, _ctx, otp) =>
      post(who, '/wallet/withdrawals', { coin: 'INR', amount: '100', otp, idempotency_key: key() }),
  },
  {
    purpose: 'transaction',
    type: OTP_PURPOSE.transaction,
    door: 'POST /uma/transfers',
    setup: async () => ({ to: (await person()).mobile }),
    ask: (who) => requestOtp(who, OTP_PURPOSE.transaction),
    act: (who, ctx, otp) =>
      post(who, '/uma/transfers', { to: ctx.to, asset: 'INR', amount: '100', otp, idempotency_key: key() }),
  },
  {
    purpose: 'transaction',
    type: OTP_PURPOSE.transaction,
    door: 'POST /gifts',
    setup: async () => ({ to: (await person()).mobile }),
    ask: (who) => requestOtp(who, OTP_PURPOSE.transaction),
    act: async (who, ctx, otp) => {
      const quoted = await post(who, '/gifts/quotes', { coin: 'BTC', inr_amount: '500' });
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
      return post(who, '/gifts', {
        quote_id: quoted.body.quote_id,
        recipient_mobile: ctx.to,
        message: 'Happy Diwali!',
        otp,
        idempotency_key: key(),
      });
    },
  },
  {
    purpose: 'transaction',
    type: OTP_PURPOSE.transaction,
    door: 'POST /shop/orders',
    async setup(who) {
      const quoted = await post(who, '/shop/quotes', {
        brand: 'amazon-pay',
        amount: '500',
        pay_asset: 'INR',
      });
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
      return { quote_id: quoted.body.quote_id };
    },
    ask: (who) => requestOtp(who, OTP_PURPOSE.transaction),
    act: (who, ctx, otp) =>
      post(who, '/shop/orders', { quote_id: ctx.quote_id, otp, idempotency_key: key() }),
  },
  {
    purpose: 'transaction',
    type: OTP_PURPOSE.transaction,
    door: 'POST /vendor-orders/pay',
    async setup(who) {
      const { id } = await vendorOrder();
      const quoted = await post(who, '/vendor-orders/quotes', { id, pay_asset: 'INR' });
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
      return { quote_id: quoted.body.quote_id };
    },
    ask: (who) => requestOtp(who, OTP_PURPOSE.transaction),
    act: (who, ctx, otp) =>
      post(who, '/vendor-orders/pay', { quote_id: ctx.quote_id, otp, idempotency_key: key() }),
  },
  {
    purpose: 'transaction',
    type: OTP_PURPOSE.transaction,
    door: 'POST /esign/sign (the declaration)',
    async setup(who) {
      const held = await post(who, '/wallet/withdrawals', {
        coin: 'INR',
        amount: '6000',
        otp: await smsCode(who, OTP_PURPOSE.transaction),
        idempotency_key: key(),
      });
      expect(held.body.withdrawal?.status, JSON.stringify(held.body)).toBe('held');
      const details = await call(provider, 'GET', '/user-details', { bearer: who.token });
      return { id: details.body.users[0].esign_request.esign_req_id };
    },
    ask: (who) => requestOtp(who, OTP_PURPOSE.transaction),
    act: (who, ctx, otp) =>
      post(who, '/esign/sign', {
        id: ctx.id,
        source_of_funds: 'Savings',
        user_comment: 'College fees',
        declared: true,
        otp,
      }),
  },
  {
    purpose: 'transaction',
    type: OTP_PURPOSE.transaction,
    door: 'POST /api-keys',
    ask: (who) => requestOtp(who, OTP_PURPOSE.transaction),
    act: (who, _ctx, otp) => post(who, '/api-keys', { label: 'My bot', scopes: ['read'], otp }),
  },
  {
    purpose: 'transaction',
    type: OTP_PURPOSE.transaction,
    door: 'POST /api-keys/revoke',
    async setup(who) {
      const made = await post(who, '/api-keys', {
        label: 'My bot',
        scopes: ['read'],
        otp: await smsCode(who, OTP_PURPOSE.transaction),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      return { id: made.body.key.id };
    },
    ask: (who) => requestOtp(who, OTP_PURPOSE.transaction),
    act: (who, ctx, otp) => post(who, '/api-keys/revoke', { id: ctx.id, otp }),
  },
  {
    purpose: 'sub-broker',
    type: OTP_PURPOSE.subBroker,
    door: 'POST /sub-broker/invitations/{id}/accept',
    async setup(who) {
      const sb = await kit.subBroker();
      expect((await kit.invite(sb, who.mobile)).status).toBe(201);
      return { id: await kit.invitationOf(who) };
    },
    ask: (who) => requestOtp(who, OTP_PURPOSE.subBroker),
    act: (who, ctx, otp) => post(who, `/sub-broker/invitations/${ctx.id}/accept`, { otp }),
  },
  {
    purpose: 'sub-broker withdraw',
    type: OTP_PURPOSE.subBrokerWithdraw,
    door: 'POST /sub-broker/client-withdrawals (the client’s code)',
    async setup(who) {
      const sb = await kit.subBroker();
      await kit.linked(sb, who);
      return { sb };
    },
    ask: (who, ctx) => {
      provider.clock.advanceSeconds(91);
      return call(provider, 'GET', `/sub-broker/resend-otp?user_id=${who.id}&withdrawal_amount=100`, {
        bearer: (ctx.sb as MoneyUser).token,
      });
    },
    act: (who, ctx, otp) =>
      post(ctx.sb as MoneyUser, '/sub-broker/client-withdrawals', {
        user_id: who.id,
        amount: '100',
        otp,
        idempotency_key: key(),
      }),
    saysAuthenticator: (asked) => asked.body.message === SUB_BROKER_MESSAGES.codeOnAuthenticator,
  },
];

const succeeded = (answer: CallResult) => answer.status >= 200 && answer.status < 300;

describe.each(DOORS)('§9 $purpose ($type) at $door', (door) => {
  it('an SMS user is sent an SMS code, which confirms it', async () => {
    const who = await person();
    const ctx = (await door.setup?.(who)) ?? {};
    const asked = await door.ask(who, ctx);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.required ?? null).not.toBe('2FA');
    const { code } = await sent(who.mobile, door.type);
    expect(code).toMatch(/^\d{6}$/);
    const done = await door.act(who, ctx, code as string);
    expect(succeeded(done), JSON.stringify(done.body)).toBe(true);
  });

  it('an authenticator user is sent no SMS, no SMS code confirms it (not one sent before), and the app’s code does', async () => {
    const who = await person();
    const ctx = (await door.setup?.(who)) ?? {};
    // Asked while still an SMS user: a code that stands when the authenticator is turned on.
    expect((await door.ask(who, ctx)).status).toBe(200);
    const before = await sent(who.mobile, door.type);
    const secret = await authenticatorOnAtRest(who);

    const smsRefused = await door.act(who, ctx, before.code as string);
    expect(smsRefused.status, JSON.stringify(smsRefused.body)).toBe(422);
    expect(Object.keys(smsRefused.body.error.errors)).toEqual(['otp']);

    const asked = await door.ask(who, ctx);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(door.saysAuthenticator ? door.saysAuthenticator(asked) : asked.body.required === '2FA').toBe(true);
    expect((await sent(who.mobile, door.type)).count).toBe(before.count);

    const done = await door.act(who, ctx, totpCode(secret, provider.clock.now()));
    expect(succeeded(done), JSON.stringify(done.body)).toBe(true);
  });
});
