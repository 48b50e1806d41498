// UMA's pure rules as tables: handles (our design), the recipient field, amounts (docs/requirements.md §5 "Amounts: integer part
// at most 12 digits; decimals at most the coin's precision", §9 "INR and HBAR 2; … USDT … 6; all others 8"), the
// daily limits and the request link.
import { describe, expect, it } from 'vitest';
import {
  checkUmaAmount,
  dailyLimitMessage,
  HANDLE_MESSAGES,
  handleProblem,
  minimumMessage,
  nextHandleChange,
  normaliseHandle,
  parseRecipient,
  parseUmaRequest,
  UMA_DAILY_LIMIT,
  UMA_MESSAGES,
  umaRequestFromScan,
  umaRequestLink,
} from './rules.ts';
import { sendUmaRequestSchema, setHandleRequestSchema } from './schemas.ts';

describe('handles: 3–20 lower-case letters, digits, dots or underscores, starting with a letter', () => {
  it.each([
    ['asha', null],
    ['asha.k_99', null],
    ['abc', null],
    ['a'.repeat(20), null],
    ['ab', HANDLE_MESSAGES.length],
    ['a'.repeat(21), HANDLE_MESSAGES.length],
    ['9asha', HANDLE_MESSAGES.pattern],
    ['_asha', HANDLE_MESSAGES.pattern],
    ['asha.', HANDLE_MESSAGES.pattern],
    ['as..ha', HANDLE_MESSAGES.pattern],
    ['as_.ha', HANDLE_MESSAGES.pattern],
    ['as-ha', HANDLE_MESSAGES.pattern],
    ['as ha', HANDLE_MESSAGES.pattern],
    ['ásha', HANDLE_MESSAGES.pattern],
    ['sikka', HANDLE_MESSAGES.reserved],
    ['support', HANDLE_MESSAGES.reserved],
    ['admin', HANDLE_MESSAGES.reserved],
  ])('%s → %s', (handle, problem) => {
    expect(handleProblem(handle)).toBe(problem);
  });

  it('is compared lower-cased, without a leading @ or spaces (unique case-insensitively)', () => {
    expect(normaliseHandle('  @Asha.K ')).toBe('asha.k');
    expect(setHandleRequestSchema.parse({ handle: '@ASHA' })).toEqual({ handle: 'asha' });
    expect(setHandleRequestSchema.safeParse({ handle: 'SIKKA' }).success).toBe(false);
  });

  it('changes once per 30 days: the first choice is free', () => {
    const now = new Date('2026-05-31T00:00:00Z');
    expect(nextHandleChange(null, now)).toBeNull();
    expect(nextHandleChange(new Date('2026-05-01T00:00:01Z'), now)?.toISOString()).toBe(
      '2026-05-31T00:00:01.000Z',
    );
    expect(nextHandleChange(new Date('2026-05-01T00:00:00Z'), now)).toBeNull();
  });
});

describe('the recipient: a 10-digit mobile number (§5 phone 10 digits) or a handle', () => {
  it.each([
    ['9876543210', { kind: 'mobile', mobile: '9876543210' }],
    [' 9876543210 ', { kind: 'mobile', mobile: '9876543210' }],
    ['@Bina', { kind: 'handle', handle: 'bina' }],
    ['bina', { kind: 'handle', handle: 'bina' }],
    ['987654321', { kind: 'handle', handle: '987654321' }],
  ])('%s', (text, recipient) => {
    expect(parseRecipient(text)).toEqual(recipient);
  });
});

