// docs/requirements.md §8 central handler as one pure function: any provider error body → one AppError, never a throw.
// The BFF calls it once per failed provider call; the client only ever sees its result (docs/architecture.md).
import type { AppError, FieldError, MaintenanceData } from './appError.ts';
import {
  GENERIC_ERROR_MESSAGE,
  NOT_A_SUB_BROKER,
  TOKEN_BLACKLISTED,
  TOKEN_EXPIRED,
  WRONG_NUMBER_OF_SEGMENTS,
} from './messages.ts';

/** §8 the three token messages and what each triggers instead of a toast. */
const TOKEN_KINDS: ReadonlyMap<string, 'session-expired' | 'token-invalid'> = new Map([
  [TOKEN_EXPIRED, 'session-expired'],
  [TOKEN_BLACKLISTED, 'session-expired'],
  [WRONG_NUMBER_OF_SEGMENTS, 'token-invalid'],
]);

/** §8 432 opens the further-details flow; §4/§8 503 with the maintenance flag is the maintenance screen. */
const FURTHER_DETAILS_STATUS = 432;
const MAINTENANCE_STATUS = 503;
const VALIDATION_STATUS = 422;

// JSON nested in a message field (the session-check body) is unwrapped this many times at most,
// so a hostile body cannot make us recurse without end.
const MAX_UNWRAP_DEPTH = 4;
// A toast is a sentence. Longer text is a stack trace or a page dump: showing it helps nobody and can leak.
const MAX_SHOWN_TEXT_LENGTH = 500;
// Error bodies are small; a bigger byte body is not one of the catalogue's and is not worth decoding.
const MAX_BYTE_BODY = 64 * 1024;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !ArrayBuffer.isView(value);
}

function validStatus(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{3}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 100 && n <= 599 ? n : null;
}

/**
 * Text fit to show a person: non-empty, sentence-sized, and not broken JSON, markup or binary noise
 * (a proxy's HTML page or a truncated body must fall to the generic message, not be toasted raw).
 */
function shownText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.length > MAX_SHOWN_TEXT_LENGTH) return null;
  if (text.startsWith('{') || text.startsWith('<')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(text)) return null;
  return text;
}

function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Strict UTF-8 decoding: invalid bytes → null, so garbage never reaches a toast. */
function decodeUtf8(bytes: Uint8Array): string | null {
  if (bytes.length > MAX_BYTE_BODY) return null;
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

function asBytes(body: unknown): Uint8Array | null {
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  return null;
}

function generic(status: number): AppError {
  return { kind: 'generic', message: GENERIC_ERROR_MESSAGE, fieldErrors: {}, status };
}

function fromText(text: string, status: number, fieldErrors: AppError['fieldErrors'] = {}): AppError {
  const tokenKind = TOKEN_KINDS.get(text);
  if (tokenKind) return { kind: tokenKind, message: null, fieldErrors, status };
  // §6: 'You are not a sub-broker' is silent wherever it comes from.
  if (text === NOT_A_SUB_BROKER) return { kind: 'silent', message: null, fieldErrors, status };
  return { kind: 'message', message: text, fieldErrors, status };
}

/** `{ field: [msgs] }` (a lone string is taken as one message); fields without a usable message are dropped. */
function parseFieldErrors(value: unknown): AppError['fieldErrors'] {
  if (!isRecord(value)) return {};
  const entries: Array<[string, string[]]> = [];
  for (const [field, raw] of Object.entries(value)) {
    // An own '__proto__' key from JSON.parse would become a prototype on a plain object downstream.
    if (field === '__proto__' || field === '') continue;
    const list = Array.isArray(raw) ? raw : [raw];
    const messages = list.map(shownText).filter((m): m is string => m !== null);
    if (messages.length > 0) entries.push([field, messages]);
  }
  return Object.fromEntries(entries);
}

function firstFieldError(fieldErrors: AppError['fieldErrors']): FieldError | undefined {
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (message !== undefined) return { field, message };
  }
  return undefined;
}

/** §4 maintenance flag: true, or 1 / '1' as in the §3 maintenance config, or that config object itself. */
function maintenanceOn(value: unknown): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  return isRecord(value) && maintenanceOn(value.is_site_under_maintenance);
}

/** An image address the maintenance screen may load: http(s) or same-origin only, never javascript: or data:. */
function safeImageUrl(value: unknown): string | undefined {
  return typeof value === 'string' && /^(https?:\/\/|\/(?!\/))\S+$/i.test(value.trim())
    ? value.trim()
    : undefined;
}

/** §3 title, sub_title, content, image_url from the flag's config object, its data, or the error itself. */
function maintenanceData(error: Json): MaintenanceData {
  const flag = isRecord(error.maintenance) ? error.maintenance : undefined;
  const sources = [flag?.data, flag, error.data, error].filter(isRecord);
  const pick = (key: keyof MaintenanceData): unknown =>
    sources.map((s) => s[key]).find((v) => v !== undefined);
  const data: MaintenanceData = {};
  for (const key of ['title', 'sub_title', 'content'] as const) {
    const value = pick(key);
    if (typeof value === 'string' && value.trim() !== '') data[key] = value.trim();
  }
  const image = safeImageUrl(pick('image_url'));
  if (image) data.image_url = image;
  return data;
}

