// The provider's environment, parsed once at start-up; README's configuration table documents each variable.
import { fileURLToPath } from 'node:url';
import { httpUrlVar, logLevelVar, nodeEnvVar, parseEnv, portVar } from '@sikka/shared/config/env';
import { weakSecretReason } from '@sikka/shared/config/secretStrength';
import { ASSETS, type Asset, COINS, type Coin } from '@sikka/shared/constants';
import { EXCHANGE_PAIRS, type Pair, parsePair } from '@sikka/shared/exchange/pairs';
import { DEFAULT_FEE_SCHEDULE, feeScheduleSchema } from '@sikka/shared/market/fees';
import { parseAmount } from '@sikka/shared/money/amount';
import { DEFAULT_COMMISSION_PERCENT } from '@sikka/shared/subBroker/rules';
import { z } from 'zod';
import { DEV_FIELD_KEY, type FieldKey, parseFieldKeys } from './crypto/fieldCipher.ts';

/** The repository's `data/` (gitignored), wherever the process is started from; the BFF keeps its files there too. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

/**
 * Development defaults of the secrets. They are public (they are in this file), so production refuses to start
 * with any of them; development and tests need no setup.
 */
export const DEV_SECRETS = {
  JWT_SECRET: 'sikka-development-jwt-secret-not-for-production',
  OTP_SECRET: 'sikka-development-otp-secret-not-for-production',
  CAPTCHA_HMAC_KEY: 'sikka-development-captcha-key-not-for-production',
  PAYMENT_WEBHOOK_SECRET: 'sikka-development-webhook-secret-not-for-production',
} as const;
type SecretName = keyof typeof DEV_SECRETS;
const SECRET_NAMES = Object.keys(DEV_SECRETS) as SecretName[];
/** Every variable whose value is never echoed in a refusal. */
const HIDDEN = [
  ...SECRET_NAMES,
  'ADMIN_TOKEN',
  'FIELD_ENCRYPTION_KEYS',
  'DATABASE_URL',
  'S3_SECRET_ACCESS_KEY',
];

const secretVar = (name: SecretName) =>
  z.string().min(32, 'Use at least 32 characters (openssl rand -base64 32)').default(DEV_SECRETS[name]);
const secondsVar = (fallback: number, max = 30 * 24 * 3600) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
const countVar = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const onOffVar = z.enum(['on', 'off']);
/** 'all', or exchange pairs separated by commas. */
const exchangePairsVar = z
  .string()
  .default('all')
  .transform((text, ctx): Pair[] => {
    if (text.trim().toLowerCase() === 'all') return [...EXCHANGE_PAIRS];
    const pairs = text.split(',').map((name) => parsePair(name));
    if (pairs.length > 0 && pairs.every((pair) => pair !== null)) return pairs as Pair[];
    ctx.addIssue({ code: 'custom', message: `Use all, or pairs among ${EXCHANGE_PAIRS.join(', ')}` });
    return z.NEVER;
  });
/** A timer's period in milliseconds; 0 turns the timer off (tests, or an operator driving it by hand). */
const periodVar = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .refine((ms) => ms === 0 || (ms >= 50 && ms <= 3_600_000), 'Use 0 (off) or 50–3600000 ms')
    .default(fallback);

/** A JSON object of per-asset values from one variable, e.g. {"BTC":2,"ETH":12,"USDT":12}. */
function jsonVar<T>(fallback: T, schema: z.ZodType<T>, example: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx): T => {
      if (text === undefined) return fallback;
      try {
        const parsed = schema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: `Expected JSON like ${example}` });
      return z.NEVER;
    });
}

/** Confirmations a coin deposit needs before it is credited. */
const DEFAULT_CONFIRMATIONS: Record<Coin, number> = { BTC: 2, ETH: 12, USDT: 12 };
const confirmationsSchema = z
  .object(Object.fromEntries(COINS.map((coin) => [coin, z.number().int().min(1).max(1000)])))
  .strict() as unknown as z.ZodType<Record<Coin, number>>;

