// The end of the login and sign-up flows: an account made from a verified sign-up, a session token for a user.

import { fieldErrorOn } from '../../platform/http/errors.ts';
import { LOGIN_SUCCESS, MOBILE_TAKEN, SIGN_UP_SUCCESS } from '../../platform/identity/authMessages.ts';
import { isUniqueViolation } from '../../platform/identity/usersRepo.ts';
import type { CompletedStep } from '../../platform/otp/otpService.ts';
import type { Platform } from '../../platform/platform.ts';
import { type Browser, signedInFrom } from './browsers.ts';

/** docs/requirements.md §3 OTP success response. */
interface SignedIn {
  token: string;
  id: number;
  message: string;
}

/**
 * The login OTP is verified: adds the mobile number the step carried (an account that had none), notes the browser
 * (a new one is told to the person), then a session.
 */
export async function completeLogin(
  services: Platform,
  step: CompletedStep,
  browser: Browser,
): Promise<SignedIn> {
  if (step.userId === null) throw fieldErrorOn('otp', 'The OTP you entered is incorrect');
  const addMobile = step.data.add_mobile;
  if (typeof addMobile === 'string') {
    try {
      await services.db
        .updateTable('users')
        .set({ mobile_number: addMobile })
        .where('id', '=', step.userId)
        .where('mobile_number', 'is', null)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldErrorOn('mobile', MOBILE_TAKEN);
      throw error;
    }
  }
  await signedInFrom(services.db, services.events, step.userId, browser, services.clock.now());
  const session = await services.tokens.issueSession(step.userId);
  return { token: session.token, id: step.userId, message: LOGIN_SUCCESS };
}

/**
 * The sign-up OTP is verified: the pending sign-up becomes an account (unverified, docs/requirements.md §4) and signs in; its
 * browser is the account's first.
 */
export async function completeSignUp(
  services: Platform,
  step: CompletedStep,
  browser: Browser,
): Promise<SignedIn> {
  const passwordHash = step.data.password_hash;
  if (typeof passwordHash !== 'string') throw fieldErrorOn('otp', 'The OTP you entered is incorrect');
  let id: number;
  try {
    id = await services.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values({ mobile_number: step.identifier, password_hash: passwordHash })
        .returning('id')
        .executeTakeFirstOrThrow();
      // §5's optional codes, with the account: a coupon's card for the person, a referral's for its owner; a
      // sub-broker's code in the referral field makes the person their client.
      await services.signUps.run(trx, created.id, {
        coupon: step.data.coupon_code,
        referral: step.data.referral_code,
      });
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldErrorOn('mobile_number', MOBILE_TAKEN);
    throw error;
  }
  await signedInFrom(services.db, services.events, id, browser, services.clock.now());
  const session = await services.tokens.issueSession(id);
  return { token: session.token, id, message: SIGN_UP_SUCCESS };
}