describe('§5 amounts: 12 integer digits, the asset precision (INR 2, USDT 6, BTC and ETH 8), positive, no exponent', () => {
  it.each([
    ['1000', 'INR', 100000n],
    ['1000.50', 'INR', 100050n],
    ['0.001', 'BTC', 100000n],
    ['0.00001', 'BTC', 1000n],
    ['1.123456', 'USDT', 1123456n],
    ['0.0001', 'ETH', 10000n],
  ] as const)('%s %s is %s in the smallest unit', (text, asset, minor) => {
    expect(checkUmaAmount(text, asset)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'INR', UMA_MESSAGES.enterAmount],
    ['-5', 'INR', UMA_MESSAGES.notPositive],
    ['0', 'INR', UMA_MESSAGES.notPositive],
    ['0.00', 'BTC', UMA_MESSAGES.notPositive],
    ['1e3', 'INR', UMA_MESSAGES.exponent],
    ['1E-3', 'BTC', UMA_MESSAGES.exponent],
    ['1.005', 'INR', 'INR allows at most 2 digits after the decimal point'],
    ['1.1234567', 'USDT', 'USDT allows at most 6 digits after the decimal point'],
    ['0.123456789', 'BTC', 'BTC allows at most 8 digits after the decimal point'],
    ['1234567890123', 'INR', 'Amount can have at most 12 digits before the decimal point'],
    ['abc', 'INR', UMA_MESSAGES.invalid],
    ['0.5', 'INR', minimumMessage('INR')],
    ['0.000001', 'BTC', minimumMessage('BTC')],
  ] as const)('%s %s is refused: %s', (text, asset, message) => {
    expect(checkUmaAmount(text, asset)).toEqual({ ok: false, message });
  });

  it('the schema puts the amount refusal on the amount field', () => {
    const parsed = sendUmaRequestSchema.safeParse({
      to: '@bina',
      asset: 'INR',
      amount: '-1',
      otp: '123456',
      idempotency_key: 'key-12345678',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toMatchObject([{ path: ['amount'], message: UMA_MESSAGES.notPositive }]);
  });

  it('names the daily limit and what is left of it, as a person reads amounts (§9: ₹ and Indian grouping)', () => {
    expect(UMA_DAILY_LIMIT.BTC).toBe(50_000_000n);
    expect(dailyLimitMessage('BTC', 10_000_000n)).toBe(
      'The daily UMA limit for BTC is 0.5 BTC; you can send 0.1 BTC more today',
    );
    expect(dailyLimitMessage('INR', 1_234_567_89n)).toBe(
      'The daily UMA limit for INR is ₹2,00,000.00; you can send ₹12,34,567.89 more today',
    );
    expect(minimumMessage('INR')).toMatch(/^The smallest transfer is ₹\d[\d,]*\.\d\d$/);
  });
});

describe('the request-money link /in/uma?to=&amount=&asset=', () => {
  it('round-trips, and drops what it does not know', () => {
    const link = umaRequestLink({ to: 'bina', amount: '1000', asset: 'INR' });
    expect(link).toBe('/in/uma?to=bina&amount=1000&asset=INR');
    expect(parseUmaRequest(link.split('?')[1] as string)).toEqual({
      to: 'bina',
      amount: '1000',
      asset: 'INR',
    });
    expect(parseUmaRequest('to=bina&asset=DOGE&amount=-3')).toEqual({ to: 'bina' });
    expect(parseUmaRequest('to=bina&asset=btc&amount=0.001')).toEqual({
      to: 'bina',
      asset: 'BTC',
      amount: '0.001',
    });
  });
});

describe('a scanned QR code: what it asks the payer for', () => {
  it.each([
    [
      'https://sikka.example/in/uma?to=bina&amount=1000&asset=INR',
      { to: 'bina', amount: '1000', asset: 'INR' },
    ],
    [
      'http://localhost:3000/in/uma/?to=bina&asset=BTC&amount=0.001',
      { to: 'bina', asset: 'BTC', amount: '0.001' },
    ],
    ['@Bina.K', { to: 'bina.k' }],
    ['bina', { to: 'bina' }],
    ['9876543210', { to: '9876543210' }],
    ['https://sikka.example/in/wallet?to=bina', null],
    ['https://sikka.example/in/uma?amount=5', null],
    ['bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', null],
    ['no', null],
    ['', null],
  ])('%s', (text, expected) => {
    expect(umaRequestFromScan(text)).toEqual(expected);
  });
});
