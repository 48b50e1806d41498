// The BFF's environment, parsed once at start-up; README's configuration table documents each variable.
import { fileURLToPath } from 'node:url';
import { httpUrlVar, logLevelVar, nodeEnvVar, parseEnv, portVar } from '@sikka/shared/config/env';
import { z } from 'zod';

const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

export const serverEnvSchema = z.object({
  NODE_ENV: nodeEnvVar,
  HOST: z.string().min(1).default('localhost'),
  PORT: portVar(3000),
  PROVIDER_URL: httpUrlVar('http://127.0.0.1:4000'),
  CLIENT_DIST: z.string().min(1).default(DEFAULT_CLIENT_DIST),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LOG_LEVEL: logLevelVar,
});

export type ServerConfig = z.infer<typeof serverEnvSchema>;

export function loadServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return parseEnv(serverEnvSchema, env);
}
