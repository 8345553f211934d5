import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

/** Every environment variable the server reads, with the embedded defaults (README "Configuration"). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The share of successful requests logged at info (the rest at debug); default 1 in 100 in production, all elsewhere. */
  LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
  /** A request slower than this is always logged, at warn. */
  LOG_SLOW_MS: z.coerce.number().int().positive().default(1000),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().max(100).default('clutch:'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Clutch <no-reply@clutch.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_API_URL: optionalUrl,
  SANDBOX_WEBHOOK_SECRET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  RAWG_API_KEY: optionalString,
  RAWG_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.rawg.io/api')),
  SEED_DEMO: z.preprocess(emptyAsUndefined, bool.optional()),
  /** ADR 020: `memory` (default) answers search from the in-memory index once built; `database` always from PostgreSQL. */
  SEARCH_INDEX: z.preprocess(emptyAsUndefined, z.enum(['memory', 'database']).optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, bool.default(false)),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  WEB_DIST_DIR: optionalString,
  SIGNING_KEY: z.preprocess(emptyAsUndefined, z.string().min(32, 'Use at least 32 random characters.').optional()),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { error: 'must be a mailto: address or an https URL' })
      .optional(),
  ),
  REGISTRATION_HOLD_MINUTES: z.coerce.number().int().positive().max(7 * 24 * 60).default(30),
  READ_CACHE: z.preprocess(emptyAsUndefined, bool.default(true)),
  READ_CACHE_MAX_MB: z.coerce.number().int().positive().default(64),
  READ_CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(60),
  SESSION_CACHE_TTL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(60).optional()),
});

export type Env = z.infer<typeof envSchema>;

/** A VAPID key pair (RFC 8292), base64url as web-push and browsers take it. */
export interface VapidKeys {
  /** The uncompressed P-256 public key (65 bytes). */
  publicKey: string;
  /** The private scalar (32 bytes). */
  privateKey: string;
}

const decodedLength = (text: unknown) => (typeof text === 'string' && /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').length : -1);

/** Whether a pair is shaped as web-push expects: a 65-byte public key and a 32-byte private key, base64url. */
export const isVapidKeys = (keys: Partial<VapidKeys> | null | undefined): keys is VapidKeys =>
  decodedLength(keys?.publicKey) === 65 && decodedLength(keys?.privateKey) === 32;

/**
 * The VAPID subject when VAPID_SUBJECT is unset: the public address when it is https, else the sender address of
 * our mail (push services want a way to reach the operator; Apple's refuses localhost).
 */
export function defaultVapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  /** Request logging (plugins/request-log.ts): the share of successes logged at info, and the slow threshold. */
  requestLog: { sampleRate: number; slowMs: number };
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prepended to every Redis key and channel, so several deployments can share one Redis. */
  redisKeyPrefix: string;
  /** The public reads' cache (platform/read-cache, ADR 018); on unless `READ_CACHE=false`. */
  readCache?: { enabled: boolean; maxBytes: number; ttlMs: number };
  mail: { smtpUrl: string | undefined; from: string };
  google: { clientId: string | undefined; jwksUrl: string };
  stripe: { secretKey?: string; webhookSecret?: string; publishableKey?: string; apiUrl?: string };
  /** Signs the sandbox provider's webhooks; generated into DATA_DIR when unset. */
  sandboxWebhookSecret: string | undefined;
  s3: { endpoint?: string; bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string; publicUrl?: string };
  rawgApiKey: string | undefined;
  rawgApiUrl: string;
  seedDemo: boolean;
  /** Search answers from the in-memory index (ADR 020) rather than the database's trigram search. */
  searchIndex: boolean;
  trustProxy: boolean;
  rateLimit: { max: number; authMax: number };
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  webDistDir: string;
  /** `cacheTtlMs`: how long a session and its user row may be answered from memory (ADR 023; 0 turns it off). */
  session: { ttlMs: number; cookieName: string; cookieSecure: boolean; cacheTtlMs: number };
  /**
   * Web push (VAPID, RFC 8292): the key pair from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else generated into
   * DATA_DIR/vapid.json on first start; the subject from VAPID_SUBJECT, else PUBLIC_URL (https) or MAIL_FROM's address.
   */
  vapid: { keys: VapidKeys | undefined; subject: string };
  /** Signs links handed out without a session (e-mail unsubscribe): SIGNING_KEY, else DATA_DIR/signing-key made on first start. */
  signingKey: string | undefined;
  /** How long a registration whose entry fee is PENDING holds its slot (docs/decisions/003-team-entry-fee.md). */
  registration: { holdMs: number };
}

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'clutch_session';

export class ConfigError extends Error {}

/** Parses the environment once; nothing else reads process.env (DESIGN.md §5.4). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  const url = new URL(publicUrl);
  const isLocalhost = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const vapidKeys = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  if ((vapidKeys.publicKey || vapidKeys.privateKey) && !isVapidKeys(vapidKeys)) {
    throw new ConfigError(
      'Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (base64url, 65 and 32 bytes, as `npx web-push generate-vapid-keys` prints them) or neither',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    requestLog: { sampleRate: e.LOG_SAMPLE_RATE ?? (e.NODE_ENV === 'production' ? 0.01 : 1), slowMs: e.LOG_SLOW_MS },
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    readCache: { enabled: e.READ_CACHE, maxBytes: e.READ_CACHE_MAX_MB * 1024 * 1024, ttlMs: e.READ_CACHE_TTL_SECONDS * 1000 },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      apiUrl: e.STRIPE_API_URL,
    },
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      publicUrl: e.S3_PUBLIC_URL,
    },
    rawgApiKey: e.RAWG_API_KEY,
    rawgApiUrl: e.RAWG_API_URL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'test',
    searchIndex: (e.SEARCH_INDEX ?? 'memory') === 'memory',
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, authMax: e.RATE_LIMIT_AUTH_MAX },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    // Browsers accept Secure cookies on http://localhost; elsewhere plain http would drop them.
    session: {
      ttlMs: SESSION_TTL_MS,
      cookieName: SESSION_COOKIE,
      cookieSecure: url.protocol === 'https:' || isLocalhost,
      // Off by default under NODE_ENV=test: the server suites change users rows behind the app's back as
      // shortcuts (a write the app never makes), and the session-cache suites turn it on (ADR 023).
      cacheTtlMs: (e.SESSION_CACHE_TTL_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 5)) * 1000,
    },
    registration: { holdMs: e.REGISTRATION_HOLD_MINUTES * 60_000 },
    vapid: {
      keys: isVapidKeys(vapidKeys) ? vapidKeys : undefined,
      subject: e.VAPID_SUBJECT ?? defaultVapidSubject(publicUrl, e.MAIL_FROM),
    },
    signingKey: e.SIGNING_KEY,
  };
}
