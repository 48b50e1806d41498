import { describe, expect, it } from 'vitest';
import { type AppError, appErrorSchema } from './appError.ts';
import { GENERIC_ERROR_MESSAGE } from './messages.ts';

const base = { fieldErrors: {}, status: 400 };
const field: AppError = {
  kind: 'field',
  message: 'Too short',
  fieldErrors: { password: ['Too short'] },
  firstFieldError: { field: 'password', message: 'Too short' },
  status: 422,
};

describe('§8 AppError schema (tRPC error data the client parses)', () => {
  it.each<[string, unknown]>([
    ['field', field],
    ['message', { ...base, kind: 'message', message: 'Invalid OTP' }],
    ['silent', { ...base, kind: 'silent', message: null }],
    ['session-expired', { ...base, kind: 'session-expired', message: null, status: 401 }],
    ['token-invalid', { ...base, kind: 'token-invalid', message: null }],
    [
      'further-details with PAN',
      { ...base, kind: 'further-details', message: null, required: 'pan_number', status: 432 },
    ],
    [
      'maintenance',
      { ...base, kind: 'maintenance', message: 'Back soon', status: 503, maintenance: { title: 'Up' } },
    ],
    ['generic, status unknown', { ...base, kind: 'generic', message: GENERIC_ERROR_MESSAGE, status: 0 }],
  ])('accepts %s', (_name, value) => {
    expect(appErrorSchema.safeParse(value).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an unknown kind', { ...base, kind: 'fatal', message: 'x' }],
    ['a silent error with a message', { ...base, kind: 'silent', message: 'x' }],
    [
      'a session-expired error with a message',
      { ...base, kind: 'session-expired', message: 'Token has expired' },
    ],
    ['a message error with nothing to show', { ...base, kind: 'message', message: null }],
    ['an empty message', { ...base, kind: 'message', message: '' }],
    ['a generic error with another text', { ...base, kind: 'generic', message: 'Oops' }],
    ['a field error without its first field', { ...field, firstFieldError: undefined }],
    ['a field error showing another message', { ...field, message: 'Other' }],
    ['a first field error absent from the map', { ...field, fieldErrors: { coin: ['Too short'] } }],
    ['required outside 432', { ...base, kind: 'message', message: 'x', required: 'pan_number' }],
    ['maintenance data outside 503', { ...base, kind: 'message', message: 'x', maintenance: {} }],
    ['a fractional status', { ...base, kind: 'message', message: 'x', status: 400.5 }],
    ['a status past 599', { ...base, kind: 'message', message: 'x', status: 600 }],
    [
      'field messages that are not strings',
      { ...base, kind: 'message', message: 'x', fieldErrors: { a: [1] } },
    ],
  ])('rejects %s', (_name, value) => {
    expect(appErrorSchema.safeParse(value).success).toBe(false);
  });
});
