// §8's error catalogue: each provider body and status normaliseProviderError meets, and what it makes of it.
import { describe, expect, it } from 'vitest';
import { type AppError, appErrorSchema } from './appError.ts';
import {
  GENERIC_ERROR_MESSAGE,
  NOT_A_SUB_BROKER,
  TOKEN_BLACKLISTED,
  TOKEN_EXPIRED,
  WRONG_NUMBER_OF_SEGMENTS,
} from './messages.ts';
import { normaliseProviderError } from './normalise.ts';

const generic = (status: number): AppError => ({
  kind: 'generic',
  message: GENERIC_ERROR_MESSAGE,
  fieldErrors: {},
  status,
});
const toast = (message: string, status: number, fieldErrors: AppError['fieldErrors'] = {}): AppError => ({
  kind: 'message',
  message,
  fieldErrors,
  status,
});
const quiet = (kind: 'silent' | 'session-expired' | 'token-invalid', status: number): AppError => ({
  kind,
  message: null,
  fieldErrors: {},
  status,
});
// UTF-8 bytes without TextEncoder (not in shared/'s ES-only lib): encodeURIComponent's %XX are the bytes.
const utf8 = (text: string) =>
  Uint8Array.from(encodeURIComponent(text).match(/%[0-9A-F]{2}|[^%]/g) ?? [], (t) =>
    t.length === 3 ? Number.parseInt(t.slice(1), 16) : t.charCodeAt(0),
  );

const sessionCheckBody = {
  message: JSON.stringify({
    error: { maintenance: true, status_code: 503, message: 'We are upgrading, back at 6 pm' },
  }),
};

type Row = [name: string, status: number, body: unknown, expected: AppError];

