// docs/requirements.md §7 forgot password: /auth/recovery → /auth/recovery/verify/otp → (PAN) /auth/recovery/verify/security-answers → /auth/reset.
import { authCalls } from '@sikka/shared/auth/calls';
import { LOGIN_REQUIRED } from '@sikka/shared/auth/schemas';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { checkNewPassword, signsIn } from '../../platform/crypto/passwords.ts';
import type { Serve } from '../../platform/http/contract.ts';
import { fieldErrorOn, furtherDetails, tooMany } from '../../platform/http/errors.ts';
import {
  NOT_THIS_ACCOUNT,
  OTP_INCORRECT,
  PAN_MISMATCH,
  PAN_REQUIRED,
  PAN_VERIFIED,
  PASSWORD_RESET_SUCCESS_MESSAGE,
  RECOVERY_SENT,
  RECOVERY_VERIFIED,
  TOO_MANY_ATTEMPTS,
  TWO_FACTOR_REQUIRED,
} from '../../platform/identity/authMessages.ts';
import { flowField, limitAttempts } from '../../platform/identity/guards.ts';
import { parseIdentifier } from '../../platform/identity/identifiers.ts';
import type { RecoveryToken } from '../../platform/identity/tokens.ts';
import {
  findUserById,
  findUserByIdentifier,
  panOnFile,
  setPassword,
} from '../../platform/identity/usersRepo.ts';
import { usesAuthenticator } from '../../platform/otp/secondFactor.ts';
import type { AuthDeps } from './authDeps.ts';

const FORGOT_PASSWORD = OTP_PURPOSE.forgotPassword;
/** Wrong PANs one recovery token may try before it is revoked. */
const PAN_TRIES = 5;

/** The identifier of a recovery body: `email`, else `mobile_number` (which may itself hold an e-mail, §5). */
function identifierOf(body: { email?: string | undefined; mobile_number?: string | undefined }) {
  return parseIdentifier(body.email ?? body.mobile_number ?? '');
}

/** A later step names the account being reset by the identifier it began with, or the account's other one. */
async function checkSameAccount(
  services: AuthDeps,
  token: RecoveryToken,
  body: { email?: string | undefined; mobile_number?: string | undefined },
): Promise<void> {
  const named = identifierOf(body).value;
  const user = await findUserById(services.db, token.userId);
  if (named !== token.identifier && named !== user?.mobile_number && named !== user?.email) {
    throw fieldErrorOn(body.email === undefined ? 'mobile_number' : 'email', NOT_THIS_ACCOUNT);
  }
}

export function registerRecoveryRoutes(serve: Serve, services: AuthDeps): void {
  const { db, otp, tokens } = services;

  serve(authCalls.recovery, async ({ input: body, request }) => {
    await limitAttempts(services, request);
    const identifier = identifierOf(body);
    await services.captcha.spend(body.recaptcha_code);
    const found = await findUserByIdentifier(db, identifier);
    // An account no one signs into (NO_PASSWORD) is recovered like an unknown one: its code goes nowhere.
    const user = found && signsIn(found.password_hash) ? found : undefined;
    // The same answer (and the same waits and limits) for every identifier: an unknown one gets a code sent
    // nowhere, and an account with Google Authenticator is asked for it only at the OTP check, after its code.
    // The code is bound to this caller's flow, so a stranger's wrong guesses cannot void it.
    await otp.start({
      identifier: identifier.value,
      purpose: FORGOT_PASSWORD,
      channel: identifier.kind === 'email' ? 'email' : 'sms',
      destination: user ? identifier.value : null,
      userId: user?.id ?? null,
      bound: true,
    });
    return { message: RECOVERY_SENT, ...flowField(await otp.flowOf(identifier.value, FORGOT_PASSWORD)) };
  });

  serve(authCalls.recoveryVerifyOtp, async ({ input: body, request }) => {
    await limitAttempts(services, request);
    const identifier = identifierOf(body);
    const step = await otp.complete(identifier.value, FORGOT_PASSWORD, body.otp, body.otp_flow);
    if (step.userId === null) throw fieldErrorOn('otp', OTP_INCORRECT);
    // §4 '2FA': the code proved the phone (or mailbox); an account with Google Authenticator proves that too.
    const user = await findUserById(db, step.userId);
    if (step.channel !== 'totp' && user && usesAuthenticator(user)) {
      await otp.start({
        identifier: identifier.value,
        purpose: FORGOT_PASSWORD,
        channel: 'totp',
        destination: null,
        userId: user.id,
        bound: true,
      });
      const flow = await otp.flowOf(identifier.value, FORGOT_PASSWORD);
      return { required: LOGIN_REQUIRED.twoFactor, message: TWO_FACTOR_REQUIRED, ...flowField(flow) };
    }
    const panRequired = (await panOnFile(db, services.cipher, step.userId)) !== null;
    const token = await tokens.issueRecovery(step.userId, {
      identifier: identifier.value,
      panRequired,
      panVerified: false,
    });
    return {
      token: token.token,
      required: panRequired ? LOGIN_REQUIRED.panNumber : null,
      message: RECOVERY_VERIFIED,
    };
  });

  serve(authCalls.recoverySecurityAnswers, async ({ input: body, recovery: token, request }) => {
    await limitAttempts(services, request);
    await checkSameAccount(services, token, body);
    const tries = await services.limiter.hit(
      `recovery-pan:${token.jti}`,
      PAN_TRIES,
      services.config.RECOVERY_TTL_S,
    );
    if (!tries.allowed) {
      await tokens.revoke(token);
      throw tooMany(TOO_MANY_ATTEMPTS, tries.retryAfterSeconds);
    }
    const pan = await panOnFile(db, services.cipher, token.userId);
    if (pan === null || pan !== body.pan_number) throw fieldErrorOn('pan_number', PAN_MISMATCH);
    // The PAN-checked token replaces the first one and expires when it would have.
    await tokens.spend(token);
    const renewed = await tokens.issueRecovery(
      token.userId,
      { identifier: token.identifier, panRequired: true, panVerified: true },
      token.expiresAt,
    );
    return { token: renewed.token, message: PAN_VERIFIED };
  });

  serve(authCalls.reset, async ({ input: body, recovery: token }) => {
    await checkSameAccount(services, token, body);
    // §4: a PAN prompt stands before the reset form when the account has a PAN (§8 432, PAN variant).
    if (token.panRequired && !token.panVerified) throw furtherDetails(LOGIN_REQUIRED.panNumber, PAN_REQUIRED);
    checkNewPassword(body.password);
    const passwordHash = await services.passwords.hash(body.password);
    await tokens.spend(token);
    await setPassword(db, services.events, services.clock, token.userId, passwordHash);
    return { message: PASSWORD_RESET_SUCCESS_MESSAGE };
  });
}