/** Withdrawals per asset per day (the India calendar day), as decimal strings in the asset's unit. */
const DEFAULT_DAILY_LIMITS: Record<Asset, string> = {
  INR: '1000000',
  BTC: '1',
  ETH: '20',
  USDT: '10000',
};
/** A withdrawal or deposit above these waits for the person's declaration (docs/declarations.md). */
const DEFAULT_DECLARATION_THRESHOLDS: Record<Asset, string> = {
  INR: '200000',
  BTC: '0.25',
  ETH: '5',
  USDT: '2500',
};
/** Per-asset amounts as decimal strings at each asset's precision, read into minor units. */
const assetAmountsSchema = z
  .object(
    Object.fromEntries(
      ASSETS.map((asset) => [
        asset,
        z.string().refine((text) => parseAmount(text, asset).ok, `a decimal amount at ${asset}'s precision`),
      ]),
    ),
  )
  .strict()
  .transform((amounts) => minorUnitsOf(amounts as Record<Asset, string>)) as unknown as z.ZodType<
  Record<Asset, bigint>
>;
function minorUnitsOf(amounts: Record<Asset, string>): Record<Asset, bigint> {
  return Object.fromEntries(
    ASSETS.map((asset) => {
      const parsed = parseAmount(amounts[asset], asset);
      return [asset, parsed.ok ? parsed.minor : 0n];
    }),
  ) as Record<Asset, bigint>;
}
const MIN_PRODUCTION_ARGON2_KIB = 19_456;

/** Fastify's trustProxy: false, true, or comma-separated addresses/CIDRs/names ('loopback') of the proxies. */
const trustProxyVar = z
  .string()
  .default('loopback')
  .transform((value): boolean | string[] => {
    if (value === 'false' || value === '') return false;
    if (value === 'true') return true;
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  });

/**
 * Why a TRUST_PROXY setting trusts more than the BFF instances (every address, a private range, a subnet), or null.
 * Loopback is one machine's own, so it stays allowed.
 */
function broadTrust(trust: boolean | string[]): string | null {
  if (trust === true) return 'true trusts every address';
  if (trust === false) return null;
  for (const entry of trust) {
    if (entry === 'uniquelocal' || entry === 'linklocal') return `${entry} is a whole range`;
    const prefix = /\/(\d+)$/.exec(entry)?.[1];
    if (prefix !== undefined && Number(prefix) < (entry.includes(':') ? 128 : 32))
      return `${entry} is a subnet`;
  }
  return null;
}

