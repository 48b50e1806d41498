import { TWO_FACTOR_CODE_NEEDED } from '@sikka/shared/auth/twoFactor';
import { OTP_INVALID_MESSAGE } from '@sikka/shared/validation/otp';
import { describe, expect, it } from 'vitest';
import { twoFactorFormSchema } from './twoFactorForm.ts';

describe('the Google Authenticator form before the SMS code (docs/requirements.md §6)', () => {
  it('turning it on takes the app’s 6 digits', () => {
    expect(twoFactorFormSchema(false).parse({ code: ' 123456 ' })).toEqual({ kind: 'enable', otp: '123456' });
  });

  it.each([
    ['the app’s code', '654321'],
    ['a recovery code', 'abcd-2345'],
    ['a recovery code typed in capitals', 'ABCD-2345'],
  ])('turning it off takes %s', (_name, code) => {
    expect(twoFactorFormSchema(true).parse({ code })).toEqual({ kind: 'disable', code });
  });

  it.each([
    ['on', false, 'abcd-2345', OTP_INVALID_MESSAGE],
    ['on', false, '12345', OTP_INVALID_MESSAGE],
    ['off', true, '', TWO_FACTOR_CODE_NEEDED],
    ['off', true, '12345', TWO_FACTOR_CODE_NEEDED],
  ] as const)('turning it %s refuses %j under the code', (_way, enabled, code, message) => {
    const result = twoFactorFormSchema(enabled).safeParse({ code });
    expect(result.error?.issues[0]).toMatchObject({ path: ['code'], message });
  });
});
