// The per-account defence of a password (docs/auth.md "Guessing at a password"): wrong passwords are counted per
// account and never make the right one fail. After a few, every attempt on the account needs a solved captcha whose
// work doubles with each further failure, and the owner is told, once per window, that someone is guessing (a
// security message: in the app, and by SMS or e-mail as they chose).
import { messageEvent } from '@sikka/shared/messages/kinds';
import { CAPTCHA_REQUIRED_MESSAGE } from '@sikka/shared/validation/captcha';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rateLimit.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import { CAPTCHA_FIELD, type Captcha } from './captcha.ts';

export const LOGIN_GUARD = {
  /** Wrong passwords in a window after which every attempt on the account needs a captcha. */
  captchaAfter: 3,
  /** The captcha's work doubles per further failure, up to this multiple (a browser then works a few seconds). */
  maxCost: 16,
  /** Wrong passwords in a window at which the owner is told (once: the count passes it once). */
  alertAfter: 10,
  windowSeconds: 15 * 60,
} as const;

/** The captcha cost an attempt needs after `failures` wrong passwords in the window: 0 for none. */
export function captchaCostAfter(failures: number): number {
  if (failures < LOGIN_GUARD.captchaAfter) return 0;
  return Math.min(LOGIN_GUARD.maxCost, 2 ** (failures - LOGIN_GUARD.captchaAfter));
}

/** One account's counts: its user when the identifier names one, else the identifier (unknown ones alike). */
export function guardKey(user: UserRow | undefined, identifier: string): string {
  return user ? `login-fail:user:${user.id}` : `login-fail:id:${identifier}`;
}

export class LoginGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly captcha: Captcha,
    private readonly db: Database,
    private readonly events: UserEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The captcha cost the next attempt on this account needs (0: none). */
  async cost(key: string): Promise<number> {
    return captchaCostAfter(await this.limiter.count(key, LOGIN_GUARD.windowSeconds));
  }

  /** Lets an attempt through to the password check, or throws the field error asking for (a harder) captcha. */
  async admit(key: string, recaptchaCode: string | undefined): Promise<void> {
    const cost = await this.cost(key);
    if (cost === 0) return;
    if (!recaptchaCode) throw fieldErrorOn(CAPTCHA_FIELD, CAPTCHA_REQUIRED_MESSAGE);
    await this.captcha.spend(recaptchaCode, { minCost: cost });
  }

  /** Counts a wrong password; the attempt that reaches the alert count tells the owner. */
  async failed(key: string, user: UserRow | undefined): Promise<void> {
    const hit = await this.limiter.hit(key, LOGIN_GUARD.alertAfter, LOGIN_GUARD.windowSeconds);
    if (user && hit.count === LOGIN_GUARD.alertAfter) await this.#alert(user, hit.windowStart);
  }

  /** The right password: the account's count starts over. */
  succeeded(key: string): Promise<void> {
    return this.limiter.clear(key);
  }

  async #alert(user: UserRow, window: Date): Promise<void> {
    const key = `password-guessed:${user.id}:${window.getTime()}`;
    await this.db
      .transaction()
      .execute((trx) => this.events.record(trx, messageEvent(user.id, 'password_guessed', {}, key)));
    this.log.warn({ userId: user.id }, 'password guessing on an account: its owner was told');
  }
}
