// The ALTCHA captcha of sign-up and forgot password (docs/requirements.md §5 'pass a captcha'): GET /captcha/challenge, one use per solution.
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { captchaChallengeSchema } from '@sikka/shared/validation/captcha';
import { solveCaptcha } from '@sikka/tests/support/captcha';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { solveChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_EXPIRED, CAPTCHA_INVALID, CAPTCHA_SPENT } from './captcha.ts';

const provider = providerForFile();

const challenge = async () => (await call(provider, 'GET', '/captcha/challenge')).body;
const recover = (recaptcha_code: string) =>
  call(provider, 'POST', '/auth/recovery', { body: { mobile_number: '6000000123', recaptcha_code } });
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

function expectCaptchaError(answer: { status: number; body: unknown }, message: string) {
  expect(answer.status).toBe(422);
  expect(normaliseProviderError(answer.status, answer.body)).toMatchObject({
    kind: 'field',
    firstFieldError: { field: 'recaptcha_code', message },
  });
}

describe('GET /captcha/challenge', () => {
  it('answers an ALTCHA challenge the BFF accepts, never cached, with the configured cost', async () => {
    const answer = await call(provider, 'GET', '/captcha/challenge');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const parsed = captchaChallengeSchema.parse(answer.body);
    expect(parsed).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    expect(parsed.salt).toMatch(/expires=\d+/);
  });

  it('is solvable by altcha-lib, as the widget solves it', async () => {
    const c = await challenge();
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    expect(solution).not.toBeNull();
    const code = base64({ ...c, number: solution?.number });
    expect((await recover(code)).status).toBe(200);
  });
});

describe('recaptcha_code: one use per solution, 422 on the field otherwise (§8)', () => {
  it('accepts a solution once and refuses the replay', async () => {
    const code = solveCaptcha(await challenge());
    expect((await recover(code)).status).toBe(200);
    expectCaptchaError(await recover(code), CAPTCHA_SPENT);
  });

  it('refuses a wrong number, a forged signature, garbage, and a challenge we never signed', async () => {
    const c = await challenge();
    const right = JSON.parse(Buffer.from(solveCaptcha(c), 'base64').toString());
    expectCaptchaError(await recover(base64({ ...right, number: right.number + 1 })), CAPTCHA_INVALID);
    expectCaptchaError(await recover(base64({ ...right, signature: 'ab'.repeat(32) })), CAPTCHA_INVALID);
    expectCaptchaError(await recover('not base64 json at all'), CAPTCHA_INVALID);
    expectCaptchaError(
      await recover(base64({ algorithm: 'MD5', challenge: 'x', number: 1 })),
      CAPTCHA_INVALID,
    );
    // The real solution still works: none of the failures spent it.
    expect((await recover(solveCaptcha(c))).status).toBe(200);
  });

  it('refuses a solution after the challenge expired', async () => {
    const code = solveCaptcha(await challenge());
    provider.clock.advanceSeconds(601);
    expectCaptchaError(await recover(code), CAPTCHA_EXPIRED);
  });

  it('sign-up refuses a missing captcha on the same field', async () => {
    const answer = await call(provider, 'POST', '/auth/signup', {
      body: { mobile_number: '7000000099', tnc_accepted: 1, password: 'Secret@123', recaptcha_code: '' },
    });
    expect(answer.body.error.errors.recaptcha_code).toBeDefined();
  });
});
