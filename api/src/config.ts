// The environment, parsed once with zod. This is the only module that reads process.env: everything else
// receives a Config, so tests build any configuration they like without touching globals.

import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDevPort, remotes, shellDevPort } from '@naija-homes/contracts/web-apps';
import * as z from 'zod';
import { type S3StorageOptions, s3OptionsFromEnv } from './providers/storage';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
const DEV_AUTH_SECRET = 'naija-homes-development-secret-do-not-use-in-production';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** How long a starting process waits for PostgreSQL to accept connections (seconds). */
  DATABASE_START_TIMEOUT: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * The longest one SQL statement may run before PostgreSQL cancels it and the request is answered 503 (ms; at most
   * 230 s: the HTTP idle timeout is 20 s longer and Bun allows 255 s at most).
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(230_000).default(10_000),
  BETTER_AUTH_SECRET: optionalString,
  BASE_URL: optionalString.pipe(z.url().optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** No mail at all: the flows that need a mailed code (sign-up, password reset) are refused with 503. */
  MAIL_DISABLED: booleanish.optional(),
  MAIL_FROM: z.string().trim().default('Naija Homes <no-reply@naijahomes.ng>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  MFE_PUBLIC_URL: optionalString,
  MFE_BUYER_URL: optionalString,
  MFE_AGENT_URL: optionalString,
  MFE_ADMIN_URL: optionalString,
  MFE_CHAT_URL: optionalString,
  /** Where the remotes' releases and their deploy log live (docs/operations.md); default <web root>/releases. */
  RELEASES_DIR: optionalString,
  DEMO_SEED: booleanish.optional(),
  /**
   * Whether this process runs the periodic sweeps (listing freshness, saved-search digests, …). Off for a process
   * that only answers requests while others run them (a benchmark, or web processes beside a worker).
   */
  RUN_SWEEPS: booleanish.optional(),
  TRUSTED_ORIGINS: optionalString,
  /**
   * How many reverse proxies in front of the API append to X-Forwarded-For (true = 1). Without it the header is
   * ignored: anyone can send one, and per-client limits would be bypassed by changing it.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value || value === 'false' || value === '0') return 0;
      if (value === 'true') return 1;
      const hops = Number(value);
      if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true, false or a number of proxies (0-10)' });
        return z.NEVER;
      }
      return hops;
    }),
  /** Serves the dev outbox (mails with codes) to clients other than this machine. Never in production. */
  DEV_OUTBOX_PUBLIC: booleanish.optional(),
  CALENDAR_IMPORT_PRIVATE_HOSTS: booleanish.optional(),
  WEB_DIST_ROOT: optionalString,
  LOG_LEVEL: z.enum(['silent', 'info', 'debug']).optional(),
  UPLOADS_DIR: optionalString,
  SMILE_PARTNER_ID: optionalString,
  SMILE_API_KEY: optionalString,
  /** sandbox | production, or a base URL (a local fake in tests). */
  SMILE_ENV: z.string().trim().default('sandbox'),
  /** local | stripe | paystack; by default Stripe when its key is set, else Paystack when its key is set, else local. */
  PAYMENT_PROVIDER: z.enum(['local', 'stripe', 'paystack']).optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_STARTER: optionalString,
  STRIPE_PRICE_ELITE: optionalString,
  STRIPE_PRICE_PLATINUM: optionalString,
  /** Another Stripe API host, e.g. stripe-mock or a test fake. */
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_PLAN_STARTER: optionalString,
  PAYSTACK_PLAN_ELITE: optionalString,
  PAYSTACK_PLAN_PLATINUM: optionalString,
  PAYSTACK_API_BASE: optionalString.pipe(z.url().optional()),
  /** Mapbox geocoding for place search; the embedded Nigerian gazetteer without it. */
  MAPBOX_TOKEN: optionalString,
  MAPBOX_API_BASE: optionalString.pipe(z.url().optional()),
  /** Permanent geocoding (results may be stored): needs an eligible Mapbox account. */
  MAPBOX_PERMANENT: booleanish.optional(),
  /** An Overpass API endpoint (OpenStreetMap) for nearby places when there is no Mapbox token. */
  OVERPASS_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Any MapLibre style (http(s) URL, or a path on this site) for the maps' base map; wins over Mapbox's. */
  MAP_STYLE_URL: optionalString.pipe(
    z
      .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)\S*$/)], {
        error: 'MAP_STYLE_URL must be an http(s) URL or a path starting with /',
      })
      .optional(),
  ),
});

