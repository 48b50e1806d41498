// docs/architecture.md logs: one structured line per request with its request id; passwords, OTPs, tokens, PANs never appear;
// a request whose client gave up is logged too, with its outcome.
import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { solveCaptcha } from '@sikka/tests/support/captcha';
import { key, moneyUser } from '@sikka/tests/support/money';
import { call, createUser, latestOtp, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

const provider = providerForFile({ env: { LOG_LEVEL: 'trace' }, logStream: stream });

describe('request logs', () => {
  it('one line per request, carrying an incoming x-request-id', async () => {
    lines.length = 0;
    await call(provider, 'GET', '/healthz', { headers: { 'x-request-id': 'req-123' } });
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      reqId: 'req-123',
      method: 'GET',
      route: '/healthz',
      status: 200,
      msg: 'request',
    });
  });

  it('a request id that could forge log content is replaced by a fresh one', async () => {
    lines.length = 0;
    const answer = await call(provider, 'GET', '/healthz', { headers: { 'x-request-id': 'a"b\nfake' } });
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.reqId).not.toContain('fake');
    expect(answer.headers['x-request-id']).toBe(entry.reqId);
  });

  it('never prints a password, OTP, token, PAN or captcha answer, whatever the flow', async () => {
    lines.length = 0;
    const pan = 'LMNOP4321Q';
    const user = await createUser(provider.url, { pan_number: pan, password: 'Hidden@4321' });
    const mobile = user.mobile_number as string;
    await call(provider, 'POST', '/auth/login', { body: { mobile_number: mobile, password: 'Hidden@4321' } });
    const otp = await latestOtp(provider.url, mobile);
    const verified = await call(provider, 'POST', '/auth/verify-otp', {
      body: { mobile_number: mobile, type: 1, otp },
    });
    const token = verified.body.token as string;
    await call(provider, 'GET', '/user-details', { bearer: token });
    const captcha = solveCaptcha((await call(provider, 'GET', '/captcha/challenge')).body);
    await call(provider, 'POST', '/auth/recovery', {
      body: { mobile_number: mobile, recaptcha_code: captcha },
    });
    await call(provider, 'POST', '/security-answers/verify', {
      bearer: token,
      body: { pan_number: pan, answers: [] },
    });
    await call(provider, 'POST', '/auth/login', {
      body: { mobile_number: mobile, password: 'Wrong@4321', otp: '12' },
    });

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(8);
    for (const secret of [
      'Hidden@4321',
      'Wrong@4321',
      otp,
      token,
      token.split('.')[2] as string,
      pan,
      captcha,
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const line of lines) expect(JSON.parse(line).reqId).toBeTruthy();
  });
});

describe('a call whose client gave up', () => {
  it('is logged when the client goes, then with its outcome: a buy that went on and executed', async () => {
    const user = await moneyUser(provider, { funds: { INR: '5000' } });
    const quote = await call(provider, 'POST', '/instant/quotes', {
      bearer: user.token,
      body: { coin: 'BTC', side: 'buy', unit: 'inr', amount: '1000' },
    });
    const quoteId = quote.body.quote_id as string;
    // The execution waits on the quote's row while its client gives up (as a BFF's timeout would).
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const holder = provider.db.transaction().execute(async (trx) => {
      await trx.selectFrom('quotes').select('id').where('id', '=', quoteId).forUpdate().execute();
      holding();
      await released;
    });
    await held;
    lines.length = 0;
    const body = JSON.stringify({ quote_id: quoteId, idempotency_key: key() });
    const abandoned = httpRequest(`${provider.url}/instant/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
        'x-request-id': 'gave-up-1',
      },
    });
    abandoned.on('error', () => {});
    abandoned.end(body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    abandoned.destroy();

    const logged = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === 'gave-up-1');
    await expect.poll(() => logged().map((entry) => entry.msg)).toEqual(['client gave up']);
    expect(logged()[0]).toMatchObject({ method: 'POST', route: '/instant/orders' });
    release();
    await holder;
    await expect.poll(() => logged().length).toBe(2);
    expect(logged()[1]).toMatchObject({
      msg: 'request',
      route: '/instant/orders',
      status: 201,
      clientGaveUp: true,
    });
  });
});
