// §2 the forced reset-password screen with its PAN gate, as a pure step machine. A PAN on file means the
// provider wants it checked first (auth.verifyPan, answers []); if the provider still asks for it (432 with
// required 'pan_number'), the gate opens and the typed passwords wait for it, then go again.

export interface ResetPasswords {
  readonly password: string;
  readonly password_confirmation: string;
}

interface ForcedResetState {
  readonly step: 'pan' | 'password';
  /** Passwords the provider refused until the PAN gate passes; sent again once it does. */
  readonly held: ResetPasswords | null;
}

type ForcedResetEvent =
  | { readonly type: 'panRequired'; readonly held: ResetPasswords }
  | { readonly type: 'panVerified' };

/** §3 kyc_doc with document_type 'PAN': the account has a PAN for the gate to check. */
export function hasPanOnFile(user: { kyc_doc?: ReadonlyArray<{ document_type: string }> | null }): boolean {
  return user.kyc_doc?.some((doc) => doc.document_type.toUpperCase() === 'PAN') ?? false;
}

export function initialForcedReset(user: Parameters<typeof hasPanOnFile>[0]): ForcedResetState {
  return { step: hasPanOnFile(user) ? 'pan' : 'password', held: null };
}

export function forcedResetReducer(state: ForcedResetState, event: ForcedResetEvent): ForcedResetState {
  switch (event.type) {
    case 'panRequired':
      return { step: 'pan', held: event.held };
    case 'panVerified':
      return { step: 'password', held: state.held };
  }
}
