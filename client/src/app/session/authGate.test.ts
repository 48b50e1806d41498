import type { AppError } from '@sikka/shared/errors/appError';
import { describe, expect, it } from 'vitest';
import { appScreen, authGate, type CheckStatus, clearsOnCheckFailure, sessionEndNotice } from './authGate.ts';

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

describe('§2/§4 what replaces the app: maintenance, loader, error, forced reset', () => {
  const ok: CheckStatus = { status: 'success', data: { signedIn: true, userId: 3 } };
  const base = { check: ok, maintenanceOn: false, userPending: false, forcedReset: false };

  it('the maintenance flag on shows the maintenance screen instead of the app, before anything else', () => {
    expect(appScreen('/in/home', { ...base, maintenanceOn: true })).toEqual({ kind: 'live-maintenance' });
    expect(appScreen('/in/home', { ...base, maintenanceOn: true, check: { status: 'pending' } })).toEqual({
      kind: 'live-maintenance',
    });
    expect(appScreen('/in/exchange/inr/btc', { ...base, maintenanceOn: true, forcedReset: true })).toEqual({
      kind: 'live-maintenance',
    });
  });

  it('vendor-order pages skip the maintenance gate (and the check)', () => {
    expect(appScreen('/in/vendor-order/9', { ...base, maintenanceOn: true })).toEqual({ kind: 'app' });
    expect(appScreen('/in/vendor-order/9', { ...base, check: { status: 'pending' } })).toEqual({
      kind: 'app',
    });
  });

  it('flag off: the check decides (loader while pending, the error screen on failure)', () => {
    expect(appScreen('/in/home', { ...base, check: { status: 'pending' } })).toEqual({ kind: 'loader' });
    expect(appScreen('/in/home', { ...base, check: { status: 'error', error: failure } })).toMatchObject({
      kind: 'error',
    });
    expect(appScreen('/in/home', { ...base, check: { status: 'error', error: maintenance } })).toMatchObject({
      kind: 'maintenance',
    });
  });

  it('the forced reset-password screen replaces the app when active', () => {
    expect(appScreen('/in/home', { ...base, forcedReset: true })).toEqual({ kind: 'forced-reset' });
    expect(appScreen('/in/exchange/inr/btc', { ...base, forcedReset: true })).toEqual({
      kind: 'forced-reset',
    });
  });

  it('signed in, the loader stays until the user is known, so the app never flashes before a forced reset', () => {
    expect(appScreen('/in/home', { ...base, userPending: true })).toEqual({ kind: 'loader' });
    expect(appScreen('/in/home', base)).toEqual({ kind: 'app' });
  });

  it('§2 "not on vendor-order": a checkout whose payer signed in on the page keeps showing while the user loads', () => {
    expect(appScreen('/in/vendor-order/vo_0123456789abcdef01234567', { ...base, userPending: true })).toEqual(
      {
        kind: 'app',
      },
    );
  });
});
