// §5/§8 plain text: a NUL byte, a control character or broken Unicode in a free-text field is a field error (422)
// naming the field — on the fields the shared schemas check and, through the provider's backstop, on any other.
import { PLAIN_TEXT_MESSAGE } from '@sikka/shared/validation/plainText';
import { KYC_ADDRESS, SAMPLE_NOMINEE } from '@sikka/tests/support/kycDocuments';
import { call, createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { rawRequest } from '@sikka/tests/support/rawHttp';
import { beforeAll, describe, expect, it } from 'vitest';

const provider = providerForFile();
let token: string;

beforeAll(async () => {
  const user = await createUser(provider.url);
  ({ token } = await signIn(provider, user.mobile_number as string));
});

const BAD_TEXT = [
  ['a NUL byte', 'Flat 4\u0000B, MG Road'],
  ['a lone surrogate', 'Flat 4\uD800B, MG Road'],
  ['a lone low surrogate', '\uDC00Flat 4B, MG Road'],
] as const;

const NOMINEE = SAMPLE_NOMINEE;

function expectFieldError(
  answer: { status: number; body: unknown },
  field: string,
  message = PLAIN_TEXT_MESSAGE,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect((answer.body as { error: { errors: Record<string, string[]> } }).error.errors[field]).toContain(
    message,
  );
}

describe('free text refuses what is not plain text, on its field', () => {
  it.each(BAD_TEXT)('an address line with %s', async (_what, text) => {
    for (const field of ['line1', 'line2', 'city'] as const) {
      const body = { ...KYC_ADDRESS, [field]: text.slice(0, 50) };
      expectFieldError(await call(provider, 'POST', '/kyc/address', { bearer: token, body }), field);
    }
    // Nothing half-written: the step is still empty, and a good address is then taken.
    expect((await call(provider, 'GET', '/kyc', { bearer: token })).body.address).toBeNull();
  });

  it.each(BAD_TEXT)("a nominee's address with %s", async (_what, text) => {
    const answer = await call(provider, 'POST', '/user/nominee', {
      bearer: token,
      body: { ...NOMINEE, address: text },
    });
    expectFieldError(answer, 'address');
    expect((await call(provider, 'GET', '/user/nominee', { bearer: token })).body.nominee).toBeNull();
  });

  it('control characters other than NUL, and bidirectional overrides, are refused by the field rule', async () => {
    for (const address of ['12, MG Road\u0007, Bengaluru', '12, MG Road \u202Eurulagneb']) {
      const answer = await call(provider, 'POST', '/user/nominee', {
        bearer: token,
        body: { ...NOMINEE, address },
      });
      expectFieldError(answer, 'address');
    }
    // A multi-line address keeps its line breaks.
    const multiline = { ...NOMINEE, address: '12, MG Road\nBengaluru 560001' };
    expect((await call(provider, 'POST', '/user/nominee', { bearer: token, body: multiline })).status).toBe(
      200,
    );
  });

  it('the backstop names any field, on any route, in the body, the query or the path', async () => {
    // A sign-up's coupon code (a field checked by its schema too) and a field nobody checks for text.
    const signUp = await call(provider, 'POST', '/auth/signup', {
      body: {
        mobile_number: '9123456780',
        password: 'Demo@1234',
        tnc_accepted: 1,
        recaptcha_code: 'x',
        coupon_code: 'A\u0000',
      },
    });
    expectFieldError(signUp, 'coupon_code');
    // Placing an order is §6 verified only, and that refusal comes before the body is read (http/contract.ts);
    // cancelling is not, so the backstop answers there.
    const order = await call(provider, 'POST', '/exchange/orders', {
      bearer: token,
      body: { pair: 'BTC-INR\u0000', side: 'buy' },
    });
    expect(order.status).toBe(403);
    const cancel = await call(provider, 'POST', '/exchange/orders/cancel', {
      bearer: token,
      body: { pair: 'BTC-INR\u0000', side: 'buy' },
    });
    expectFieldError(cancel, 'pair');
    const query = await rawRequest(provider.url, 'GET', '/kyc/ifsc?ifsc=HDFC%000000123', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(query.status).toBe(422);
    expect(JSON.parse(query.body).error.errors.ifsc).toContain(PLAIN_TEXT_MESSAGE);
    const path = await rawRequest(provider.url, 'GET', '/esign?id=%ED%A0%80', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(path.status).not.toBeGreaterThanOrEqual(500);
  });
});