/** Each plan's id at the payment provider, by plan name (matched case-insensitively at start-up). */
export type ProviderPlanIds = Record<'starter' | 'elite' | 'platinum', string | undefined>;

export type PaymentsConfig =
  | { provider: 'local' }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBase?: string; planIds: ProviderPlanIds }
  | { provider: 'paystack'; secretKey: string; apiBase?: string; planIds: ProviderPlanIds };

export type RemoteUrls = {
  mfe_public: string;
  mfe_buyer: string;
  mfe_agent: string;
  mfe_admin: string;
  mfe_chat: string;
};

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long a starting process waits for PostgreSQL (ms). */
  databaseStartTimeoutMs: number;
  /** PostgreSQL's statement_timeout for the pool (ms); the HTTP idle timeout is set 20 s longer (main.ts). */
  statementTimeoutMs: number;
  authSecret: string;
  baseUrl: string;
  smtpUrl: string | undefined;
  /**
   * Where mail goes: SMTP (SMTP_URL), nowhere (MAIL_DISABLED), or the dev outbox, which holds everyone's codes and so
   * never exists in production (a production start without one of the first two is refused).
   */
  mailTransport: 'smtp' | 'off' | 'outbox';
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | undefined;
  admin: { email: string; password: string } | undefined;
  remoteUrls: RemoteUrls;
  demoSeed: boolean;
  /** This process runs the periodic sweeps (RUN_SWEEPS, default true). */
  runSweeps: boolean;
  trustedOrigins: string[];
  /** Reverse proxies trusted to append to X-Forwarded-For (0: the header is ignored). */
  trustProxyHops: number;
  /** The dev outbox answers other machines too (otherwise only loopback clients). */
  devOutboxPublic: boolean;
  /** Calendar imports may read addresses on this machine or its network (for local fakes; never in production). */
  calendarImportPrivateHosts: boolean;
  /** Repository root holding shell/dist and each remote's dist; undefined when the API runs alone. */
  webDistRoot: string | undefined;
  /** The remotes' releases and deploy log (api/src/web/releases.ts); undefined when there is nowhere to keep them. */
  releasesDir: string | undefined;
  logLevel: 'silent' | 'info' | 'debug';
  /** Folder of the disk file storage. */
  uploadsDir: string;
  /** Smile ID credentials; without them ID checks use the offline sandbox. */
  smile: { partnerId: string; apiKey: string; env: string } | undefined;
  payments: PaymentsConfig;
  /** An S3-compatible bucket for uploads (S3_BUCKET and keys); the local disk when unset. */
  s3: S3StorageOptions | undefined;
  mapbox: { token: string; apiBase: string | undefined; permanent: boolean } | undefined;
  /** Overpass API interpreter for nearby places (used when Mapbox is not configured); packaged places without. */
  overpassUrl: string | undefined;
  /** The maps' base style (MAP_STYLE_URL); otherwise Mapbox's with a token, else the packaged offline style. */
  mapStyleUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment (process.env by default). Throws ConfigError with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && (!e.BETTER_AUTH_SECRET || e.BETTER_AUTH_SECRET.length < 32)) {
    throw new ConfigError('BETTER_AUTH_SECRET must be set (at least 32 characters) when NODE_ENV=production');
  }
  if (e.SMTP_URL && e.MAIL_DISABLED) {
    throw new ConfigError('SMTP_URL and MAIL_DISABLED=true contradict each other: set one of them');
  }
  if (production && !e.SMTP_URL && !e.MAIL_DISABLED) {
    throw new ConfigError(
      'SMTP_URL must be set when NODE_ENV=production (sign-up and password reset mail codes), or MAIL_DISABLED=true ' +
        'to run without mail (those flows are then refused); the dev outbox is never served in production',
    );
  }
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.ADMIN_PASSWORD && (e.ADMIN_PASSWORD.length < 8 || e.ADMIN_PASSWORD.length > 30)) {
    throw new ConfigError('ADMIN_PASSWORD must be 8 to 30 characters long');
  }
  if ((e.SMILE_PARTNER_ID && !e.SMILE_API_KEY) || (!e.SMILE_PARTNER_ID && e.SMILE_API_KEY)) {
    throw new ConfigError('SMILE_PARTNER_ID and SMILE_API_KEY must be set together');
  }
  const payments = paymentsConfig(e);
  let s3: S3StorageOptions | undefined;
  try {
    s3 = s3OptionsFromEnv(env);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  const dataDir = toAbsolute(e.DATA_DIR);
  // Outside tests the repository root is the default, so `bun api/src/main.ts` serves whatever is built.
  const webDistRoot = e.WEB_DIST_ROOT ? toAbsolute(e.WEB_DIST_ROOT) : e.NODE_ENV === 'test' ? undefined : repoRoot;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const devOrigins = production
    ? []
    : [shellDevPort, apiDevPort, ...Object.values(remotes).map((r) => r.devPort)].map((p) => `http://localhost:${p}`);
  const extraOrigins = (e.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseStartTimeoutMs: e.DATABASE_START_TIMEOUT * 1000,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    authSecret: e.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    baseUrl,
    smtpUrl: e.SMTP_URL,
    mailTransport: e.SMTP_URL ? 'smtp' : e.MAIL_DISABLED ? 'off' : 'outbox',
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    remoteUrls: {
      mfe_public: e.MFE_PUBLIC_URL ?? `${remotes.mfe_public.path}mf-manifest.json`,
      mfe_buyer: e.MFE_BUYER_URL ?? `${remotes.mfe_buyer.path}mf-manifest.json`,
      mfe_agent: e.MFE_AGENT_URL ?? `${remotes.mfe_agent.path}mf-manifest.json`,
      mfe_admin: e.MFE_ADMIN_URL ?? `${remotes.mfe_admin.path}mf-manifest.json`,
      mfe_chat: e.MFE_CHAT_URL ?? `${remotes.mfe_chat.path}mf-manifest.json`,
    },
    demoSeed: production ? false : (e.DEMO_SEED ?? true),
    runSweeps: e.RUN_SWEEPS ?? true,
    trustedOrigins: [...new Set([baseUrl, ...devOrigins, ...extraOrigins])],
    trustProxyHops: e.TRUST_PROXY ?? 0,
    devOutboxPublic: !production && (e.DEV_OUTBOX_PUBLIC ?? false),
    calendarImportPrivateHosts: !production && (e.CALENDAR_IMPORT_PRIVATE_HOSTS ?? false),
    webDistRoot,
    releasesDir: e.RELEASES_DIR ? toAbsolute(e.RELEASES_DIR) : webDistRoot && resolve(webDistRoot, 'releases'),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    uploadsDir: e.UPLOADS_DIR ? toAbsolute(e.UPLOADS_DIR) : resolve(dataDir, 'uploads'),
    smile:
      e.SMILE_PARTNER_ID && e.SMILE_API_KEY
        ? { partnerId: e.SMILE_PARTNER_ID, apiKey: e.SMILE_API_KEY, env: e.SMILE_ENV }
        : undefined,
    payments,
    s3,
    mapbox: e.MAPBOX_TOKEN
      ? { token: e.MAPBOX_TOKEN, apiBase: e.MAPBOX_API_BASE, permanent: e.MAPBOX_PERMANENT ?? false }
      : undefined,
    overpassUrl: e.OVERPASS_URL,
    mapStyleUrl: e.MAP_STYLE_URL,
  };
}

function paymentsConfig(e: z.infer<typeof envSchema>): PaymentsConfig {
  const provider =
    e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : e.PAYSTACK_SECRET_KEY ? 'paystack' : 'local');
  if (provider === 'stripe') {
    if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
      throw new ConfigError(
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must both be set to take payments with Stripe',
      );
    }
    return {
      provider,
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
      planIds: { starter: e.STRIPE_PRICE_STARTER, elite: e.STRIPE_PRICE_ELITE, platinum: e.STRIPE_PRICE_PLATINUM },
    };
  }
  if (provider === 'paystack') {
    if (!e.PAYSTACK_SECRET_KEY) throw new ConfigError('PAYSTACK_SECRET_KEY must be set to take payments with Paystack');
    return {
      provider,
      secretKey: e.PAYSTACK_SECRET_KEY,
      apiBase: e.PAYSTACK_API_BASE,
      planIds: {
        starter: e.PAYSTACK_PLAN_STARTER,
        elite: e.PAYSTACK_PLAN_ELITE,
        platinum: e.PAYSTACK_PLAN_PLATINUM,
      },
    };
  }
  return { provider: 'local' };
}

function toAbsolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}
