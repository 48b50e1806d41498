// docs/requirements.md §6 which second factor a person's code is, decided here for every door (docs/auth.md "The second factor").
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { secondFactor } from '@sikka/shared/user/prompts';

export interface FactorUser {
  ga_enabled: number | null;
}

/** §6 the person confirms with Google Authenticator (ga_enabled), a sub-broker's client too. */
export function usesAuthenticator(user: FactorUser): boolean {
  return secondFactor(user) === 'ga';
}

/** §9 purposes whose SMS code everyone gives: turning 2FA on or off takes the SMS code besides the app's. */
const SMS_FOR_EVERYONE: ReadonlySet<number> = new Set([OTP_PURPOSE.enable2fa]);

/** The channel of a signed-in person's code of a purpose: the app's code replaces the SMS for an authenticator user. */
export function signedInChannel(user: FactorUser, purpose: number): 'sms' | 'totp' {
  return usesAuthenticator(user) && !SMS_FOR_EVERYONE.has(purpose) ? 'totp' : 'sms';
}
