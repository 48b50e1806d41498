// §5 the captcha token that sign-up and forgot password require (sent as recaptcha_code, §7), and the challenge it solves.
import { z } from 'zod';
import { identifierSchema } from './identifier.ts';

export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the captcha';

/** The token is opaque to us: only the provider can check it, so the client checks only that there is one. */
export const captchaSchema = z.string().min(1, CAPTCHA_REQUIRED_MESSAGE);

/**
 * GET /captcha/challenge's query: `login` names the account a login form is for, and the challenge is then as
 * costly as that account's next attempt needs (docs/auth.md "Guessing at a password").
 */
export const captchaChallengeQuerySchema = z.object({ login: identifierSchema.optional() }).strict();
export type CaptchaChallengeQuery = z.infer<typeof captchaChallengeQuerySchema>;

/** An ALTCHA challenge as GET /captcha/challenge answers it (docs/auth.md); the widget solves it into the token. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string().min(1),
  challenge: z.string().min(1),
  salt: z.string().min(1),
  signature: z.string().min(1),
  maxnumber: z.number().int().positive().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