const rows: Row[] = [
  // Plain message
  ['plain text body is toasted', 400, 'Insufficient balance', toast('Insufficient balance', 400)],
  ['plain text body, surrounding whitespace trimmed', 400, '  Invalid OTP \n', toast('Invalid OTP', 400)],
  ['plain text bytes body is toasted', 400, utf8('Invalid OTP “x”'), toast('Invalid OTP “x”', 400)],
  ['plain text ArrayBuffer body is toasted', 400, utf8('Invalid OTP').buffer, toast('Invalid OTP', 400)],
  [
    'plain text that only looks like a JSON array is still toasted',
    400,
    '[BTC] paused',
    toast('[BTC] paused', 400),
  ],
  ['plain text starting with "[", not JSON', 400, '[maintenance window]', toast('[maintenance window]', 400)],
  [
    "plain 'Token has expired' shows nothing, ends the session",
    401,
    TOKEN_EXPIRED,
    quiet('session-expired', 401),
  ],
  [
    "plain 'The token has been blacklisted' ends the session",
    401,
    TOKEN_BLACKLISTED,
    quiet('session-expired', 401),
  ],
  [
    "plain 'Wrong number of segments' → token action",
    401,
    WRONG_NUMBER_OF_SEGMENTS,
    quiet('token-invalid', 401),
  ],
  ["plain 'You are not a sub-broker' is silent (§6)", 403, NOT_A_SUB_BROKER, quiet('silent', 403)],
  // JSON string bodies
  ['JSON string body is parsed', 400, '{"message":"Invalid OTP"}', toast('Invalid OTP', 400)],
  ['JSON string body of a quoted string', 400, '"Invalid OTP"', toast('Invalid OTP', 400)],
  [
    'JSON string body holding a token message',
    401,
    `{"message":"${TOKEN_EXPIRED}"}`,
    quiet('session-expired', 401),
  ],
  [
    'JSON bytes body is parsed',
    400,
    utf8('{"error":"Daily limit reached"}'),
    toast('Daily limit reached', 400),
  ],
  [
    'JSON string body encoded twice',
    400,
    JSON.stringify('{"message":"Invalid OTP"}'),
    toast('Invalid OTP', 400),
  ],
  // JSON message or error text
  ['JSON message is toasted', 400, { message: 'Invalid OTP' }, toast('Invalid OTP', 400)],
  ['JSON error text is toasted', 400, { error: 'Daily limit reached' }, toast('Daily limit reached', 400)],
  [
    "JSON message 'You are not a sub-broker' is silent",
    403,
    { message: NOT_A_SUB_BROKER },
    quiet('silent', 403),
  ],
  [
    "JSON error text 'You are not a sub-broker' is silent",
    403,
    { error: NOT_A_SUB_BROKER },
    quiet('silent', 403),
  ],
  [
    "error.message 'You are not a sub-broker' is silent",
    403,
    { error: { message: NOT_A_SUB_BROKER } },
    quiet('silent', 403),
  ],
  // Token messages inside structured bodies
  ["JSON message 'Token has expired'", 401, { message: TOKEN_EXPIRED }, quiet('session-expired', 401)],
  [
    "error text 'The token has been blacklisted'",
    401,
    { error: TOKEN_BLACKLISTED },
    quiet('session-expired', 401),
  ],
  [
    "error.message 'Token has expired'",
    401,
    { error: { message: TOKEN_EXPIRED } },
    quiet('session-expired', 401),
  ],
  [
    "error.message 'The token has been blacklisted'",
    401,
    { error: { message: TOKEN_BLACKLISTED, status_code: 401 } },
    quiet('session-expired', 401),
  ],
  [
    "error.message 'Wrong number of segments'",
    500,
    { error: { message: WRONG_NUMBER_OF_SEGMENTS } },
    quiet('token-invalid', 500),
  ],
  [
    "top-level message 'Wrong number of segments'",
    401,
    { message: WRONG_NUMBER_OF_SEGMENTS },
    quiet('token-invalid', 401),
  ],
  // 422
  [
    '422 with field errors → first field, first message',
    422,
    {
      error: {
        errors: { mobile_number: ['The mobile number is taken.', 'Second'], password: ['Too short'] },
        message: 'The given data was invalid.',
      },
    },
    {
      kind: 'field',
      message: 'The mobile number is taken.',
      fieldErrors: { mobile_number: ['The mobile number is taken.', 'Second'], password: ['Too short'] },
      firstFieldError: { field: 'mobile_number', message: 'The mobile number is taken.' },
      status: 422,
    },
  ],
  [
    '422 with field errors at the top level, a lone string taken as one message',
    422,
    { errors: { coupon_code: 'Invalid coupon' }, message: 'The given data was invalid.' },
    {
      kind: 'field',
      message: 'Invalid coupon',
      fieldErrors: { coupon_code: ['Invalid coupon'] },
      firstFieldError: { field: 'coupon_code', message: 'Invalid coupon' },
      status: 422,
    },
  ],
  [
    '422 skips fields with no usable message',
    422,
    { error: { errors: { amount: [], coin: [42, 'Unsupported coin'] }, message: 'Invalid' } },
    {
      kind: 'field',
      message: 'Unsupported coin',
      fieldErrors: { coin: ['Unsupported coin'] },
      firstFieldError: { field: 'coin', message: 'Unsupported coin' },
      status: 422,
    },
  ],
  [
    '422 from status_code in the body',
    400,
    { error: { status_code: 422, errors: { otp: ['Invalid OTP'] }, message: 'Invalid' } },
    {
      kind: 'field',
      message: 'Invalid OTP',
      fieldErrors: { otp: ['Invalid OTP'] },
      firstFieldError: { field: 'otp', message: 'Invalid OTP' },
      status: 422,
    },
  ],
  [
    '422 without field errors → error message toasted',
    422,
    { error: { message: 'Invalid amount' } },
    toast('Invalid amount', 422),
  ],
  [
    '422 with an empty errors map → message toasted',
    422,
    { error: { errors: {}, message: 'Invalid amount' } },
    toast('Invalid amount', 422),
  ],
  ['422 with nothing usable → generic', 422, { error: { errors: { amount: [] } } }, generic(422)],
  // 432
  [
    "432 with required 'pan_number' (PAN variant)",
    400,
    { error: { status_code: 432, required: 'pan_number', message: 'Please enter your PAN' } },
    {
      kind: 'further-details',
      message: 'Please enter your PAN',
      fieldErrors: {},
      status: 432,
      required: 'pan_number',
    },
  ],
  [
    '432 with another required value, status_code at the top level',
    400,
    { status_code: 432, required: 'address', message: 'More details needed' },
    {
      kind: 'further-details',
      message: 'More details needed',
      fieldErrors: {},
      status: 432,
      required: 'address',
    },
  ],
  [
    '432 as a JSON string body, status_code given as text',
    400,
    '{"error":{"status_code":"432","required":"pan_number"}}',
    { kind: 'further-details', message: null, fieldErrors: {}, status: 432, required: 'pan_number' },
  ],
  [
    '432 without required still opens the default flow',
    432,
    { error: { message: 'More details needed' } },
    { kind: 'further-details', message: 'More details needed', fieldErrors: {}, status: 432 },
  ],
  // 503 maintenance
  [
    '503 with the maintenance flag → maintenance with the server message',
    503,
    { error: { maintenance: true, status_code: 503, message: 'Back soon' } },
    { kind: 'maintenance', message: 'Back soon', fieldErrors: {}, status: 503, maintenance: {} },
  ],
  [
    'session-check body: JSON double-encoded in message, HTTP status not 503',
    401,
    sessionCheckBody,
    {
      kind: 'maintenance',
      message: 'We are upgrading, back at 6 pm',
      fieldErrors: {},
      status: 503,
      maintenance: {},
    },
  ],
  [
    'session-check body as a JSON string (double-encoded twice)',
    500,
    JSON.stringify(sessionCheckBody),
    {
      kind: 'maintenance',
      message: 'We are upgrading, back at 6 pm',
      fieldErrors: {},
      status: 503,
      maintenance: {},
    },
  ],
  [
    '503 maintenance carries §3 maintenance data; unsafe image addresses dropped',
    503,
    {
      error: {
        maintenance: {
          is_site_under_maintenance: '1',
          data: { title: 'Upgrading', sub_title: 'Soon', image_url: 'javascript:alert(1)' },
        },
        content: 'Free text',
        message: 'Back soon',
      },
    },
    {
      kind: 'maintenance',
      message: 'Back soon',
      fieldErrors: {},
      status: 503,
      maintenance: { title: 'Upgrading', sub_title: 'Soon', content: 'Free text' },
    },
  ],
  [
    '503 maintenance flag 1 with an https image',
    503,
    { error: { maintenance: 1, message: 'Back soon', data: { image_url: 'https://cdn.example/m.png' } } },
    {
      kind: 'maintenance',
      message: 'Back soon',
      fieldErrors: {},
      status: 503,
      maintenance: { image_url: 'https://cdn.example/m.png' },
    },
  ],
  [
    '503 without the maintenance flag → toast',
    503,
    { error: { maintenance: false, message: 'Upstream down' } },
    toast('Upstream down', 503),
  ],
  [
    'maintenance flag without 503 → toast',
    400,
    { error: { maintenance: true, message: 'Odd' } },
    toast('Odd', 400),
  ],
  // Other structured errors
  [
    '500 structured → error.message toasted',
    500,
    { error: { message: 'Order failed', status_code: 500 } },
    toast('Order failed', 500),
  ],
  [
    'error.message wins over the top-level message',
    400,
    { message: 'outer', error: { message: 'inner' } },
    toast('inner', 400),
  ],
  [
    'non-422 field errors and no message → first field message toasted',
    400,
    { error: { errors: { amount: ['Too small'] } } },
    {
      ...toast('Too small', 400, { amount: ['Too small'] }),
      firstFieldError: { field: 'amount', message: 'Too small' },
    },
  ],
  // Unparseable or empty
  ['empty string', 500, '', generic(500)],
  ['whitespace only', 500, '  \n ', generic(500)],
  ['null', 500, null, generic(500)],
  ['undefined', 502, undefined, generic(502)],
  ["'{not json'", 500, '{not json', generic(500)],
  ['an HTML error page', 502, '<html><body>Bad Gateway</body></html>', generic(502)],
  ['a number', 500, 42, generic(500)],
  ['a numeric string (JSON number)', 500, '404', generic(500)],
  ['a boolean', 500, true, generic(500)],
  ['an array', 500, [{ message: 'x' }], generic(500)],
  ['a JSON array string', 500, '["x"]', generic(500)],
  ['an empty object', 500, {}, generic(500)],
  ['an object with no message', 500, { code: 17 }, generic(500)],
  ['empty message', 500, { message: '   ' }, generic(500)],
  ['message that is broken JSON', 500, { message: '{"error":' }, generic(500)],
  ['invalid UTF-8 bytes', 500, Uint8Array.of(0xff, 0xfe, 0x41), generic(500)],
  ['binary noise as text', 500, 'PK\u0003\u0004\u0000\u0000', generic(500)],
  ['a very long text body', 500, 'x'.repeat(5000), generic(500)],
  ['unknown status → 0', Number.NaN, '', generic(0)],
  ['out-of-range status → 0', 1234, 'Bad', toast('Bad', 0)],
];

