// Analytics events (§3, §4 OTP success, §8 tracked failures): one sink interface, and no secret ever enters an event.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

const ANALYTICS_MAX_FIELDS = 32;

/** analytics.track's input. Bounded so an event cannot become a log flood. */
export const trackEventInputSchema = z.object({
  event: z.string().trim().min(1).max(64),
  fields: z
    .record(z.string().min(1).max(64), z.union([z.string().max(512), z.number(), z.boolean()]))
    .refine((fields) => Object.keys(fields).length <= ANALYTICS_MAX_FIELDS, {
      message: `At most ${ANALYTICS_MAX_FIELDS} fields`,
    })
    .default({}),
});
export type AnalyticsFields = Record<string, string | number | boolean>;

/** Words that mark a field name as a secret, matched per word so `panel` or `company` stay. */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'otp',
  'token',
  'pan',
  'aadhaar',
  'aadhar',
  'secret',
  'cookie',
  'authorization',
  'captcha',
  'recaptcha',
  'pin',
  'cvv',
]);

/** Splits `panNumber`, `pan_number`, `x-auth-token`, `OTPCode` into lower-case words. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function looksSecret(name: string): boolean {
  const words = wordsOf(name);
  return words.some((word) => SECRET_WORDS.has(word)) || SECRET_WORDS.has(words.join(''));
}

// A JWT (or JWE) value is a credential whatever its field is called.
const JWT_LIKE = /^[\w-]{8,}\.[\w-]{8,}\.[\w-]*/;

/** The fields with every secret-looking one dropped. */
export function safeFields(fields: AnalyticsFields): AnalyticsFields {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([name, value]) => !looksSecret(name) && !(typeof value === 'string' && JWT_LIKE.test(value)),
    ),
  );
}

/** Where events go. The embedded default writes a structured log line; a vendor SDK can implement the same. */
export interface AnalyticsSink {
  track(event: string, fields: AnalyticsFields, log: FastifyBaseLogger): void;
}

export const logAnalyticsSink: AnalyticsSink = {
  track(event, fields, log) {
    log.info({ analytics: event, fields }, 'analytics');
  },
};
