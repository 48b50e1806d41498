// UMA send and receive (docs/requirements.md §1 'UMA (send and receive, flagged new)', §2 /in/uma): the pure rules both sides
// apply — handles, who a payment goes to, the amount and note of a transfer, the daily limits, the request link.
import { ASSETS, type Asset, PHONE_LENGTH } from '../constants.ts';
import { formatMoney, parseAmount, toMinorUnits } from '../money/amount.ts';
import { parseQuery, withQuery } from '../routes/query.ts';
import { PATHS } from '../routes/routeTable.ts';

// ——— handles (our design) ———

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 20;
/** A handle may be changed once per this many days (the first choice is free). */
export const HANDLE_CHANGE_DAYS = 30;
/** Lower-case letters, digits, dots and underscores, starting with a letter, never ending in (or doubling) a dot or underscore. */
const HANDLE_PATTERN = /^[a-z](?:[a-z0-9]|[._](?=[a-z0-9]))*$/;

/** Words no person may hold: they would read as the platform speaking. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'api',
  'help',
  'me',
  'moderator',
  'null',
  'official',
  'root',
  'security',
  'sikka',
  'staff',
  'support',
  'system',
  'team',
  'uma',
  'undefined',
  'wallet',
]);

export const HANDLE_MESSAGES = {
  length: `A handle has ${HANDLE_MIN} to ${HANDLE_MAX} characters`,
  pattern:
    'Use lower-case letters, digits, dots or underscores, starting with a letter (no dot or underscore at the end or twice in a row)',
  reserved: 'This handle is reserved',
  taken: 'This handle is taken',
  saved: 'Your handle is saved',
} as const;

/** A handle as it is stored and compared: trimmed, without a leading '@', lower-cased (unique whatever the case). */
export function normaliseHandle(text: string): string {
  return text.trim().replace(/^@/, '').toLowerCase();
}

/** Why a (normalised) handle cannot be chosen, or null when it can. */
export function handleProblem(handle: string): string | null {
  if (handle.length < HANDLE_MIN || handle.length > HANDLE_MAX) return HANDLE_MESSAGES.length;
  if (!HANDLE_PATTERN.test(handle)) return HANDLE_MESSAGES.pattern;
  if (RESERVED_HANDLES.has(handle)) return HANDLE_MESSAGES.reserved;
  return null;
}

/** When a handle last changed at `changedAt` may next change (null: it may change now). */
export function nextHandleChange(changedAt: Date | null, now: Date): Date | null {
  if (changedAt === null) return null;
  const next = new Date(changedAt.getTime() + HANDLE_CHANGE_DAYS * 24 * 3600_000);
  return next > now ? next : null;
}

export function handleChangeWaitMessage(next: Date): string {
  return `You can change your handle once every ${HANDLE_CHANGE_DAYS} days; next on ${next.toISOString().slice(0, 10)}`;
}

// ——— the recipient ———

export type Recipient = { kind: 'mobile'; mobile: string } | { kind: 'handle'; handle: string };

/** What the 'to' field names: ten digits are a mobile number (§5), anything else a handle ('@' optional). */
export function parseRecipient(text: string): Recipient {
  const trimmed = text.trim();
  if (new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(trimmed)) return { kind: 'mobile', mobile: trimmed };
  return { kind: 'handle', handle: normaliseHandle(trimmed) };
}

// ——— amounts, notes, limits ———

export const UMA_NOTE_MAX = 140;

/** The smallest transfer of each asset, in its smallest unit (so a transfer is never dust). */
export const UMA_MINIMUM: Readonly<Record<Asset, bigint>> = {
  INR: toMinorUnits('1', 'INR'),
  BTC: toMinorUnits('0.00001', 'BTC'),
  ETH: toMinorUnits('0.0001', 'ETH'),
  USDT: toMinorUnits('0.01', 'USDT'),
};

/**
 * Each sender's daily limit per asset, in its smallest unit: the sum of their transfers since midnight in India.
 * Change here only: the provider enforces and the page shows these.
 */
export const UMA_DAILY_LIMIT: Readonly<Record<Asset, bigint>> = {
  INR: toMinorUnits('200000', 'INR'),
  BTC: toMinorUnits('0.5', 'BTC'),
  ETH: toMinorUnits('5', 'ETH'),
  USDT: toMinorUnits('5000', 'USDT'),
};

