import { describe, expect, it } from 'vitest';
import { forcedResetReducer, hasPanOnFile, initialForcedReset } from './forcedReset.ts';

const passwords = { password: 'Rupee!Coin9', password_confirmation: 'Rupee!Coin9' };

describe('§2 forced reset-password screen with a PAN gate', () => {
  it('an account with a PAN on file (§3 kyc_doc PAN) passes the PAN gate first', () => {
    const user = { kyc_doc: [{ document_type: 'PAN' }] };
    expect(hasPanOnFile(user)).toBe(true);
    expect(initialForcedReset(user)).toEqual({ step: 'pan', held: null });
  });

  it('an account without one goes straight to the new password', () => {
    expect(initialForcedReset({ kyc_doc: [{ document_type: 'AADHAAR' }] })).toEqual({
      step: 'password',
      held: null,
    });
    expect(initialForcedReset({ kyc_doc: null })).toEqual({ step: 'password', held: null });
  });

  it('§8 432 required pan_number opens the gate, keeping the typed passwords for the retry', () => {
    const gated = forcedResetReducer(
      { step: 'password', held: null },
      { type: 'panRequired', held: passwords },
    );
    expect(gated).toEqual({ step: 'pan', held: passwords });
    expect(forcedResetReducer(gated, { type: 'panVerified' })).toEqual({ step: 'password', held: passwords });
  });

  it('a gate passed before any password was typed leads to the password form with nothing held', () => {
    expect(forcedResetReducer({ step: 'pan', held: null }, { type: 'panVerified' })).toEqual({
      step: 'password',
      held: null,
    });
  });
});
