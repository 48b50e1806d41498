// The PAN registry the PAN step asks (NSDL/UTIITSL's PAN verification in production): what it holds for a PAN.
// The embedded default is a simulated registry with deterministic answers, so every path can be tried.

export type PanRecord =
  | { status: 'valid'; name: string }
  | { status: 'not_found' }
  | { status: 'deceased' }
  | { status: 'inoperative' };

export interface PanRegistry {
  /** The record for a well-formed PAN; `claimedName` is what the person typed (the simulation echoes it). */
  lookup(pan: string, claimedName: string): Promise<PanRecord>;
}

/**
 * Test PANs (docs/kyc.md): the 4 digits decide. 0000 is no such PAN, 8888 a deceased holder, 7777 an inoperative
 * PAN (not linked with Aadhaar), 9999 a PAN held by RAVI KUMAR SHARMA (any other name mismatches); any other PAN
 * is valid and held by the name typed.
 */
const SIMULATED_PAN_HOLDER = 'RAVI KUMAR SHARMA';

export class SimulatedPanRegistry implements PanRegistry {
  async lookup(pan: string, claimedName: string): Promise<PanRecord> {
    switch (pan.slice(5, 9)) {
      case '0000':
        return { status: 'not_found' };
      case '8888':
        return { status: 'deceased' };
      case '7777':
        return { status: 'inoperative' };
      case '9999':
        return { status: 'valid', name: SIMULATED_PAN_HOLDER };
      default:
        return { status: 'valid', name: claimedName.trim().replace(/\s+/g, ' ').toUpperCase() };
    }
  }
}
