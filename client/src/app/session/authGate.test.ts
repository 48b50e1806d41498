import type { AppError } from '@sikka/shared/errors/appError';
import { describe, expect, it } from 'vitest';
import { authGate, clearsOnCheckFailure, sessionEndNotice } from './authGate.ts';

const failure: AppError = {
  kind: 'generic',
  message: 'Something went wrong! Please try again later',
  fieldErrors: {},
  status: 502,
};
const maintenance: AppError = { kind: 'maintenance', message: 'Upgrading', fieldErrors: {}, status: 503 };

describe('§2/§4 authentication check at load', () => {
  it('a full-screen loader while pending, except on vendor-order, which skips the check', () => {
    expect(authGate('/in/home', { status: 'pending' })).toEqual({ kind: 'loader' });
    expect(authGate('/in/vendor-order/12', { status: 'pending' })).toEqual({ kind: 'app' });
  });

  it('the app once the check answers, signed in or not', () => {
    expect(authGate('/in/home', { status: 'success', data: { signedIn: false } })).toEqual({ kind: 'app' });
    expect(authGate('/in/home', { status: 'success', data: { signedIn: true, userId: 3 } })).toEqual({
      kind: 'app',
    });
  });

  it('an error screen on failure, except on exchange, vendor-order, into-the-block and integrate', () => {
    expect(authGate('/in/home', { status: 'error', error: failure })).toEqual({
      kind: 'error',
      message: 'Something went wrong! Please try again later',
    });
    for (const path of [
      '/in/exchange/inr/btc',
      '/in/vendor-order/1',
      '/in/into-the-block/x',
      '/in/integrate/y',
    ]) {
      expect(authGate(path, { status: 'error', error: failure })).toEqual({ kind: 'app' });
    }
  });

  it('503 with the maintenance flag: the maintenance screen', () => {
    expect(authGate('/in/home', { status: 'error', error: maintenance })).toEqual({
      kind: 'maintenance',
      appError: maintenance,
    });
  });

  it('any other failure clears stored session data, outside vendor-order', () => {
    expect(clearsOnCheckFailure('/in/home', failure)).toBe(true);
    expect(clearsOnCheckFailure('/in/exchange/inr/btc', failure)).toBe(true);
    expect(clearsOnCheckFailure('/in/vendor-order/1', failure)).toBe(false);
    expect(clearsOnCheckFailure('/in/home', maintenance)).toBe(false);
  });
});

describe('§4 session expiry at load', () => {
  it("an expired session gets 'Session has expired!'; an invalid one is cleared silently", () => {
    expect(sessionEndNotice({ signedIn: false, ended: 'expired' }, false)).toBe('expired');
    expect(sessionEndNotice({ signedIn: false, ended: 'invalid' }, true)).toBe('silent');
  });

  it('a browser that still believed it was signed in (userLogin 1) is told its session expired', () => {
    expect(sessionEndNotice({ signedIn: false }, true)).toBe('expired');
    expect(sessionEndNotice({ signedIn: false }, false)).toBeNull();
    expect(sessionEndNotice({ signedIn: true, userId: 1 }, true)).toBeNull();
  });
});
