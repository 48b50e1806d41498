// Every number and fixed list of docs/requirements.md §9 (and the few of §2/§4 that are numbers), in one place.
// Change a business constant here and nowhere else; table tests in constants.test.ts quote docs/requirements.md.

/** §9 Coin set BTC, ETH, USDT; the quote currency is INR. */
export const COINS = ['BTC', 'ETH', 'USDT'] as const;
export type Coin = (typeof COINS)[number];
export const QUOTE_CURRENCY = 'INR' as const;
/** Every asset a wallet can hold: the three coins and rupees. */
export const ASSETS = [QUOTE_CURRENCY, ...COINS] as const;
/** Whether an asset is one of the coins (not the rupee). */
export const isCoin = (asset: string): asset is Coin => (COINS as readonly string[]).includes(asset);
export type Asset = (typeof ASSETS)[number];

/** §9 default pair BTC-INR (stored as `pair_selected`, §3). */
export const DEFAULT_PAIR = 'BTC-INR';

/** §9 brand colour teal. */
export const BRAND_COLOUR = 'teal';

/** §9 Coin decimal precision: INR and HBAR 2; EOS 4; XRP, USDT, TRX 6; XLM 7; all others 8. */
export const COIN_PRECISION: Readonly<Record<string, number>> = {
  INR: 2,
  HBAR: 2,
  EOS: 4,
  XRP: 6,
  USDT: 6,
  TRX: 6,
  XLM: 7,
};
export const DEFAULT_COIN_PRECISION = 8;

/** §9 Amount integer part at most 12 digits. */
export const AMOUNT_MAX_INTEGER_DIGITS = 12;

/** §9 OTP length 6; resend wait 90 seconds. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_WAIT_SECONDS = 90;

/** §9 Password 8–15 (100 for no-min-max); phone 10 digits; PAN 10 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 15;
export const PASSWORD_NO_MIN_MAX_LENGTH = 100;
export const PHONE_LENGTH = 10;
export const PAN_LENGTH = 10;

/** §9 OTP purpose codes. */
export const OTP_PURPOSE = {
  login: 1,
  forgotPassword: 2,
  signUp: 3,
  addDeleteUpi: 3,
  changePassword: 4,
  enable2fa: 5,
  changeEmail: 6,
  uploadDocs: 6,
  airtm: 7,
  lending: 7,
  cryptoWithdraw: 7,
  coinConversion: 7,
  transaction: 8,
  subBroker: 9,
  subBrokerWithdraw: 11,
} as const;
export type OtpPurpose = keyof typeof OTP_PURPOSE;
export type OtpPurposeCode = (typeof OTP_PURPOSE)[OtpPurpose];

/** §9 Default page size 4. */
export const DEFAULT_PAGE_SIZE = 4;

/** §9 History filters 1, 7, 30, 365 days (Today, Week, Month, Year). */
export const HISTORY_FILTERS = [
  { label: 'Today', days: 1 },
  { label: 'Week', days: 7 },
  { label: 'Month', days: 30 },
  { label: 'Year', days: 365 },
] as const;
export type HistoryFilterLabel = (typeof HISTORY_FILTERS)[number]['label'];

/** §9 Device class: width up to 450 mobile, up to 800 tablet, above that laptop. */
export const DEVICE_MAX_WIDTH = { mobile: 450, tablet: 800 } as const;
export type DeviceClass = 'mobile' | 'tablet' | 'laptop';

/** §9 timings, in milliseconds unless the name says otherwise. */
export const TIMING = {
  notFoundCountdownSeconds: 5,
  periodicRefreshMs: 180_000,
  connectionCheckMs: 2_000,
  connectionDebounceMs: 300,
  menuDelayMs: 275,
  bannerTextDelayMs: 150,
  celebrationMs: 2_000,
  notificationToastMs: 5_000,
  /** §9 After any 2FA settings change, withdrawals are blocked for 24 hours. */
  withdrawalBlockAfter2faChangeMs: 24 * 60 * 60 * 1000,
} as const;

/** §9 celebration effect 2 s with 200 confetti particles. */
export const CELEBRATION_PARTICLES = 200;

/** §9 notification messages page 1. */
export const NOTIFICATION_MESSAGES_PAGE = 1;

/** §9 Support hours 9:30–18:30, Mon–Sat (§2 shows them as '9:30 am – 6:30 pm Mon–Sat'). */
export const SUPPORT_HOURS = { opens: '09:30', closes: '18:30', days: 'Mon–Sat' } as const;
export const SUPPORT_HOURS_TEXT = '9:30 am – 6:30 pm Mon–Sat';

/** §9 Date display: day 2-digit, short month, year (en-GB); date-time yyyy-MM-dd HH:mm:ss. */
export const DATE_LOCALE = 'en-GB';
export const DATE_TIME_PATTERN = 'yyyy-MM-dd HH:mm:ss';

/** §5 Long checkbox text is collapsed above 100 characters with a Read More control. */
export const CHECKBOX_COLLAPSE_CHARS = 100;

/** §2 Route locale for India, and the §3 application-state default locale. */
export const ROUTE_LOCALE = 'in';
export const DEFAULT_APP_LOCALE = 'ua';