export const providerEnvSchema = z
  .object({
    NODE_ENV: nodeEnvVar,
    PROVIDER_HOST: z.string().min(1).default('127.0.0.1'),
    PROVIDER_PORT: portVar(4000),
    PROVIDER_PUBLIC_URL: httpUrlVar('http://127.0.0.1:4000'),
    LOG_LEVEL: logLevelVar,
    /** Absent: the embedded PostgreSQL under DATA_DIR. Any PostgreSQL otherwise. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
    /** Where uploaded documents go: files (under DOCUMENT_DIR) or an S3-compatible bucket (docs/kyc.md). */
    DOCUMENT_STORE: z.enum(['file', 's3']).default('file'),
    /** Absent: DATA_DIR/documents. */
    DOCUMENT_DIR: z.string().min(1).optional(),
    /** An S3-compatible endpoint (MinIO: http://minio:9000); absent, AWS's for S3_REGION. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Razorpay's IFSC API (https://ifsc.razorpay.com or the razorpay/ifsc image) for branch names; absent, offline. */
    IFSC_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    EMBEDDED_DB_PORT: portVar(54329),
    JWT_SECRET: secretVar('JWT_SECRET'),
    OTP_SECRET: secretVar('OTP_SECRET'),
    CAPTCHA_HMAC_KEY: secretVar('CAPTCHA_HMAC_KEY'),
    /** ALTCHA cost: the largest number the browser may have to try (it tries about half on average). */
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(20_000),
    CAPTCHA_TTL_S: secondsVar(600),
    SESSION_TTL_S: secondsVar(24 * 3600),
    RECOVERY_TTL_S: secondsVar(15 * 60, 3600),
    /** Login, sign-up, OTP-check and recovery attempts per client address per window. */
    AUTH_ATTEMPTS_PER_IP: countVar(100),
    AUTH_IP_WINDOW_S: secondsVar(15 * 60),
    TRUST_PROXY: trustProxyVar,
    /** argon2id cost of new password hashes; tests lower it, production refuses less than OWASP's floor. */
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).max(4_194_304).default(65_536),
    ARGON2_PASSES: z.coerce.number().int().min(1).max(20).default(3),
    DEMO_ACCOUNT: onOffVar.optional(),
    /** The simulated market maker quoting every exchange pair (src/exchange/marketMaker.ts). */
    MARKET_MAKERS: onOffVar.optional(),
    /** A new exchange starts with a simulated past: 30 days of trades per pair (src/exchange/marketHistory.ts). */
    MARKET_HISTORY: onOffVar.optional(),
    /** The mean gap, per pair, between the market makers' trades among themselves; 0: none. */
    MARKET_TRADE_MS: z.coerce
      .number()
      .int()
      .refine((ms) => ms === 0 || (ms >= 100 && ms <= 3_600_000), 'Use 0 (off) or 100–3600000 ms')
      .optional(),
    /** Operator calls (/admin/*) need this bearer token; absent, there are none. */
    ADMIN_TOKEN: z.string().min(32, 'Use at least 32 characters (openssl rand -base64 32)').optional(),
    /** Set: operator calls are served only on this port (of OPERATOR_HOST), never on PROVIDER_PORT. */
    OPERATOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    OPERATOR_HOST: z.string().min(1).default('127.0.0.1'),
    /** The simulated market: the same seed replays the same prices. */
    MARKET_SEED: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1)
      .default(2026),
    MARKET_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
    /** The exchange pairs this process takes when free: all, or some (BTC-INR,ETH-INR); docs/exchange.md. */
    EXCHANGE_PAIRS_OWNED: exchangePairsVar,
    /** Where other provider processes forward the commands of this one's pairs; absent, its host and port. */
    EXCHANGE_ADDRESS: z.url({ protocol: /^https?$/ }).optional(),
    /** A pair this process does not prefer is taken, when free (its owner died), only after this long running. */
    EXCHANGE_TAKEOVER_AFTER_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** The fee schedule as JSON {spreadBps, feeBps, gstBps, tdsBps}; shown on the fees page. */
    FEE_SCHEDULE: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (text === undefined) return DEFAULT_FEE_SCHEDULE;
        try {
          const parsed = feeScheduleSchema.safeParse(JSON.parse(text));
          if (parsed.success) return parsed.data;
        } catch {
          // reported below
        }
        ctx.addIssue({
          code: 'custom',
          message: 'Expected JSON like {"spreadBps":100,"feeBps":20,"gstBps":1800,"tdsBps":100}',
        });
        return z.NEVER;
      }),
    /** HMAC key the payment gateway signs its callbacks (POST /webhooks/payments) with. */
    PAYMENT_WEBHOOK_SECRET: secretVar('PAYMENT_WEBHOOK_SECRET'),
    /** Keys sealing second factors and document numbers at rest: the first seals, every one opens. */
    FIELD_ENCRYPTION_KEYS: z
      .string()
      .default(DEV_FIELD_KEY)
      .transform((text, ctx): FieldKey[] => {
        const parsed = parseFieldKeys(text);
        if (typeof parsed !== 'string') return parsed;
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }),
    /** The simulated chain mines a block (one more confirmation for every pending coin deposit) this often. */
    CHAIN_BLOCK_MS: periodVar(5_000),
    /** Confirmations per coin before a deposit is credited. */
    CHAIN_CONFIRMATIONS: jsonVar(DEFAULT_CONFIRMATIONS, confirmationsSchema, '{"BTC":2,"ETH":12,"USDT":12}'),
    /** How often the simulated bank and chain move withdrawals on (requested → processing → completed). */
    WITHDRAWAL_PROCESS_MS: periodVar(3_000),
    /** Withdrawal limit per asset per day (India calendar day). */
    WITHDRAWAL_DAILY_LIMITS: jsonVar(
      minorUnitsOf(DEFAULT_DAILY_LIMITS),
      assetAmountsSchema,
      '{"INR":"1000000","BTC":"1","ETH":"20","USDT":"10000"}',
    ),
    /** A withdrawal or deposit above this per asset is held until the person signs the declaration. */
    DECLARATION_THRESHOLDS: jsonVar(
      minorUnitsOf(DEFAULT_DECLARATION_THRESHOLDS),
      assetAmountsSchema,
      '{"INR":"200000","BTC":"0.25","ETH":"5","USDT":"2500"}',
    ),
    /** The embedded default's auto-reviewer approves a submitted profile whose checks all passed (docs/kyc.md). */
    KYC_AUTO_REVIEW: onOffVar.optional(),
    /** Seconds between a submission and the auto-reviewer's decision. */
    KYC_AUTO_REVIEW_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(5),
    /** Days a gift waits in escrow for its recipient before it goes back to the sender (docs/rewards.md). */
    GIFT_EXPIRY_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    /** The sub-broker's share (whole percent, 0–100) of the platform fee on each of a client's fills (docs/sub-brokers.md). */
    SUB_BROKER_COMMISSION_PERCENT: z.coerce
      .number()
      .int()
      .min(0)
      .max(100)
      .default(DEFAULT_COMMISSION_PERCENT),
    /** How often the commission sweep credits sub-brokers for their clients' new fills (0: never on its own). */
    SUB_BROKER_COMMISSION_SWEEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
    /**
     * How often a proof-of-reserves snapshot is taken on its own (docs/reserves.md "The schedule"): one is due this
     * long after the newest (or after the process started, before the first). Daily by default; 0: only on demand.
     */
    RESERVES_SNAPSHOT_EVERY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(31 * 86_400_000)
      .default(86_400_000),
    /** Seconds in a buying plan's day (docs/baskets.md): daily runs this often, weekly 7×, monthly 30×. */
    PLAN_DAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(86_400),
    /** How alike (0–100, fuzzy) the PAN name must be to the name typed and to the name at the bank. */
    KYC_NAME_MATCH_MIN: z.coerce.number().int().min(50).max(100).default(80),
    /** Users notified per transaction when an operator's announcement fans out. */
    ANNOUNCEMENT_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(1_000),
    /** How long one fan-out job runs batches before it queues the next job (0: one batch per job). */
    ANNOUNCEMENT_JOB_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    /** Unsent bytes past which a realtime consumer is dropped as too slow. */
    STREAM_MAX_BUFFERED_BYTES: z.coerce
      .number()
      .int()
      .min(16_384)
      .max(64 * 1024 * 1024)
      .default(1024 * 1024),
  })
  .superRefine((env, ctx) => {
    if (env.DOCUMENT_STORE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'needed with DOCUMENT_STORE=s3' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    const refuse = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
    for (const name of SECRET_NAMES) {
      const weak = weakSecretReason(env[name]);
      if (env[name] === DEV_SECRETS[name])
        refuse(name, 'the development default is public and cannot be used in production: set your own');
      else if (weak) refuse(name, weak);
    }
    const adminWeak = env.ADMIN_TOKEN === undefined ? null : weakSecretReason(env.ADMIN_TOKEN);
    if (adminWeak) refuse('ADMIN_TOKEN', adminWeak);
    const broad = broadTrust(env.TRUST_PROXY);
    if (broad)
      refuse(
        'TRUST_PROXY',
        `${broad}: name each BFF instance's address, since anything else trusted could forge the client address`,
      );
    for (const [index, key] of env.FIELD_ENCRYPTION_KEYS.entries()) {
      const weak = weakSecretReason(key.text);
      if (key.text === DEV_FIELD_KEY)
        refuse(
          'FIELD_ENCRYPTION_KEYS',
          'the development key is public and cannot be used in production: set your own (openssl rand -base64 32)',
        );
      else if (weak) refuse('FIELD_ENCRYPTION_KEYS', `key ${index + 1}: ${weak}`);
    }
    if (env.ARGON2_MEMORY_KIB < MIN_PRODUCTION_ARGON2_KIB) {
      ctx.addIssue({
        code: 'custom',
        path: ['ARGON2_MEMORY_KIB'],
        message: `production hashes need at least ${MIN_PRODUCTION_ARGON2_KIB} KiB (OWASP)`,
      });
    }
    if (env.KYC_AUTO_REVIEW === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['KYC_AUTO_REVIEW'],
        message: 'profiles are reviewed by an operator in production',
      });
    }
    if (env.MARKET_MAKERS === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['MARKET_MAKERS'],
        message: 'the simulated market maker never runs in production',
      });
    }
    if (env.MARKET_HISTORY === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['MARKET_HISTORY'],
        message: 'a simulated market history is never written in production',
      });
    }
    if (env.MARKET_TRADE_MS !== undefined && env.MARKET_TRADE_MS > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['MARKET_TRADE_MS'],
        message: 'the simulated market makers never trade in production',
      });
    }
    if (env.DEMO_ACCOUNT === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_ACCOUNT'],
        message: 'there is no demo account in production',
      });
    }
  })
  .superRefine((env, ctx) => {
    if (makersOf(env) === 'off' && env.MARKET_TRADE_MS !== undefined && env.MARKET_TRADE_MS > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['MARKET_TRADE_MS'],
        message: 'the market makers trade among themselves only with MARKET_MAKERS=on',
      });
  })
  .transform((env) => ({
    ...env,
    DEMO_ACCOUNT: env.NODE_ENV === 'production' ? ('off' as const) : (env.DEMO_ACCOUNT ?? 'on'),
    // On by default only in development (`npm start`); tests turn it on where they need it.
    KYC_AUTO_REVIEW:
      env.KYC_AUTO_REVIEW ?? (env.NODE_ENV === 'development' ? ('on' as const) : ('off' as const)),
    MARKET_MAKERS: makersOf(env),
    // A new development database starts with a past when the market makers quote (the prices follow its trades).
    MARKET_HISTORY: env.MARKET_HISTORY ?? (env.NODE_ENV === 'development' ? makersOf(env) : ('off' as const)),
    // In development with the market makers, one trade among them per pair every 15–45 s; tests ask for theirs.
    MARKET_TRADE_MS:
      env.MARKET_TRADE_MS ?? (env.NODE_ENV === 'development' && makersOf(env) === 'on' ? 30_000 : 0),
    EXCHANGE_ADDRESS: env.EXCHANGE_ADDRESS ?? `http://${env.PROVIDER_HOST}:${env.PROVIDER_PORT}`,
    /** Development fixtures (outbox, /dev routes) exist everywhere but production. */
    DEV_FIXTURES: env.NODE_ENV !== 'production',
  }));

/** On by default only in development (`npm start`): a newcomer sees a live book. */
function makersOf(env: { NODE_ENV: string; MARKET_MAKERS?: 'on' | 'off' | undefined }): 'on' | 'off' {
  return env.MARKET_MAKERS ?? (env.NODE_ENV === 'development' ? 'on' : 'off');
}

export type ProviderConfig = z.output<typeof providerEnvSchema>;

/** Parses the environment; a bad value throws ConfigError naming it, with secret values never echoed. */
export function loadProviderConfig(env: Record<string, string | undefined> = process.env): ProviderConfig {
  return parseEnv(providerEnvSchema, env, HIDDEN);
}