function fromStructured(httpStatus: number, body: Json, depth: number): AppError {
  const error = isRecord(body.error) ? body.error : undefined;
  const rawMessage = [
    error?.message,
    body.message,
    typeof body.error === 'string' ? body.error : undefined,
  ].find((m) => typeof m === 'string' && m.trim() !== '');
  // The session-check body carries its real error as JSON inside `message` (§7).
  if (typeof rawMessage === 'string' && rawMessage.trim().startsWith('{')) {
    const inner = tryJson(rawMessage.trim());
    if (inner.ok && isRecord(inner.value)) return classify(httpStatus, inner.value, depth + 1);
  }

  const bodyStatus = validStatus(error?.status_code) ?? validStatus(body.status_code);
  const status = bodyStatus ?? httpStatus;
  const is = (code: number) => httpStatus === code || bodyStatus === code;
  const message = shownText(rawMessage);
  const fieldErrors = parseFieldErrors(error?.errors ?? body.errors);
  const first = firstFieldError(fieldErrors);
  // Like status_code, the flag and `required` may sit in the error object or at the top level.
  const flagHolder = [error, body].find((c) => c !== undefined && maintenanceOn(c.maintenance));

  if (is(MAINTENANCE_STATUS) && flagHolder) {
    return { kind: 'maintenance', message, fieldErrors, status, maintenance: maintenanceData(flagHolder) };
  }
  const tokenKind = message === null ? undefined : TOKEN_KINDS.get(message);
  if (tokenKind) return { kind: tokenKind, message: null, fieldErrors, status };
  if (is(FURTHER_DETAILS_STATUS)) {
    const raw = [error?.required, body.required].find((r) => typeof r === 'string' && r.trim() !== '');
    const required = typeof raw === 'string' ? raw.trim() : '';
    return { kind: 'further-details', message, fieldErrors, status, ...(required ? { required } : {}) };
  }
  if (is(VALIDATION_STATUS) && first) {
    return { kind: 'field', message: first.message, fieldErrors, firstFieldError: first, status };
  }
  const withFirst = first ? { firstFieldError: first } : {};
  if (message !== null) return { ...fromText(message, status, fieldErrors), ...withFirst };
  // §8 Auth forms: "first field error or the message is shown" — with no message, the field error is it.
  if (first) return { kind: 'message', message: first.message, fieldErrors, firstFieldError: first, status };
  return generic(status);
}

function classify(status: number, body: unknown, depth: number): AppError {
  if (depth > MAX_UNWRAP_DEPTH) return generic(status);
  const bytes = asBytes(body);
  if (bytes) {
    const text = decodeUtf8(bytes);
    return text === null ? generic(status) : classify(status, text, depth + 1);
  }
  if (typeof body === 'string') {
    const text = body.replace(/^\ufeff/, '').trim();
    if (text === '') return generic(status);
    const parsed = tryJson(text);
    // A JSON string body may itself be JSON (§8: "the error body may be a JSON string").
    if (parsed.ok) return classify(status, parsed.value, depth + 1);
    const shown = shownText(text);
    return shown === null ? generic(status) : fromText(shown, status);
  }
  if (isRecord(body)) return fromStructured(status, body, depth);
  return generic(status);
}

/**
 * docs/requirements.md §8: turn a provider's failed response (HTTP status and whatever body came back) into one AppError.
 * The body may be a JSON string, an object, plain text, bytes, empty, or garbage; none of them throws.
 */
export function normaliseProviderError(status: number, body: unknown): AppError {
  const httpStatus = validStatus(status) ?? 0;
  try {
    return classify(httpStatus, body, 0);
  } catch {
    // Only exotic objects (throwing getters, revoked proxies) get here; they are unparseable by definition.
    return generic(httpStatus);
  }
}

/**
 * §5 Server-error field lists: the server field names each form has an input for ("others exist": add them
 * here). forgotPassword is not in §5's list; its fields are §7's recovery body, because §8 routes
 * forgot-password errors to their fields (phone, captcha).
 */
export const FIELD_LISTS = {
  login: ['mobile_number', 'password'],
  signUp: ['mobile_number', 'password', 'coupon_code', 'referral_code', 'recaptcha_code'],
  forgotPassword: ['mobile_number', 'email', 'recaptcha_code'],
  deposit: ['amount', 'channel', 'coin', 'payment_coin'],
  withdraw: ['amount', 'channel', 'coin', 'payment_coin'],
  lending: ['loan_amount', 'auto_deduct', 'tnc_accepted', 'loan_type'],
  nominee: ['nominee_name', 'dob', 'relationship', 'gender', 'contact_number', 'pan_no', 'address'],
  dateRange: ['start_date', 'end_date'],
  passwordChange: ['old_password', 'password'],
} as const satisfies Record<string, readonly string[]>;
export type FormName = keyof typeof FIELD_LISTS;
export type FormField<F extends FormName> = (typeof FIELD_LISTS)[F][number];

/**
 * §8 422 with field errors: the first error message goes to the matching input of the form.
 * Returns that input's field name, or null when the form has no input for it (the caller toasts instead).
 */
export function routeFieldError<F extends FormName>(appError: AppError, form: F): FormField<F> | null {
  const field = appError.kind === 'field' ? appError.firstFieldError?.field : undefined;
  const fields: readonly string[] = FIELD_LISTS[form];
  return field !== undefined && fields.includes(field) ? (field as FormField<F>) : null;
}
