// Solves an ALTCHA challenge the way the widget does (SHA-256 of salt + number), for tests that sign up or recover.
import { createHash } from 'node:crypto';

export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number | undefined;
  salt: string;
  signature: string;
}

const NODE_HASH: Record<string, string> = { 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-512': 'sha512' };

/** The `recaptcha_code` for a challenge: base64 of the widget's JSON payload. Synchronous hashing: 20,000 tries take ~20 ms. */
export function solveCaptcha(challenge: CaptchaChallenge): string {
  const algorithm = NODE_HASH[challenge.algorithm];
  if (!algorithm) throw new Error(`unknown captcha algorithm ${challenge.algorithm}`);
  const max = challenge.maxnumber ?? 1_000_000;
  for (let number = 0; number <= max; number++) {
    if (
      createHash(algorithm)
        .update(challenge.salt + number)
        .digest('hex') === challenge.challenge
    ) {
      const { algorithm: alg, challenge: hash, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm: alg, challenge: hash, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('captcha challenge has no solution up to its maxnumber');
}

/** Fetches a challenge from a provider (GET /captcha/challenge) and solves it. */
export async function solvedCaptcha(providerUrl: string): Promise<string> {
  const response = await fetch(`${providerUrl}/captcha/challenge`);
  if (!response.ok) throw new Error(`GET /captcha/challenge answered ${response.status}`);
  return solveCaptcha((await response.json()) as CaptchaChallenge);
}
