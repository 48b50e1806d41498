import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type AppError, appErrorSchema } from './appError.ts';
import { APP_ERROR_KINDS, type AppErrorShape, readAppError } from './appErrorRead.ts';
import { GENERIC_ERROR_MESSAGE } from './messages.ts';

// Values near an AppError: each field is often right, sometimes wrong in type or range, sometimes absent.
const text = fc.oneof(
  fc.constantFrom('', 'x', 'Too short', GENERIC_ERROR_MESSAGE, 'pan_number'),
  fc.string(),
);
const oddValue = fc.oneof(
  fc.constantFrom(null, true, [], {}, -1, 400.5, 600, '400', ['x'], { field: 'x' }),
  fc.integer(),
  text,
);
const maybe = <T>(value: fc.Arbitrary<T>) =>
  fc.option(fc.oneof(value, value, value, oddValue), { nil: undefined });
const fieldErrors = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(
      fc.constantFrom('password', 'coin', '__proto__', 'a'),
      fc.array(text, { maxLength: 3 }),
    ),
  },
  fc.dictionary(fc.string(), fc.array(oddValue, { maxLength: 2 })),
  oddValue,
);
const FIELDS = [
  'kind',
  'message',
  'fieldErrors',
  'firstFieldError',
  'status',
  'required',
  'maintenance',
  'outcome',
];
/** An AppError whose kind and message agree (others' pairings by chance), often with one field made wrong. */
const nearAppError = fc
  .record(
    {
      kind: fc.constantFrom(...APP_ERROR_KINDS),
      text: fc.oneof(fc.constantFrom('x', 'Too short'), fc.string({ minLength: 1 })),
      fieldErrors: fieldErrors,
      status: fc.oneof(fc.constantFrom(0, 400, 422, 432, 503, 599), fc.integer({ min: 0, max: 599 })),
      required: maybe(text),
      maintenance: maybe(
        fc.record({ title: text, sub_title: text, content: oddValue }, { requiredKeys: [] }),
      ),
      outcome: maybe(fc.constantFrom('refused', 'unknown', 'maybe')),
      extra: maybe(text),
      broken: fc.option(fc.tuple(fc.constantFrom(...FIELDS), fc.option(oddValue, { nil: undefined })), {
        nil: undefined,
      }),
    },
    { requiredKeys: ['kind', 'text', 'fieldErrors', 'status', 'broken'] },
  )
  .map(({ kind, text: message, broken, ...rest }) => {
    const value: Record<string, unknown> = {
      ...rest,
      kind,
      message: ['silent', 'session-expired', 'token-invalid'].includes(kind)
        ? null
        : kind === 'generic'
          ? GENERIC_ERROR_MESSAGE
          : message,
    };
    if (kind === 'field') {
      value.firstFieldError = { field: 'password', message };
      value.fieldErrors = { password: [message] };
    }
    // Pairings hold more often than chance would have them.
    if (kind !== 'further-details') delete value.required;
    if (kind !== 'maintenance') delete value.maintenance;
    if (broken) value[broken[0]] = broken[1];
    return value;
  });
// Through JSON, as the client receives it.
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

describe('§8 AppError read without zod (appErrorRead.ts)', () => {
  it('answers the type appErrorSchema parses', () => {
    expectTypeOf<AppErrorShape>().toEqualTypeOf<AppError>();
  });

  it('accepts what appErrorSchema accepts and answers what it parses, for any JSON value near an AppError', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(nearAppError, oddValue, fc.jsonValue()), (raw) => {
        const value = asJson(raw);
        const parsed = appErrorSchema.safeParse(value);
        const read = readAppError(value);
        if (parsed.success) accepted += 1;
        expect(read).toStrictEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 5_000 },
    );
    // The property is worth something only if both accept a fair share.
    expect(accepted).toBeGreaterThan(50);
  });

  it.each<[string, unknown]>([
    ['message', { kind: 'message', message: 'Invalid OTP', fieldErrors: {}, status: 400, extra: 1 }],
    ['silent', { kind: 'silent', message: null, fieldErrors: {}, status: 400 }],
    [
      'generic',
      { kind: 'generic', message: GENERIC_ERROR_MESSAGE, fieldErrors: {}, status: 0, outcome: 'unknown' },
    ],
    ['a silent error with a message', { kind: 'silent', message: 'x', fieldErrors: {}, status: 400 }],
    ['a fractional status', { kind: 'message', message: 'x', fieldErrors: {}, status: 400.5 }],
    ['no fieldErrors', { kind: 'message', message: 'x', status: 400 }],
    [
      'a field named __proto__',
      JSON.parse('{"kind":"message","message":"x","fieldErrors":{"__proto__":["x"],"a":["y"]},"status":400}'),
    ],
  ])('%s: the same answer as appErrorSchema', (_name, value) => {
    const parsed = appErrorSchema.safeParse(value);
    expect(readAppError(value)).toStrictEqual(parsed.success ? parsed.data : null);
  });
});
