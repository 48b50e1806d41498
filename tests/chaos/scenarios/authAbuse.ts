// Sign-up and login abuse: a registered number's sign-up is answered exactly as a new one's; a stranger's wrong
// guesses at someone's login code neither void it nor lock its owner out; the owner's own wrong guesses are
// bounded (the code stops working), so a code cannot be brute-forced; and twenty wrong passwords from twenty
// addresses (the lockout attempt) leave the owner's right password working, behind a captcha.

import { BENCH_PASSWORD } from '../../bench/lib/accounts.ts';
import { solveCaptcha } from '../../support/captcha.ts';
import { bffCaller, devUser, latestCode, send } from '../clients.ts';
import { row, type Scenario } from '../scenario.ts';

const json = { 'content-type': 'application/json' };
const STRANGER_GUESSES = 8;
const OWNER_GUESSES = 10;
const LOCKOUT_ADDRESSES = 20;

/** A browser's login through the BFF: its otp_flow cookie binds the code to it. */
async function loginThroughBff(bffUrl: string, mobile: string): Promise<ReturnType<typeof bffCaller>> {
  const login = await fetch(`${bffUrl}/trpc/auth.login`, {
    method: 'POST',
    headers: { ...json, origin: bffUrl, 'x-sikka-client': 'web' },
    body: JSON.stringify({ mobile_number: mobile, password: BENCH_PASSWORD }),
  });
  await login.text();
  return bffCaller(
    bffUrl,
    login.headers
      .getSetCookie()
      .map((header) => header.split(';', 1)[0])
      .join('; '),
  );
}

export const authAbuse: Scenario = {
  name: 'sign-up and login abuse',
  async run(stack) {
    const rows = [];

    // Sign-up does not tell which numbers are registered.
    const signUp = async (mobile: string) => {
      const challenge = (await send(`${stack.providerUrl}/captcha/challenge`)).body;
      return send(`${stack.providerUrl}/auth/signup`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          mobile_number: mobile,
          tnc_accepted: 1,
          password: 'Other@123',
          recaptcha_code: solveCaptcha(challenge as Parameters<typeof solveCaptcha>[0]),
          coupon_code: '',
          referral_code: '',
        }),
      });
    };
    const owner = await devUser(stack.providerUrl, { state: 'unverified' });
    const fresh = `7${String(Date.now()).slice(-9)}`;
    const [registered, unregistered] = [await signUp(owner.mobile), await signUp(fresh)];
    const same =
      registered.status === unregistered.status &&
      JSON.stringify(registered.body) === JSON.stringify(unregistered.body);
    rows.push(
      row(
        'sign-up with a registered number and with a new one',
        `${registered.status} and ${unregistered.status}, bodies ${same ? 'identical' : 'DIFFERENT'}`,
        same,
      ),
    );

    // A stranger's guesses at the owner's login code.
    const victim = await devUser(stack.providerUrl);
    const ownerBrowser = await loginThroughBff(stack.bffUrl, victim.mobile);
    const code = await latestCode(stack.providerUrl, victim.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const stranger = bffCaller(stack.bffUrl);
    const strangerAnswers = [];
    for (let guess = 0; guess < STRANGER_GUESSES; guess += 1) {
      strangerAnswers.push(
        (await stranger.mutate('auth.verifyOtp', { mobile_number: victim.mobile, type: 1, otp: wrong }))
          .status,
      );
    }
    const ownerIn = await ownerBrowser.mutate('auth.verifyOtp', {
      mobile_number: victim.mobile,
      type: 1,
      otp: code,
    });
    rows.push(
      row(
        `a stranger's ${STRANGER_GUESSES} wrong guesses at someone's login code`,
        `refused with ${[...new Set(strangerAnswers)].join('/')}; the owner then signs in: ${ownerIn.status === 200 ? 'yes' : `NO (${ownerIn.status})`}`,
        ownerIn.status === 200 && strangerAnswers.every((status) => status >= 400 && status < 500),
      ),
    );

    // The owner's own wrong guesses are bounded.
    const guesser = await devUser(stack.providerUrl);
    const guesserBrowser = await loginThroughBff(stack.bffUrl, guesser.mobile);
    const guesserCode = await latestCode(stack.providerUrl, guesser.mobile);
    const guesserWrong = guesserCode === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < OWNER_GUESSES; guess += 1) {
      await guesserBrowser.mutate('auth.verifyOtp', {
        mobile_number: guesser.mobile,
        type: 1,
        otp: guesserWrong,
      });
    }
    const late = await guesserBrowser.mutate('auth.verifyOtp', {
      mobile_number: guesser.mobile,
      type: 1,
      otp: guesserCode,
    });
    rows.push(
      row(
        `${OWNER_GUESSES} wrong guesses in one login, then the right code`,
        `the right code then answered ${late.status} (a code cannot be guessed at length)`,
        late.status >= 400 && late.status < 500,
      ),
    );
    // The lockout attempt: wrong passwords from many addresses, then the owner's right one.
    const target = await devUser(stack.providerUrl);
    const attackStatuses: number[] = [];
    for (let attempt = 0; attempt < LOCKOUT_ADDRESSES; attempt += 1) {
      const answer = await send(`${stack.bffUrl}/trpc/auth.login`, {
        method: 'POST',
        headers: {
          ...json,
          origin: stack.bffUrl,
          'x-sikka-client': 'web',
          'x-forwarded-for': `203.0.113.${attempt + 1}`,
        },
        body: JSON.stringify({ mobile_number: target.mobile, password: 'Wrong@1234' }),
      });
      attackStatuses.push(answer.status);
    }
    const ownerCaller = bffCaller(stack.bffUrl);
    const asked = await ownerCaller.mutate('auth.login', {
      mobile_number: target.mobile,
      password: BENCH_PASSWORD,
    });
    const challenge = (await ownerCaller.query('auth.captcha', { login: target.mobile })).body as {
      result: { data: Parameters<typeof solveCaptcha>[0] };
    };
    const ownerLogin = await ownerCaller.mutate('auth.login', {
      mobile_number: target.mobile,
      password: BENCH_PASSWORD,
      recaptcha_code: solveCaptcha(challenge.result.data),
    });
    const locked = attackStatuses.includes(429) || asked.status === 429;
    rows.push(
      row(
        `${LOCKOUT_ADDRESSES} wrong passwords from ${LOCKOUT_ADDRESSES} addresses, then the owner's right one`,
        `attack answered ${[...new Set(attackStatuses)].join('/')}; the owner was asked for a captcha (${asked.status}), then ${ownerLogin.status === 200 ? 'passed the password' : `was REFUSED (${ownerLogin.status})`}${locked ? '; a 429 LOCKED the account' : ''}`,
        !locked && ownerLogin.status === 200,
      ),
    );
    return rows;
  },
};
