import { describe, expect, it } from 'vitest';
import {
  DECLARATION_MESSAGES,
  DECLARATION_OTP_PURPOSE,
  heldOrderTypeOf,
  needsDeclaration,
  signDeclarationRequestSchema,
} from './declaration.ts';

const valid = {
  id: 7,
  source_of_funds: 'Salary',
  user_comment: 'Buying a flat',
  declared: true,
  otp: '123456',
} as const;

function firstIssue(body: unknown): { path: string; message: string } | null {
  const parsed = signDeclarationRequestSchema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return { path: String(issue?.path[0]), message: String(issue?.message) };
}

describe('§3 held-order types of a held withdrawal or deposit', () => {
  it.each([
    ['withdraw', 'INR', 'WITHDRAW'],
    ['withdraw', 'BTC', 'SEND'],
    ['deposit', 'INR', 'DEPOSIT'],
    ['deposit', 'USDT', 'RECEIVE'],
  ] as const)('%s of %s is %s', (direction, asset, type) => {
    expect(heldOrderTypeOf(direction, asset)).toBe(type);
  });
});

describe('the declaration threshold: held only above it', () => {
  it.each([
    [20_000_000n, 20_000_000n, false],
    [20_000_001n, 20_000_000n, true],
    [1n, 0n, true],
  ])('%s against %s → %s', (amount, threshold, held) => {
    expect(needsDeclaration(amount, threshold)).toBe(held);
  });
});

describe('the declaration form (signed with the §9 transaction code, purpose 8)', () => {
  it('signs with the transaction purpose', () => {
    expect(DECLARATION_OTP_PURPOSE).toBe(8);
  });

  it('takes a complete form', () => {
    expect(firstIssue(valid)).toBeNull();
  });

  it.each([
    [{ source_of_funds: 'Lottery' }, 'source_of_funds', DECLARATION_MESSAGES.sourceRequired],
    [{ user_comment: ' a ' }, 'user_comment', DECLARATION_MESSAGES.purposeShort],
    [{ user_comment: 'x'.repeat(201) }, 'user_comment', DECLARATION_MESSAGES.purposeLong],
    [{ declared: false }, 'declared', DECLARATION_MESSAGES.declarationRequired],
    [{ otp: '12345' }, 'otp', undefined],
  ])('refuses %o on %s', (change, field, message) => {
    const issue = firstIssue({ ...valid, ...change });
    expect(issue?.path).toBe(field);
    if (message) expect(issue?.message).toBe(message);
  });
});