describe('§8 error catalogue: normaliseProviderError', () => {
  it.each(rows)('§8 %s', (_name, status, body, expected) => {
    const result = normaliseProviderError(status, body);
    expect(result).toEqual(expected);
    expect(appErrorSchema.safeParse(result).success).toBe(true);
  });

  it('§8 covers each kind at least once', () => {
    const kinds = new Set(rows.map(([, status, body]) => normaliseProviderError(status, body).kind));
    expect([...kinds].sort()).toEqual(
      [
        'field',
        'further-details',
        'generic',
        'maintenance',
        'message',
        'session-expired',
        'silent',
        'token-invalid',
      ].sort(),
    );
  });

  it('§8 a body nested deeper than the unwrap limit is generic, not a stack overflow', () => {
    let body: unknown = { message: 'deep' };
    for (let i = 0; i < 10; i += 1) body = { message: JSON.stringify(body) };
    expect(normaliseProviderError(500, body)).toEqual(generic(500));
    let shallow: unknown = { message: 'deep' };
    for (let i = 0; i < 3; i += 1) shallow = { message: JSON.stringify(shallow) };
    expect(normaliseProviderError(500, shallow)).toEqual(toast('deep', 500));
  });

  it("§8 a '__proto__' field from a JSON body is not used as a field", () => {
    const result = normaliseProviderError(422, '{"errors":{"__proto__":["x"],"amount":["Too small"]}}');
    expect(result.firstFieldError).toEqual({ field: 'amount', message: 'Too small' });
    expect(Object.getPrototypeOf(result.fieldErrors)).toBe(Object.prototype);
  });

  it('§8 a body whose getters throw is generic', () => {
    const hostile = {
      get error(): unknown {
        throw new Error('boom');
      },
    };
    expect(normaliseProviderError(500, hostile)).toEqual(generic(500));
  });
});
