// What runs inside a new account's transaction besides its row: each domain that acts on a sign-up (a coupon's
// card, a sub-broker's referral) adds its hook here, so the sign-up itself knows none of them.
import type { Trx } from '../ledger/ledger.ts';

/** The optional codes typed at sign-up (docs/requirements.md §5). */
interface SignUpCodes {
  coupon: unknown;
  referral: unknown;
}

type SignUpHook = (trx: Trx, userId: number, codes: SignUpCodes) => Promise<void>;

export class SignUpHooks {
  readonly #hooks: SignUpHook[] = [];

  add(hook: SignUpHook): void {
    this.#hooks.push(hook);
  }

  /** Runs every hook in the order added; a refusal rolls the whole sign-up back. */
  async run(trx: Trx, userId: number, codes: SignUpCodes): Promise<void> {
    for (const hook of this.#hooks) await hook(trx, userId, codes);
  }
}
