// Helpers to parse process environment with zod: a bad value stops start-up with a message naming the variable.
import { z } from 'zod';

/** Thrown when the environment does not parse; the message lists every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses; a refused variable is named with its value, except the `secrets`, whose values are never echoed. */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
  secrets: readonly string[] = [],
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const value = env[name];
    const shown =
      value === undefined ? '' : secrets.includes(name) ? '=(hidden)' : `=${JSON.stringify(value)}`;
    return `  ${name}${shown}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** A TCP port from the environment: an integer 0–65535 (0 lets the system choose, for tests). */
export const portVar = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export const logLevelVar = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

export const nodeEnvVar = z.enum(['development', 'production', 'test']).default('development');

/** An http(s) URL with no trailing slash. */
export const httpUrlVar = (fallback: string) =>
  z
    .url({ protocol: /^https?$/ })
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));
