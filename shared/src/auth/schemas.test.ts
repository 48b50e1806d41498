import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { OTP_PURPOSE } from '../constants.ts';
import { authCalls } from './calls.ts';
import {
  forceResetPasswordRequestSchema,
  LOGIN_REQUIRED,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  OTP_PURPOSE_CODES,
  otpResendRequestSchema,
  otpSubmitPayloadSchema,
  otpSuccessResponseSchema,
  recoveryRequestSchema,
  recoverySecurityAnswersRequestSchema,
  recoveryVerifyOtpRequestSchema,
  recoveryVerifyOtpResponseSchema,
  requestOtpRequestSchema,
  resetPasswordRequestSchema,
  sessionCheckResponseSchema,
  signUpRequestSchema,
  verifyOtpRequestSchema,
  verifySecurityAnswersRequestSchema,
} from './schemas.ts';

type Case = [string, unknown];

/** Valid cases parse; invalid cases fail with the first issue at the named field ('' for the object itself). */
function table(schema: z.ZodType, valid: Case[], invalid: [string, unknown, string][]) {
  it.each(valid)('accepts %s', (_, input) => {
    expect(schema.safeParse(input).success).toBe(true);
  });
  it.each(invalid)('refuses %s', (_, input, field) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(String(result.error?.issues[0]?.path[0] ?? '')).toBe(field);
  });
}

describe('§7 POST /auth/login', () => {
  const body = { mobile_number: '9876543210', password: 'Secret@123' };
  table(
    loginRequestSchema,
    [
      ['a mobile number and password', body],
      ['an e-mail identifier', { ...body, mobile_number: 'asha@example.in' }],
      [
        'the phone §4 asks for in mobile',
        { ...body, mobile_number: 'asha@example.in', mobile: '9876543210' },
      ],
      ['an OTP', { ...body, otp: '123456' }],
      ['an old password longer than 15', { ...body, password: 'a-very-long-old-password' }],
    ],
    [
      ['mobile_number missing', { password: 'x' }, 'mobile_number'],
      ['an empty password', { ...body, password: '' }, 'password'],
      ['a blank identifier', { ...body, mobile_number: '   ' }, 'mobile_number'],
      ['a 9-digit mobile', { ...body, mobile: '987654321' }, 'mobile'],
      ['a 5-digit otp', { ...body, otp: '12345' }, 'otp'],
      ['an otp as a number', { ...body, otp: 123456 }, 'otp'],
      ['a password over 100 characters', { ...body, password: 'x'.repeat(101) }, 'password'],
      ['an unknown field', { ...body, remember: true }, ''],
    ],
  );
});

describe('§3 Login response: required, mobile_number, token, id, message', () => {
  it.each([
    [{ required: LOGIN_REQUIRED.mobileNumber, mobile_number: null }],
    [{ required: LOGIN_REQUIRED.twoFactor, message: 'Enter your Google Authenticator code' }],
    [{ required: LOGIN_REQUIRED.panNumber }],
    [{ required: 'otp', mobile_number: '98XXXXXX10' }],
    [{ token: 'jwt', id: 42, message: 'Logged in' }],
  ])('accepts %j', (response) => {
    expect(loginResponseSchema.parse({ ...response, extra: 1 })).toEqual(response);
  });

  it.each([
    ['id as a string', { token: 't', id: '42' }],
    ['required as a number', { required: 1 }],
  ])('refuses %s', (_, response) => {
    expect(loginResponseSchema.safeParse(response).success).toBe(false);
  });
});

describe('§7 POST /auth/signup', () => {
  const body = {
    mobile_number: '9876543210',
    tnc_accepted: 1,
    password: 'Secret@123',
    recaptcha_code: 'captcha-token',
    coupon_code: '',
    referral_code: 'FRIEND10',
  };
  table(
    signUpRequestSchema,
    [
      ['a full body', body],
      ['terms not accepted (0 is a wire value)', { ...body, tnc_accepted: 0 }],
      ['no coupon or referral code', { ...body, coupon_code: undefined, referral_code: undefined }],
      ['an OTP', { ...body, otp: '654321' }],
    ],
    [
      ['tnc_accepted true', { ...body, tnc_accepted: true }, 'tnc_accepted'],
      ['tnc_accepted 2', { ...body, tnc_accepted: 2 }, 'tnc_accepted'],
      ['an 11-digit mobile', { ...body, mobile_number: '98765432101' }, 'mobile_number'],
      ['an e-mail as mobile_number', { ...body, mobile_number: 'a@b.in' }, 'mobile_number'],
      ['recaptcha_code missing', { ...body, recaptcha_code: undefined }, 'recaptcha_code'],
      ['an unknown field', { ...body, email: 'a@b.in' }, ''],
    ],
  );
});

describe('§7 POST /auth/reset', () => {
  const body = { mobile_number: '9876543210', password: 'New@12345', password_confirmation: 'New@12345' };
  table(
    resetPasswordRequestSchema,
    [['matching passwords', body]],
    [
      ['a different confirmation', { ...body, password_confirmation: 'New@12346' }, 'password_confirmation'],
      [
        'password_confirmation missing',
        { ...body, password_confirmation: undefined },
        'password_confirmation',
      ],
      ['mobile_number missing', { ...body, mobile_number: undefined }, 'mobile_number'],
      ['an unknown field', { ...body, token: 'recovery' }, ''],
    ],
  );
});

