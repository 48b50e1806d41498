// ALTCHA proof-of-work captcha (altcha-lib's v1 challenge, which the altcha widget solves): made and checked
// here with no outside service; each solution is accepted once (spent challenges kept in PostgreSQL until they expire).
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { fieldErrorOn } from '../../platform/http/errors.ts';

export const CAPTCHA_FIELD = 'recaptcha_code';
export const CAPTCHA_INVALID = 'The captcha could not be verified. Please try again';
export const CAPTCHA_EXPIRED = 'The captcha has expired. Please try again';
export const CAPTCHA_SPENT = 'This captcha has already been used. Please try again';
export const CAPTCHA_TOO_EASY = 'Please complete the captcha again';

interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number | undefined;
  salt: string;
  signature: string;
}

interface CaptchaSettings {
  hmacKey: string;
  /** The cost: the widget tries numbers up to this (about half of it on average). */
  maxNumber: number;
  ttlSeconds: number;
}

/** The widget's answer: base64 of this JSON (the `took` and other extras it may add are ignored). */
const payloadSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string().regex(/^[0-9a-f]{40,128}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().min(1).max(500),
  signature: z.string().regex(/^[0-9a-f]{40,128}$/),
});

function decode(code: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(code, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export class Captcha {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: CaptchaSettings,
  ) {}

  /**
   * A challenge; `cost` multiplies the work (an account being guessed at asks for more). The cost travels in the
   * salt's parameters, which the challenge's hash and signature cover, so a solution proves the work it took.
   */
  challenge(options: { cost?: number } = {}): Promise<CaptchaChallenge> {
    const cost = Math.max(1, Math.floor(options.cost ?? 1));
    return createChallenge({
      hmacKey: this.settings.hmacKey,
      maxnumber: this.settings.maxNumber * cost,
      algorithm: 'SHA-256',
      expires: new Date(this.clock.now().getTime() + this.settings.ttlSeconds * 1000),
      ...(cost > 1 ? { params: { cost: String(cost) } } : {}),
    });
  }

  /**
   * Accepts a solution once, or throws the 422 field error on `recaptcha_code` (docs/requirements.md §5/§8); with `minCost`, only
   * a solution of a challenge made at least that costly (CAPTCHA_TOO_EASY: the form fetches a harder one).
   */
  async spend(code: string, options: { minCost?: number } = {}): Promise<void> {
    const payload = code.length <= 4096 ? decode(code) : null;
    if (!payload) throw fieldErrorOn(CAPTCHA_FIELD, CAPTCHA_INVALID);
    // Expiry by our clock (altcha-lib would read the system time), so tests can move it.
    const params = extractParams(payload);
    const expires = Number(params.expires);
    const now = this.clock.now();
    if (!Number.isFinite(expires)) throw fieldErrorOn(CAPTCHA_FIELD, CAPTCHA_INVALID);
    if (!(await verifySolution(payload, this.settings.hmacKey, false))) {
      throw fieldErrorOn(CAPTCHA_FIELD, CAPTCHA_INVALID);
    }
    if (expires * 1000 <= now.getTime()) throw fieldErrorOn(CAPTCHA_FIELD, CAPTCHA_EXPIRED);
    if (Number(params.cost ?? 1) < (options.minCost ?? 1))
      throw fieldErrorOn(CAPTCHA_FIELD, CAPTCHA_TOO_EASY);
    const spent = await this.db
      .insertInto('captcha_spent')
      .values({ challenge: payload.challenge, expires_at: new Date(expires * 1000) })
      .onConflict((oc) => oc.column('challenge').doNothing())
      .executeTakeFirst();
    if (spent.numInsertedOrUpdatedRows === 0n) throw fieldErrorOn(CAPTCHA_FIELD, CAPTCHA_SPENT);
  }
}
