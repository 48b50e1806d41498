// The provider's environment, parsed once at start-up; README's configuration table documents each variable.
import { httpUrlVar, logLevelVar, nodeEnvVar, parseEnv, portVar } from '@sikka/shared/config/env';
import { z } from 'zod';

export const providerEnvSchema = z.object({
  NODE_ENV: nodeEnvVar,
  PROVIDER_HOST: z.string().min(1).default('127.0.0.1'),
  PROVIDER_PORT: portVar(4000),
  PROVIDER_PUBLIC_URL: httpUrlVar('http://127.0.0.1:4000'),
  LOG_LEVEL: logLevelVar,
});

export type ProviderConfig = z.infer<typeof providerEnvSchema>;

export function loadProviderConfig(env: Record<string, string | undefined> = process.env): ProviderConfig {
  return parseEnv(providerEnvSchema, env);
}
