import { describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED_MESSAGE, captchaSchema } from './captcha.ts';

describe('§5 Sign-up and Forgot password: captcha required', () => {
  it.each(['03AGdBq24', 'x'])('accepts the token %j', (token) => {
    expect(captchaSchema.parse(token)).toBe(token);
  });

  it.each([[''], [undefined], [null]])('refuses %j', (token) => {
    const result = captchaSchema.safeParse(token);
    expect(result.success).toBe(false);
    if (token === '') expect(result.error?.issues[0]?.message).toBe(CAPTCHA_REQUIRED_MESSAGE);
  });
});
