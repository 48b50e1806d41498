import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ERROR_TOAST,
  DEFAULT_SUCCESS_TOAST,
  GENERIC_ERROR_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  NOT_A_SUB_BROKER,
  PASSWORD_RESET_SUCCESS_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  TOKEN_BLACKLISTED,
  TOKEN_EXPIRED,
  WRONG_NUMBER_OF_SEGMENTS,
} from './messages.ts';

describe('§8 fixed texts, quoted from docs/requirements.md', () => {
  it.each([
    [TOKEN_EXPIRED, 'Token has expired'],
    [TOKEN_BLACKLISTED, 'The token has been blacklisted'],
    [WRONG_NUMBER_OF_SEGMENTS, 'Wrong number of segments'],
    [NOT_A_SUB_BROKER, 'You are not a sub-broker'],
    [GENERIC_ERROR_MESSAGE, 'Something went wrong! Please try again later'],
    [SESSION_EXPIRED_MESSAGE, 'Session has expired! Please, login again.'],
    [PASSWORD_RESET_SUCCESS_MESSAGE, 'The Password reset is successful, Please Login again!'],
    [LOGOUT_SUCCESS_MESSAGE, 'Logout successful'],
    [DEFAULT_SUCCESS_TOAST, 'Success !'],
    [DEFAULT_ERROR_TOAST, 'Error !'],
  ])('§8 %s', (constant, quoted) => {
    expect(constant).toBe(quoted);
  });
});
