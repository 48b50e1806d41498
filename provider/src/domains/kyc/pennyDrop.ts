// Bank-account verification by penny drop: ₹1 is sent to the account and the bank answers the holder's name.

export type PennyDropResult =
  | { ok: true; nameAtBank: string; reference: string }
  | { ok: false; reason: string };

export interface PennyDrop {
  send(accountNumber: string, ifsc: string, expectedName: string): Promise<PennyDropResult>;
}

const ACCOUNT_NOT_FOUND = 'The bank says this account does not exist or cannot receive money';
const SIMULATED_OTHER_HOLDER = 'SUNITA DEVI';

/**
 * The embedded default (docs/kyc.md): an account ending in 0000 does not exist; one ending in 9999 is held by
 * SUNITA DEVI (a name mismatch for anyone else); any other account is held by the expected (PAN) name.
 */
export class SimulatedPennyDrop implements PennyDrop {
  #sent = 0;
  async send(accountNumber: string, _ifsc: string, expectedName: string): Promise<PennyDropResult> {
    if (accountNumber.endsWith('0000')) return { ok: false, reason: ACCOUNT_NOT_FOUND };
    this.#sent += 1;
    const reference = `PD${Date.now().toString(36).toUpperCase()}${this.#sent}`;
    if (accountNumber.endsWith('9999')) return { ok: true, nameAtBank: SIMULATED_OTHER_HOLDER, reference };
    return { ok: true, nameAtBank: expectedName.toUpperCase(), reference };
  }
}
