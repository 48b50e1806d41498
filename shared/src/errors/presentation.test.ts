import { describe, expect, it } from 'vitest';
import type { AppError } from './appError.ts';
import {
  GENERIC_ERROR_MESSAGE,
  NOT_A_SUB_BROKER,
  TOKEN_EXPIRED,
  WRONG_NUMBER_OF_SEGMENTS,
} from './messages.ts';
import { normaliseProviderError } from './normalise.ts';
import {
  errorAnalytics,
  MAINTENANCE_REDIRECT_PATH,
  type Presentation,
  presentError,
} from './presentation.ts';

const nothing: Presentation = {
  toast: null,
  field: null,
  endSession: false,
  tokenAction: false,
  furtherDetails: null,
  maintenanceRedirect: false,
};

const fieldError = normaliseProviderError(422, {
  error: {
    errors: { password: ['Too short'], mobile_number: ['Taken'] },
    message: 'The given data was invalid.',
  },
});
const maintenance = normaliseProviderError(503, { error: { maintenance: true, message: 'Back soon' } });

describe('§8 presentError: what the one client handler does', () => {
  it.each<[string, AppError, Parameters<typeof presentError>[1], Partial<Presentation>]>([
    [
      '422 field errors with inputs handled → first message on its input, no toast',
      fieldError,
      { inputsHandled: true },
      { field: { name: 'password', message: 'Too short' } },
    ],
    ['422 field errors without inputs → toast', fieldError, { inputsHandled: false }, { toast: 'Too short' }],
    [
      '422 without field errors → message toasted even with inputs',
      normaliseProviderError(422, { error: { message: 'Invalid amount' } }),
      { inputsHandled: true },
      { toast: 'Invalid amount' },
    ],
    [
      'plain message → toast',
      normaliseProviderError(400, 'Invalid OTP'),
      { inputsHandled: true },
      { toast: 'Invalid OTP' },
    ],
    [
      "'You are not a sub-broker' → nothing",
      normaliseProviderError(403, { message: NOT_A_SUB_BROKER }),
      { inputsHandled: false },
      {},
    ],
    [
      "'Token has expired' → nothing shown, session ends",
      normaliseProviderError(401, TOKEN_EXPIRED),
      { inputsHandled: false },
      { endSession: true },
    ],
    [
      "'Wrong number of segments' → nothing shown, token action",
      normaliseProviderError(401, { error: { message: WRONG_NUMBER_OF_SEGMENTS } }),
      { inputsHandled: false },
      { tokenAction: true },
    ],
    [
      "432 required 'pan_number' → PAN variant, message toasted",
      normaliseProviderError(400, {
        error: { status_code: 432, required: 'pan_number', message: 'PAN needed' },
      }),
      { inputsHandled: false },
      { furtherDetails: 'pan', toast: 'PAN needed' },
    ],
    [
      '432 other required → default variant',
      normaliseProviderError(400, { status_code: 432, required: 'address' }),
      { inputsHandled: false },
      { furtherDetails: 'default' },
    ],
    [
      '503 maintenance elsewhere → redirect to /in/home',
      maintenance,
      { inputsHandled: false, currentPath: '/in/wallet' },
      { maintenanceRedirect: true, toast: 'Back soon' },
    ],
    [
      '503 maintenance already on /in/home → no redirect',
      maintenance,
      { inputsHandled: false, currentPath: '/in/home/?tab=1' },
      { toast: 'Back soon' },
    ],
    [
      '503 maintenance, path unknown → redirect',
      maintenance,
      { inputsHandled: false },
      { maintenanceRedirect: true, toast: 'Back soon' },
    ],
    [
      'unparseable → generic toast',
      normaliseProviderError(500, '{not json'),
      { inputsHandled: false },
      { toast: GENERIC_ERROR_MESSAGE },
    ],
    [
      'unparseable, generic skipped → nothing',
      normaliseProviderError(500, ''),
      { inputsHandled: false, skipGeneric: true },
      {},
    ],
    [
      'skipGeneric does not hide real messages',
      normaliseProviderError(400, 'Invalid OTP'),
      { inputsHandled: false, skipGeneric: true },
      { toast: 'Invalid OTP' },
    ],
  ])('§8 %s', (_name, appError, options, expected) => {
    expect(presentError(appError, options)).toEqual({ ...nothing, ...expected });
  });

  it('§8 redirect target is /in/home', () => {
    expect(MAINTENANCE_REDIRECT_PATH).toBe('/in/home');
  });
});

describe('§8 analytics event: status code (default 422) and message', () => {
  it.each([
    [normaliseProviderError(400, 'Invalid OTP'), { status_code: 400, message: 'Invalid OTP' }],
    [normaliseProviderError(Number.NaN, 'Invalid OTP'), { status_code: 422, message: 'Invalid OTP' }],
    [normaliseProviderError(401, TOKEN_EXPIRED), { status_code: 401, message: null }],
  ])('%j → %j', (appError, expected) => {
    expect(errorAnalytics(appError)).toEqual(expected);
  });
});
