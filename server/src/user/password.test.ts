// §5 password change through the BFF against the real provider: a code for purpose 4, the change, a new session
// cookie for this browser (the fresh token never in a body), another browser's session ended, no password in a log.
import { PASSWORD_CHANGED } from '@sikka/shared/user/password';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { latestOtp } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const stack = bffForFile({ env: { LOG_LEVEL: 'info' } });

describe('user.changePassword', () => {
  it('changes the password: this browser stays signed in with a new cookie, the other is signed out', async () => {
    const { user, mobile, bff: here } = await stack.signedIn();
    // The same person in another browser, a little later (past the login code's resend wait).
    stack.provider.clock.advanceSeconds(91);
    const elsewhere = stack.browser();
    await elsewhere.trpc.auth.login.mutate({ mobile_number: mobile, password: user.password });
    await elsewhere.trpc.auth.verifyOtp.mutate({
      mobile_number: mobile,
      type: 1,
      otp: await latestOtp(stack.provider.url, mobile),
    });
    stack.provider.clock.advanceSeconds(2);
    const cookieBefore = here.cookies.get('sikka_session');

    await here.trpc.user.requestOtp.mutate({ type: 4 });
    const answer = await here.trpc.user.changePassword.mutate({
      old_password: user.password,
      password: 'Newer@1234',
      password_confirmation: 'Newer@1234',
      otp: await latestOtp(stack.provider.url, mobile),
    });
    expect(answer).toEqual({ message: PASSWORD_CHANGED });

    expect(here.cookies.get('sikka_session')).toBeDefined();
    expect(here.cookies.get('sikka_session')).not.toBe(cookieBefore);
    await expect(here.trpc.user.details.query()).resolves.toMatchObject({ id: user.id });
    const signedOut = await failure(elsewhere.trpc.user.details.query());
    expect(signedOut.code).toBe('UNAUTHORIZED');

    // The provider's token stayed in the BFF; no password reached a log line.
    expect(here.bodies.join('\n')).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    const log = stack.logLines.join('\n');
    expect(log).not.toContain('Newer@1234');
    expect(log).not.toContain(user.password);
  });

  it('a wrong old password lands on old_password (§8)', async () => {
    const { user, mobile, bff } = await stack.signedIn();
    await bff.trpc.user.requestOtp.mutate({ type: 4 });
    const refused = await failure(
      bff.trpc.user.changePassword.mutate({
        old_password: `${user.password}x`,
        password: 'Newer@1234',
        password_confirmation: 'Newer@1234',
        otp: await latestOtp(stack.provider.url, mobile),
      }),
    );
    expect(refused.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'old_password' } });
  });
});
