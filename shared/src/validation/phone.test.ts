import { describe, expect, it } from 'vitest';
import { filterPhoneInput, isPhoneNumber, phoneSchema } from './phone.ts';

describe('§5 Sign-up mobile number: numeric, max 10 characters (filtered as typed)', () => {
  it.each([
    ['9999999999', '9999999999'],
    ['98765432101', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91-98765', '9198765'],
    ['abc', ''],
    ['', ''],
  ])('filterPhoneInput(%j) → %j', (typed, kept) => {
    expect(filterPhoneInput(typed)).toBe(kept);
  });
});

describe("§5 Sign-up mobile number exactly 10 digits ('Please enter a 10 digit phone number')", () => {
  it.each(['9999999999', '0123456789', '6000000000'])('accepts %j', (value) => {
    expect(phoneSchema.parse(value)).toBe(value);
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each(['', '999999999', '99999999999', '99999 9999', '999999999a', '+919999999999', '٩٩٩٩٩٩٩٩٩٩'])(
    'refuses %j',
    (value) => {
      const result = phoneSchema.safeParse(value);
      expect(result.error?.issues[0]?.message).toBe('Please enter a 10 digit phone number');
      expect(isPhoneNumber(value)).toBe(false);
    },
  );
});
