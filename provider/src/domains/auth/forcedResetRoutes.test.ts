// docs/requirements.md §2 forced reset-password screen with a PAN gate: /security-answers/verify then /force-reset-password.
import {
  forceResetPasswordResponseSchema,
  verifySecurityAnswersResponseSchema,
} from '@sikka/shared/auth/schemas';
import { PASSWORD_RESET_SUCCESS_MESSAGE, TOKEN_BLACKLISTED } from '@sikka/shared/errors/messages';
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { call, createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { PAN_MISMATCH } from '../../platform/identity/authMessages.ts';

const provider = providerForFile();

const PAN = 'PQRST6789K';
const NEW_PASSWORD = 'Forced@2024';
const forceReset = (bearer: string, password = NEW_PASSWORD) =>
  call(provider, 'POST', '/force-reset-password', {
    bearer,
    body: { password, password_confirmation: password, type: 'skip' },
  });
const panGate = (bearer: string, pan_number: string) =>
  call(provider, 'POST', '/security-answers/verify', { bearer, body: { pan_number, answers: [] } });

describe('§2 forced reset with a PAN gate', () => {
  it('asks for the PAN first (§8 432 pan_number), checks it, resets, and ends the session', async () => {
    const user = await createUser(provider.url, { pan_number: PAN, force_password_reset: true });
    const { token } = await signIn(provider, user.mobile_number as string);
    const details = await call(provider, 'GET', '/user-details', { bearer: token });
    expect(details.body.users[0].force_password_reset).toBe(1);

    const gated = await forceReset(token);
    expect(gated.status).toBe(432);
    expect(normaliseProviderError(gated.status, gated.body)).toMatchObject({
      kind: 'further-details',
      required: 'pan_number',
    });

    const wrong = await panGate(token, 'AAAAA0000A');
    expect(normaliseProviderError(wrong.status, wrong.body)).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'pan_number', message: PAN_MISMATCH },
    });
    const passed = await panGate(token, PAN);
    expect(passed.status).toBe(200);
    verifySecurityAnswersResponseSchema.parse(passed.body);

    const weak = await forceReset(token, 'nocapital@1');
    expect(weak.body.error.errors.password).toBeDefined();

    provider.clock.advanceSeconds(1);
    const done = await forceReset(token);
    expect(done.status).toBe(200);
    expect(forceResetPasswordResponseSchema.parse(done.body).message).toBe(PASSWORD_RESET_SUCCESS_MESSAGE);

    // §8 'Please Login again!': the new password ends the session it was changed from.
    const after = await call(provider, 'GET', '/user-details', { bearer: token });
    expect(after).toMatchObject({ status: 401, body: { message: TOKEN_BLACKLISTED } });
    const again = await signIn(provider, user.mobile_number as string, NEW_PASSWORD);
    const fresh = await call(provider, 'GET', '/user-details', { bearer: again.token });
    expect(fresh.body.users[0].force_password_reset).toBe(0);
  });

  it('an account without a PAN resets without the gate', async () => {
    const user = await createUser(provider.url, { force_password_reset: true });
    const { token } = await signIn(provider, user.mobile_number as string);
    expect((await forceReset(token)).status).toBe(200);
  });

  it('is refused when no reset is due, so a stolen session cannot change the password unasked', async () => {
    const user = await createUser(provider.url);
    const { token } = await signIn(provider, user.mobile_number as string);
    const refused = await forceReset(token);
    expect(refused.status).toBe(403);
    expect(normaliseProviderError(refused.status, refused.body).kind).toBe('message');
  });
});