describe('§7 POST /auth/recovery', () => {
  const byPhone = { mobile_number: '9876543210', recaptcha_code: 'c' };
  table(
    recoveryRequestSchema,
    [
      ['a mobile number', byPhone],
      ['an e-mail', { email: 'asha@example.in', recaptcha_code: 'c' }],
    ],
    [
      ['neither mobile number nor e-mail', { recaptcha_code: 'c' }, 'mobile_number'],
      ['both mobile number and e-mail', { ...byPhone, email: 'asha@example.in' }, 'mobile_number'],
      ['recaptcha_code missing', { mobile_number: '9876543210' }, 'recaptcha_code'],
      ['an invalid e-mail', { email: 'asha.example.in', recaptcha_code: 'c' }, 'email'],
      ['the camelCase form names', { mobileNumber: '9876543210', recaptchaCode: 'c' }, 'recaptcha_code'],
    ],
  );
});

describe('§7 POST /auth/recovery/verify/otp', () => {
  const body = { mobile_number: '9876543210', recaptcha_code: 'c', otp: '123456' };
  table(
    recoveryVerifyOtpRequestSchema,
    [
      ['the recovery body plus otp', body],
      ['without the spent captcha', { email: 'asha@example.in', otp: '123456' }],
    ],
    [
      ['otp missing', { ...body, otp: undefined }, 'otp'],
      ['neither identity', { recaptcha_code: 'c', otp: '123456' }, 'mobile_number'],
      ['an unknown field', { ...body, type: 2 }, ''],
    ],
  );

  it('§4 the response carries the recovery token and what is required next', () => {
    const parsed = recoveryVerifyOtpResponseSchema.parse({ token: 'recovery', required: 'pan_number' });
    expect(parsed).toEqual({ token: 'recovery', required: 'pan_number' });
    expect(recoveryVerifyOtpResponseSchema.safeParse({ required: 'pan_number' }).success).toBe(false);
    // An account with Google Authenticator: the app's code is next, with its flow, and no token yet.
    expect(recoveryVerifyOtpResponseSchema.safeParse({ required: '2FA', otp_flow: 'f' }).success).toBe(true);
  });
});

describe('§7 POST /auth/recovery/verify/security-answers', () => {
  const body = { mobile_number: '9876543210', answers: [], type: 'skip', pan_number: 'ABCDE1234F' };
  table(
    recoverySecurityAnswersRequestSchema,
    [
      ['a PAN with type skip', body],
      [
        'an e-mail instead of a mobile number',
        { ...body, mobile_number: undefined, email: 'asha@example.in' },
      ],
      ['answers', { ...body, answers: [{ question_id: 1, answer: 'Pune' }] }],
    ],
    [
      ['type other than skip', { ...body, type: 'answer' }, 'type'],
      ['a lower-case PAN', { ...body, pan_number: 'abcde1234f' }, 'pan_number'],
      ['a PAN out of pattern', { ...body, pan_number: 'ABCD12345F' }, 'pan_number'],
      ['answers missing', { ...body, answers: undefined }, 'answers'],
      [
        'an answer with an unknown field',
        { ...body, answers: [{ question_id: 1, answer: 'x', hint: 'y' }] },
        'answers',
      ],
      ['an unknown field', { ...body, otp: '123456' }, ''],
    ],
  );
});

describe('§7 POST /security-answers/verify', () => {
  table(
    verifySecurityAnswersRequestSchema,
    [['pan_number and answers', { pan_number: 'ABCDE1234F', answers: [] }]],
    [
      ['pan_number missing', { answers: [] }, 'pan_number'],
      ['answers as an object', { pan_number: 'ABCDE1234F', answers: {} }, 'answers'],
      ['an unknown field', { pan_number: 'ABCDE1234F', answers: [], type: 'skip' }, ''],
    ],
  );
});

describe('§7 POST /force-reset-password', () => {
  const body = { password: 'New@12345', password_confirmation: 'New@12345', type: 'skip' };
  table(
    forceResetPasswordRequestSchema,
    [['matching passwords with type skip', body]],
    [
      ['type missing', { ...body, type: undefined }, 'type'],
      ['a different confirmation', { ...body, password_confirmation: 'x' }, 'password_confirmation'],
      ['an unknown field', { ...body, old_password: 'x' }, ''],
    ],
  );
});

describe('§7 POST /otp-resend: type is a §9 purpose code of login, forgot password or sign-up', () => {
  it.each([OTP_PURPOSE.login, OTP_PURPOSE.forgotPassword, OTP_PURPOSE.signUp])('accepts type %i', (type) => {
    expect(otpResendRequestSchema.parse({ type, mobile_number: '9876543210' })).toEqual({
      type,
      mobile_number: '9876543210',
    });
  });

  table(
    otpResendRequestSchema,
    [['no mobile_number', { type: OTP_PURPOSE.login }]],
    [
      ['a signed-in purpose (transaction 8)', { type: OTP_PURPOSE.transaction }, 'type'],
      ['an unknown code 10', { type: 10 }, 'type'],
      ['type as a string', { type: '1' }, 'type'],
      ['type missing', { mobile_number: '9876543210' }, 'type'],
      ['an unknown field', { type: 1, email: 'a@b.in' }, ''],
    ],
  );
});

