import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX_INTEGER_DIGITS,
  CELEBRATION_PARTICLES,
  CHECKBOX_COLLAPSE_CHARS,
  COIN_PRECISION,
  COINS,
  DATE_TIME_PATTERN,
  DEFAULT_COIN_PRECISION,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAIR,
  DEVICE_MAX_WIDTH,
  HISTORY_FILTERS,
  NOTIFICATION_MESSAGES_PAGE,
  OTP_LENGTH,
  OTP_PURPOSE,
  OTP_RESEND_WAIT_SECONDS,
  PAN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_NO_MIN_MAX_LENGTH,
  PHONE_LENGTH,
  SUPPORT_HOURS,
  SUPPORT_HOURS_TEXT,
  TIMING,
} from './constants.ts';

describe('§9 business constants and limits', () => {
  it('§9 OTP length 6; resend wait 90 seconds', () => {
    expect([OTP_LENGTH, OTP_RESEND_WAIT_SECONDS]).toEqual([6, 90]);
  });

  it.each([
    ['login', 1],
    ['forgotPassword', 2],
    ['signUp', 3],
    ['addDeleteUpi', 3],
    ['changePassword', 4],
    ['enable2fa', 5],
    ['changeEmail', 6],
    ['uploadDocs', 6],
    ['airtm', 7],
    ['lending', 7],
    ['cryptoWithdraw', 7],
    ['coinConversion', 7],
    ['transaction', 8],
    ['subBroker', 9],
    ['subBrokerWithdraw', 11],
  ] as const)('§9 OTP purpose code: %s is %i', (purpose, code) => {
    expect(OTP_PURPOSE[purpose]).toBe(code);
  });

  it('§9 password 8–15 (100 for no-min-max); phone 10 digits; PAN 10 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_NO_MIN_MAX_LENGTH]).toEqual([8, 15, 100]);
    expect([PHONE_LENGTH, PAN_LENGTH]).toEqual([10, 10]);
  });

  it('§9 amount integer part at most 12 digits; coin precision table', () => {
    expect(AMOUNT_MAX_INTEGER_DIGITS).toBe(12);
    expect(COIN_PRECISION).toEqual({ INR: 2, HBAR: 2, EOS: 4, XRP: 6, USDT: 6, TRX: 6, XLM: 7 });
    expect(DEFAULT_COIN_PRECISION).toBe(8);
  });

  it('§9 default page size 4; history filters 1, 7, 30, 365 days (Today, Week, Month, Year)', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(4);
    expect(HISTORY_FILTERS.map((f) => [f.label, f.days])).toEqual([
      ['Today', 1],
      ['Week', 7],
      ['Month', 30],
      ['Year', 365],
    ]);
  });

  it('§9 device class: up to 450 mobile, up to 800 tablet', () => {
    expect(DEVICE_MAX_WIDTH).toEqual({ mobile: 450, tablet: 800 });
  });

  it('§9 coin set BTC, ETH, USDT; default pair BTC-INR', () => {
    expect(COINS).toEqual(['BTC', 'ETH', 'USDT']);
    expect(DEFAULT_PAIR).toBe('BTC-INR');
  });

  it.each([
    ['notFoundCountdownSeconds', 5],
    ['periodicRefreshMs', 180000],
    ['connectionCheckMs', 2000],
    ['connectionDebounceMs', 300],
    ['menuDelayMs', 275],
    ['bannerTextDelayMs', 150],
    ['celebrationMs', 2000],
    ['notificationToastMs', 5000],
    ['withdrawalBlockAfter2faChangeMs', 86_400_000],
  ] as const)('§9 timing %s is %i', (name, value) => {
    expect(TIMING[name]).toBe(value);
  });

  it('§9 celebration 200 confetti particles; notification messages page 1; §5 checkbox collapse at 100', () => {
    expect([CELEBRATION_PARTICLES, NOTIFICATION_MESSAGES_PAGE, CHECKBOX_COLLAPSE_CHARS]).toEqual([
      200, 1, 100,
    ]);
  });

  it('§9 support hours 9:30–18:30, Mon–Sat; §9 date-time yyyy-MM-dd HH:mm:ss', () => {
    expect(SUPPORT_HOURS).toEqual({ opens: '09:30', closes: '18:30', days: 'Mon–Sat' });
    expect(SUPPORT_HOURS_TEXT).toBe('9:30 am – 6:30 pm Mon–Sat');
    expect(DATE_TIME_PATTERN).toBe('yyyy-MM-dd HH:mm:ss');
  });
});
