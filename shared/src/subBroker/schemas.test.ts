import { describe, expect, it } from 'vitest';
import { subBrokerCalls } from './calls.ts';
import {
  clientUsesTwoFactor,
  subBrokerResendOtpQuerySchema,
  subBrokerSingleUserParamsSchema,
  subBrokerSingleUserPath,
  subBrokerSingleUserResponseSchema,
} from './schemas.ts';

describe('§7 GET /sub-broker/resend-otp?user_id={client}&withdrawal_amount={amount}', () => {
  it.each([
    [
      { user_id: '77', withdrawal_amount: '2500.50' },
      { user_id: 77, withdrawal_amount: '2500.50' },
    ],
    [
      { user_id: 77, withdrawal_amount: '100' },
      { user_id: 77, withdrawal_amount: '100' },
    ],
  ])('parses %j', (query, expected) => {
    expect(subBrokerResendOtpQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([
    ['user_id missing', { withdrawal_amount: '100' }, 'user_id'],
    ['a non-numeric user_id', { user_id: 'abc', withdrawal_amount: '100' }, 'user_id'],
    ['a hexadecimal user_id', { user_id: '0x10', withdrawal_amount: '100' }, 'user_id'],
    ['withdrawal_amount missing', { user_id: '77' }, 'withdrawal_amount'],
    ['a negative withdrawal_amount', { user_id: '77', withdrawal_amount: '-5' }, 'withdrawal_amount'],
    ['an unknown field', { user_id: '77', withdrawal_amount: '5', otp: '123456' }, ''],
  ])('refuses %s', (_, query, field) => {
    const result = subBrokerResendOtpQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0] ?? '').toBe(field);
  });
});

describe('§7 GET /sub-broker/get-single-user/{id}', () => {
  it('builds the path from the client id', () => {
    expect(subBrokerSingleUserPath(77)).toBe('/sub-broker/get-single-user/77');
  });

  it.each([
    [{ id: '77' }, true],
    [{ id: '0' }, false],
    [{ id: '7/../1' }, false],
    [{ id: '77', extra: '1' }, false],
  ])('path params %j valid: %s', (params, valid) => {
    expect(subBrokerSingleUserParamsSchema.safeParse(params).success).toBe(valid);
  });

  it.each([
    [1, true],
    [0, false],
  ])('§6 a client with ga_enabled %i confirms with 2FA: %s', (ga_enabled, twoFactor) => {
    expect(clientUsesTwoFactor(subBrokerSingleUserResponseSchema.parse({ id: 77, ga_enabled }))).toBe(
      twoFactor,
    );
  });

  it.each([
    ['ga_enabled missing', { id: 77 }],
    ['ga_enabled as a boolean', { id: 77, ga_enabled: true }],
    ['id missing', { ga_enabled: 1 }],
  ])('refuses a response with %s', (_, input) => {
    expect(subBrokerSingleUserResponseSchema.safeParse(input).success).toBe(false);
  });

  it('describes both calls as bearer GETs', () => {
    expect(subBrokerCalls.resendOtp).toMatchObject({
      method: 'GET',
      path: '/sub-broker/resend-otp',
      auth: 'bearer',
    });
    expect(subBrokerCalls.singleUser).toMatchObject({ method: 'GET', auth: 'bearer' });
  });
});
