// The BFF's environment, parsed once at start-up; README's configuration table documents each variable.
import { fileURLToPath } from 'node:url';
import { httpUrlVar, logLevelVar, nodeEnvVar, parseEnv, portVar } from '@sikka/shared/config/env';
import { weakSecretReason } from '@sikka/shared/config/secretStrength';
import { z } from 'zod';
import { DEV_SESSION_KEY, parseSessionKeys } from './session/keys.ts';

const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
const DEFAULT_MAINTENANCE_FILE = fileURLToPath(new URL('../../data/maintenance.json', import.meta.url));

/** host:port of a Realtime Database emulator (or firebase-server in tests). */
const hostPortSchema = z.string().regex(/^[\w.-]+:\d{1,5}$/, 'Expected host:port, like 127.0.0.1:9000');

const booleanVar = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const countVar = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** An http(s) origin exactly as a browser sends it: scheme, host, optional port, nothing else. */
const originSchema = z
  .string()
  .regex(/^https?:\/\/[^/\s?#]+$/, 'Expected an origin like https://sikka.example');

/** Fastify's trustProxy: false, true, a hop count, or comma-separated addresses/CIDRs of the proxies. */
const trustProxyVar = z
  .string()
  .default('false')
  .transform((value): boolean | string[] | ((address: string, hop: number) => boolean) => {
    if (value === 'false' || value === '') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    }
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  });

export const serverEnvSchema = z
  .object({
    NODE_ENV: nodeEnvVar,
    HOST: z.string().min(1).default('localhost'),
    PORT: portVar(3000),
    PROVIDER_URL: httpUrlVar('http://127.0.0.1:4000'),
    CLIENT_DIST: z.string().min(1).default(DEFAULT_CLIENT_DIST),
    /** The provider's realtime stream; derived from PROVIDER_URL when not set. */
    PROVIDER_STREAM_URL: z.url({ protocol: /^wss?$/ }).optional(),
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    PROVIDER_CONNECTIONS: countVar(32),
    /** Plain JSON tRPC calls answered without the fetch adapter (trpcHttp.ts); off sends every call through it. */
    TRPC_DIRECT: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: logLevelVar,
    SESSION_KEYS: z
      .string()
      .default(DEV_SESSION_KEY)
      .transform((text, ctx) => {
        const parsed = parseSessionKeys(text);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
    SECURE_COOKIES: booleanVar.optional(),
    ALLOWED_ORIGINS: z
      .string()
      .optional()
      .transform((text) =>
        text
          ?.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(originSchema).min(1, 'List at least one origin').optional()),
    TRUST_PROXY: trustProxyVar,
    /** Shared rate-limit counters for several BFF instances; unset keeps them in this process. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Prometheus metrics on their own port, never the public one (0 turns them off). */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    METRICS_PORT: portVar(9464),
    /** SIGTERM: how long /readyz says 'shutting down' before the server closes (the balancer's notice). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** SIGTERM: the longest in-flight work may take before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** A request must complete within this (Fastify requestTimeout); websockets are not requests. */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
    /** Idle keep-alive connections close after this; keep it above the balancer's idle timeout (often 60 s). */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(65_000),
    MAINTENANCE_FILE: z.string().min(1).default(DEFAULT_MAINTENANCE_FILE),
    FIREBASE_DATABASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    FIREBASE_DATABASE_EMULATOR_HOST: hostPortSchema.optional(),
    FIREBASE_MAINTENANCE_PATH: z
      .string()
      .regex(/^[\w-]+(\/[\w-]+)*$/, 'Expected a node path like system-configuration/health-check')
      .default('system-configuration/health-check'),
    AUTH_RATE_LIMIT_PER_IP: countVar(60),
    AUTH_RATE_LIMIT_PER_IDENTIFIER: countVar(20),
    AUTH_RATE_LIMIT_WINDOW_S: countVar(600),
    /** Signed API requests one key may make per window, counted across every BFF instance (Redis). */
    API_RATE_LIMIT_PER_KEY: countVar(600),
    API_RATE_LIMIT_WINDOW_S: countVar(60),
    /** A page holds a handful of subscriptions on its one socket; more is not a browser of ours. */
    WS_MAX_SUBSCRIPTIONS_PER_SOCKET: countVar(32),
    /** Tabs of the people behind one address (a carrier's NAT included), each with one socket. */
    WS_MAX_SOCKETS_PER_ADDRESS: countVar(64),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const [index, key] of env.SESSION_KEYS.entries()) {
      const weak = weakSecretReason(key.text);
      const message =
        key.text === DEV_SESSION_KEY
          ? 'the development key cannot be used in production: set your own (openssl rand -base64 32)'
          : weak && `key ${index + 1}: ${weak}`;
      if (message) ctx.addIssue({ code: 'custom', path: ['SESSION_KEYS'], message });
    }
  })
  .transform((env) => ({
    ...env,
    SECURE_COOKIES: env.SECURE_COOKIES ?? env.NODE_ENV === 'production',
    PROVIDER_STREAM_URL: env.PROVIDER_STREAM_URL ?? `${env.PROVIDER_URL.replace(/^http/, 'ws')}/stream`,
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`],
    /** Firebase when configured (an emulator needs only its host), else the local file. */
    MAINTENANCE_SOURCE: firebaseSource(env) ?? { kind: 'file' as const, path: env.MAINTENANCE_FILE },
  }));

function firebaseSource(env: {
  FIREBASE_DATABASE_URL?: string | undefined;
  FIREBASE_DATABASE_EMULATOR_HOST?: string | undefined;
  FIREBASE_MAINTENANCE_PATH: string;
}) {
  const host = env.FIREBASE_DATABASE_EMULATOR_HOST;
  const databaseUrl = env.FIREBASE_DATABASE_URL ?? (host ? `http://${host}?ns=sikka` : undefined);
  if (!databaseUrl) return undefined;
  return {
    kind: 'firebase' as const,
    databaseUrl,
    path: env.FIREBASE_MAINTENANCE_PATH,
    emulatorHost: host,
  };
}

export type ServerConfig = z.output<typeof serverEnvSchema>;

export function loadServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return parseEnv(serverEnvSchema, env, ['SESSION_KEYS', 'REDIS_URL']);
}
