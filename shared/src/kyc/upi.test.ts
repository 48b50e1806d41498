// §9 add/delete UPI is OTP purpose 3; a UPI id is handle@provider.
import { describe, expect, it } from 'vitest';
import { UPI_ID_INVALID } from './rules.ts';
import { addUpiRequestSchema, UPI_OTP_PURPOSE } from './upi.ts';

describe('UPI ids', () => {
  it('§9 add/delete UPI is purpose 3', () => {
    expect(UPI_OTP_PURPOSE).toBe(3);
  });

  it.each([
    ['asha.verma@okhdfc', true],
    [' Asha@YBL ', true],
    ['asha', false],
    ['asha@', false],
    ['a@b', false],
    ['asha verma@okhdfc', false],
  ])('%s is %s', (upi, ok) => {
    const result = addUpiRequestSchema.safeParse({ upi_id: upi, otp: '123456' });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe(UPI_ID_INVALID);
  });

  it('keeps the id lower-cased and trimmed', () => {
    expect(addUpiRequestSchema.parse({ upi_id: ' Asha@YBL ', otp: '123456' }).upi_id).toBe('asha@ybl');
  });
});