describe('§7 POST /request-otp: type is any §9 OTP purpose code', () => {
  it('§9 the codes are 1–9 and 11', () => {
    expect([...OTP_PURPOSE_CODES].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
  });

  it.each(OTP_PURPOSE_CODES)('accepts type %i', (type) => {
    expect(requestOtpRequestSchema.safeParse({ type }).success).toBe(true);
  });

  it.each([0, 10, 12, 1.5])('refuses type %d', (type) => {
    expect(requestOtpRequestSchema.safeParse({ type }).success).toBe(false);
  });

  it('refuses an unknown field', () => {
    expect(requestOtpRequestSchema.safeParse({ type: 8, amount: '10' }).success).toBe(false);
  });
});

describe('§3 OTP success response: token, id, message', () => {
  table(
    otpSuccessResponseSchema,
    [
      ['token and id', { token: 'jwt', id: 42 }],
      ['with a message', { token: 'jwt', id: 42, message: 'Welcome' }],
    ],
    [
      ['token missing', { id: 42 }, 'token'],
      ['an empty token', { token: '', id: 42 }, 'token'],
      ['id missing', { token: 'jwt' }, 'id'],
    ],
  );
});

describe('§7 OTP submit payload: otp or verification_code plus extra parameters', () => {
  it('keeps the caller’s extra parameters', () => {
    expect(otpSubmitPayloadSchema.parse({ otp: '123456', mobile_number: '9876543210', type: 1 })).toEqual({
      otp: '123456',
      mobile_number: '9876543210',
      type: 1,
    });
  });

  table(
    otpSubmitPayloadSchema,
    [['a verification_code', { verification_code: 'ABC-123', amount: '500' }]],
    [
      ['neither otp nor verification_code', { mobile_number: '9876543210' }, 'otp'],
      ['both otp and verification_code', { otp: '123456', verification_code: 'x' }, 'otp'],
      ['an otp of letters', { otp: 'abcdef' }, 'otp'],
      ['an object as an extra parameter', { otp: '123456', nested: { a: 1 } }, 'nested'],
    ],
  );
});

describe('§7 OTP verification for login and sign-up (path our design)', () => {
  const body = { mobile_number: '9876543210', type: OTP_PURPOSE.login, otp: '123456' };
  table(
    verifyOtpRequestSchema,
    [
      ['a login OTP', body],
      ['a sign-up OTP', { ...body, type: OTP_PURPOSE.signUp }],
      ['a verification code', { ...body, otp: undefined, verification_code: 'V-1' }],
    ],
    [
      ['a forgot-password purpose', { ...body, type: OTP_PURPOSE.forgotPassword }, 'type'],
      ['no code', { ...body, otp: undefined }, 'otp'],
      ['an unknown field', { ...body, password: 'x' }, ''],
    ],
  );
});

describe('§7 session check (path our design) and POST /logout', () => {
  it('the session check answers with the user id', () => {
    expect(sessionCheckResponseSchema.parse({ id: 42, token: 'x' })).toEqual({ id: 42 });
    expect(sessionCheckResponseSchema.safeParse({}).success).toBe(false);
  });

  it.each([
    [{}, true],
    [{ token: 'jwt' }, false],
  ])('§7 logout body %j valid: %s', (body, valid) => {
    expect(logoutRequestSchema.safeParse(body).success).toBe(valid);
  });

  it('§4 logout response may carry the server message', () => {
    expect(logoutResponseSchema.parse({ message: 'Bye' }).message).toBe('Bye');
    expect(logoutResponseSchema.parse({}).message).toBeUndefined();
  });
});

describe('§7 auth call table', () => {
  it.each([
    ['login', 'POST', '/auth/login', 'visitor'],
    ['signUp', 'POST', '/auth/signup', 'visitor'],
    ['reset', 'POST', '/auth/reset', 'recovery-token'],
    ['recovery', 'POST', '/auth/recovery', 'visitor'],
    ['recoveryVerifyOtp', 'POST', '/auth/recovery/verify/otp', 'visitor'],
    ['recoverySecurityAnswers', 'POST', '/auth/recovery/verify/security-answers', 'recovery-token'],
    ['verifySecurityAnswers', 'POST', '/security-answers/verify', 'bearer'],
    ['forceResetPassword', 'POST', '/force-reset-password', 'bearer'],
    ['otpResend', 'POST', '/otp-resend', 'visitor'],
    ['requestOtp', 'POST', '/request-otp', 'bearer'],
    ['logout', 'POST', '/logout', 'bearer'],
  ] as const)('%s is %s %s (%s)', (name, method, path, auth) => {
    expect(authCalls[name]).toMatchObject({ method, path, auth });
  });

  it('every path is distinct', () => {
    const paths = Object.values(authCalls).map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