export const UMA_MESSAGES = {
  sent: 'Sent',
  enterAmount: 'Enter an amount',
  notPositive: 'Enter an amount greater than zero',
  exponent: 'Write the amount in digits, without an exponent',
  invalid: 'Enter a valid amount',
  insufficient: 'Insufficient balance',
  unknownRecipient: 'No Sikka user has this mobile number or handle',
  unverifiedRecipient: 'This person has not verified their Sikka profile yet, so they cannot receive money',
  toYourself: 'You cannot send money to yourself',
  enterRecipient: 'Enter a mobile number or a handle',
  noteTooLong: `At most ${UMA_NOTE_MAX} characters`,
} as const;

export function minimumMessage(asset: Asset): string {
  return `The smallest transfer is ${formatMoney(asset, UMA_MINIMUM[asset])}`;
}

export function dailyLimitMessage(asset: Asset, remaining: bigint): string {
  return (
    `The daily UMA limit for ${asset} is ${formatMoney(asset, UMA_DAILY_LIMIT[asset])}; ` +
    `you can send ${formatMoney(asset, remaining < 0n ? 0n : remaining)} more today`
  );
}

export type AmountCheck = { ok: true; minor: bigint } | { ok: false; message: string };

/**
 * A typed amount of `asset` as its smallest unit, or why not (§5: at most 12 integer digits and the asset's
 * precision — INR 2, USDT 6, others 8 — no sign, no exponent; at least the asset's minimum). Balance and limit
 * are the provider's to check.
 */
export function checkUmaAmount(text: string, asset: Asset): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: UMA_MESSAGES.enterAmount };
  if (/^-/.test(trimmed)) return { ok: false, message: UMA_MESSAGES.notPositive };
  if (/[eE]/.test(trimmed)) return { ok: false, message: UMA_MESSAGES.exponent };
  const parsed = parseAmount(trimmed, asset);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (parsed.minor <= 0n) return { ok: false, message: UMA_MESSAGES.notPositive };
  if (parsed.minor < UMA_MINIMUM[asset]) return { ok: false, message: minimumMessage(asset) };
  return { ok: true, minor: parsed.minor };
}

// ——— the request-money link (§2 /in/uma with a query) ———

export interface UmaRequest {
  to: string;
  amount: string;
  asset: Asset;
}

/** `/in/uma?to=<handle>&amount=<x>&asset=<A>`: opens the payer's send form filled in. */
export function umaRequestLink(request: { to: string; amount?: string; asset?: Asset }): string {
  return withQuery(PATHS.uma, [
    ['to', request.to],
    ['amount', request.amount || null],
    ['asset', request.asset],
  ]);
}

/** The send form's prefill from a request link's query (anything unknown is dropped, never trusted). */
export function parseUmaRequest(search: string): Partial<UmaRequest> {
  const query = parseQuery(search);
  const prefill: Partial<UmaRequest> = {};
  const to = query.get('to')?.trim();
  if (to && to.length <= 40) prefill.to = to;
  const asset = query.get('asset')?.toUpperCase();
  if (asset && (ASSETS as readonly string[]).includes(asset)) prefill.asset = asset as Asset;
  const amount = query.get('amount')?.trim();
  if (amount && parseAmount(amount, prefill.asset ?? 'INR').ok) prefill.amount = amount;
  return prefill;
}

/**
 * What a scanned QR code asks for: a request link (any origin, the path of /in/uma) gives its prefill, a bare handle
 * or mobile number the recipient; anything else is not a Sikka code (null).
 */
export function umaRequestFromScan(text: string): Partial<UmaRequest> | null {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return null;
    }
    if (url.pathname.replace(/\/+$/, '') !== PATHS.uma) return null;
    const prefill = parseUmaRequest(url.search);
    return prefill.to ? prefill : null;
  }
  const recipient = parseRecipient(trimmed);
  if (recipient.kind === 'mobile') return { to: recipient.mobile };
  return handleProblem(recipient.handle) === null ? { to: recipient.handle } : null;
}

/** Minor units of a wire amount (a decimal string at the asset's precision). */
export function umaMinor(amount: string, asset: Asset): bigint {
  return toMinorUnits(amount, asset);
}
