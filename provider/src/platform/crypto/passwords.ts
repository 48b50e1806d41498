// Password hashing with argon2id, and the §5 rule for choosing a password.
import { signUpPasswordSchema } from '@sikka/shared/validation/password';
import argon2 from 'argon2';
import { fieldErrorOn } from '../http/errors.ts';

interface HashCost {
  /** Memory per hash in KiB (the argon2 package's default is 65536; OWASP's floor is 19456). */
  memoryKib: number;
  /** Passes over that memory (default 3). */
  passes: number;
}

export const DEFAULT_HASH_COST: HashCost = { memoryKib: 65_536, passes: 3 };

/** The stored hash of an account no one signs into (the market maker): no password matches it, recovery sets none. */
export const NO_PASSWORD = '!';

/** Whether a person may sign into (or recover) the account with this stored hash. */
export function signsIn(hash: string): boolean {
  return hash !== NO_PASSWORD;
}

export class Passwords {
  // Verified against when no account matches, so a wrong identifier costs the same time as a wrong password.
  #decoy: Promise<string> | undefined;

  constructor(private readonly cost: HashCost = DEFAULT_HASH_COST) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.cost.memoryKib,
      timeCost: this.cost.passes,
    });
  }

  /** Whether the password matches; with no hash (no such account, or NO_PASSWORD) it still spends a verification's time. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash || !signsIn(hash)) {
      this.#decoy ??= this.hash('decoy-password-never-matches');
      await argon2.verify(await this.#decoy, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}

/**
 * docs/requirements.md §5: a password being chosen (sign-up, reset) is 8–15 characters with a capital letter and one of
 * !@%&*. The rule and its messages are shared/'s; a failure is a field error on `field`.
 */
export function checkNewPassword(password: string, field = 'password'): void {
  const result = signUpPasswordSchema.safeParse(password);
  if (!result.success) throw fieldErrorOn(field, result.error.issues[0]?.message ?? 'Invalid password');
}
