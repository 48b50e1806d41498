// docs/requirements.md §7 POST /auth/login and the OTP verification call (POST /auth/verify-otp, docs/auth.md), with §4's `required` answers.
import { authCalls } from '@sikka/shared/auth/calls';
import { LOGIN_REQUIRED } from '@sikka/shared/auth/schemas';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import type { Serve } from '../../platform/http/contract.ts';
import { fieldErrorOn } from '../../platform/http/errors.ts';
import {
  LOGIN_FAILED,
  MOBILE_NEEDED,
  MOBILE_NOT_ON_ACCOUNT,
  MOBILE_OR_EMAIL,
  MOBILE_TAKEN,
  OTP_SENT_SMS,
  OTP_STILL_VALID,
  TWO_FACTOR_REQUIRED,
} from '../../platform/identity/authMessages.ts';
import { flowField, limitAttempts } from '../../platform/identity/guards.ts';
import { maskMobile, parseIdentifier } from '../../platform/identity/identifiers.ts';
import { findUserByIdentifier, mobileTaken } from '../../platform/identity/usersRepo.ts';
import { usesAuthenticator } from '../../platform/otp/secondFactor.ts';
import type { AuthDeps } from './authDeps.ts';
import { browserOf } from './browsers.ts';
import { guardKey } from './loginGuard.ts';
import { completeLogin, completeSignUp } from './signIn.ts';

const LOGIN = OTP_PURPOSE.login;

export function registerLoginRoutes(serve: Serve, services: AuthDeps): void {
  const { otp, db } = services;

  serve(authCalls.login, async ({ input: body, request }) => {
    await limitAttempts(services, request);
    const identifier = parseIdentifier(body.mobile_number);
    const user = await findUserByIdentifier(db, identifier);
    // Guessing is slowed per account, never refused: past a few wrong passwords, a (costlier) captcha first.
    const guard = guardKey(user, identifier.value);
    await services.loginGuard.admit(guard, body.recaptcha_code);
    // Same field and text whether the account is missing or the password wrong (docs/auth.md).
    if (!(await services.passwords.verify(user?.password_hash, body.password)) || !user) {
      await services.loginGuard.failed(guard, user);
      throw fieldErrorOn('password', LOGIN_FAILED);
    }
    await services.loginGuard.succeeded(guard);

    // §4 required '2FA': the authenticator replaces the SMS, so no mobile number is needed.
    if (usesAuthenticator(user)) {
      await otp.start({
        identifier: identifier.value,
        purpose: LOGIN,
        channel: 'totp',
        destination: null,
        userId: user.id,
        bound: true,
      });
      const flow = await otp.flowOf(identifier.value, LOGIN);
      if (body.otp)
        return completeLogin(
          services,
          await otp.complete(identifier.value, LOGIN, body.otp, flow ?? undefined),
          browserOf(request),
        );
      return { required: LOGIN_REQUIRED.twoFactor, message: TWO_FACTOR_REQUIRED, ...flowField(flow) };
    }

    // §4 required 'mobile_number': null when the account has none, masked when the person used their e-mail.
    let destination = user.mobile_number;
    let data: Record<string, unknown> = {};
    if (user.mobile_number === null) {
      if (!body.mobile)
        return { required: LOGIN_REQUIRED.mobileNumber, mobile_number: null, message: MOBILE_NEEDED };
      if (await mobileTaken(db, body.mobile, user.id)) throw fieldErrorOn('mobile', MOBILE_TAKEN);
      destination = body.mobile;
      data = { add_mobile: body.mobile };
    } else if (identifier.kind === 'email') {
      if (!body.mobile) {
        return {
          required: LOGIN_REQUIRED.mobileNumber,
          mobile_number: maskMobile(user.mobile_number),
          message: MOBILE_OR_EMAIL,
        };
      }
      if (body.mobile !== user.mobile_number) throw fieldErrorOn('mobile', MOBILE_NOT_ON_ACCOUNT);
    }

    // §7's optional otp: the code sent by an earlier call completes the login in this one (the password passed).
    if (body.otp) {
      const flow = (await otp.flowOf(identifier.value, LOGIN)) ?? undefined;
      return completeLogin(
        services,
        await otp.complete(identifier.value, LOGIN, body.otp, flow),
        browserOf(request),
      );
    }
    const started = await otp.start({
      identifier: identifier.value,
      purpose: LOGIN,
      channel: 'sms',
      destination,
      userId: user.id,
      data,
      bound: true,
    });
    const flow = await otp.flowOf(identifier.value, LOGIN);
    return { message: started.outcome === 'waiting' ? OTP_STILL_VALID : OTP_SENT_SMS, ...flowField(flow) };
  });

  serve(authCalls.verifyOtp, async ({ input: body, request }) => {
    await limitAttempts(services, request);
    const code = body.otp ?? body.verification_code ?? body.recovery_code ?? '';
    const identifier = parseIdentifier(body.mobile_number);
    const kind = body.recovery_code === undefined ? 'code' : 'recovery';
    // §6 an authenticator user's login step is the app's: an SMS step begun before it was turned on is void.
    const user = body.type === LOGIN ? await findUserByIdentifier(db, identifier) : undefined;
    const channel = user && usesAuthenticator(user) ? 'totp' : undefined;
    const step = await otp.complete(identifier.value, body.type, code, body.otp_flow, kind, channel);
    const browser = browserOf(request);
    return body.type === LOGIN
      ? completeLogin(services, step, browser)
      : completeSignUp(services, step, browser);
  });
}
