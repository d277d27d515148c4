import path from 'node:path';
import { z } from 'zod';
import { METRICS_ALLOW_HELP, parseAllowList } from '../metrics/metrics-access';
import { REPO_ROOT } from '../server-paths';
import { combinedSettingsProblem } from './config-refusals';
import { sessionKeyProblem } from './session-key-check';
import { parseTrustProxy, TRUST_PROXY_HELP, type TrustProxy } from './trust-proxy';

// ARCHITECTURE.md §2: configuration is environment variables, validated at start.
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** A tenant's subdomain (the customers table's check). */
export const SUBDOMAIN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: loopback while demo data (public passwords) is on, every interface otherwise. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  BASE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a domain name such as localhost or portal.example.org')
    .default('localhost'),
  /** The proxies in front (server/src/config/trust-proxy.ts): false, true (= 1 hop), N hops, or addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
        return z.NEVER;
      }
      return parsed;
    })
    .default(false),
  DEMO_DATA: booleanFlag.default(true),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built portal and apps are served from (tests point these at their build). */
  PORTAL_DIST: z.string().optional(),
  APPS_DIR: z.string().optional(),
  /** §7 the browser vendors' version lists (the outdated-browser notice): read daily, or off. */
  BROWSER_VERSION_LISTS: z.enum(['vendors', 'off']).optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.string().optional(),
  /** SMS code validity in seconds (tests shorten it). */
  SMS_CODE_TTL_SECONDS: z.coerce.number().int().min(5).max(600).default(300),
  /** Memory for @cached GraphQL answers per server instance, in MB (Hasura Cloud's tier: 100); 0 turns caching off. */
  GRAPHQL_CACHE_MB: z.coerce.number().min(0).max(4096).default(100),
  /** File storage (server/src/areas/storage): S3-compatible when S3_BUCKET is set, else DATA_DIR/files. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  S3_PREFIX: z.string().regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or folders ending in /').optional(),
  /** The largest upload, in MB. */
  UPLOAD_MAX_MB: z.coerce.number().min(0.001).max(10240).default(25),
  /** Uploads one user may start per minute (files and chat attachments together), counted across instances. */
  UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Each tenant's storage quota in MB: the stored files' bytes (documents, chat attachments) summed. */
  STORAGE_QUOTA_MB: z.coerce.number().min(0.001).max(100 * 1024 * 1024).default(10_240),
  /** National-ID client secrets per tenant, JSON `{"<subdomain>": "<secret>"}` (issuer and client id are in customers.nbid_config). */
  NBID_CLIENT_SECRETS: z
    .string()
    .transform((value, ctx) => {
      try {
        return z.record(z.string().regex(SUBDOMAIN), z.string().min(1)).parse(JSON.parse(value));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object of subdomain to secret' });
        return z.NEVER;
      }
    })
    .optional(),
  /** Ed25519 PKCS#8 PEM (newlines may be written as \\n); parsed here, before anything is touched. */
  SESSION_PRIVATE_KEY: z
    .string()
    .transform((value) => value.replace(/\\n/g, '\n'))
    .superRefine((pem, ctx) => {
      const problem = sessionKeyProblem(pem);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  /** The built-in dev identity provider (never in production) for tenants with no real provider. */
  NBID_DEV_IDP: booleanFlag.default(true),
  /** Where the server reaches the dev identity provider; default http://127.0.0.1:<listening port>/api/dev-idp. */
  NBID_DEV_IDP_ISSUER: z.url().optional(),
  /** The portal page the identity provider returns to (it calls /api/auth/signin?context=device_authorization.nbid). */
  NBID_REDIRECT_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a path such as /auth/callback')
    .default('/auth/callback'),
  /** The meeting room's TURN servers (coturn), comma-separated `turn:`/`turns:` URLs; unset = direct connections only. */
  TURN_URLS: z
    .string()
    .regex(/^turns?:[^\s,]+(,turns?:[^\s,]+)*$/, 'must be turn: or turns: URLs separated by commas')
    .optional(),
  /** coturn's `static-auth-secret`: the server issues short-lived TURN credentials with it (TURN REST API). */
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long issued TURN credentials stay valid, in seconds. */
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Meetings through the TURN server only: the members never learn each other's addresses. */
  TURN_RELAY_ONLY: booleanFlag.default(false),
  /** How long a stop (SIGTERM, SIGINT) lets in-flight requests and running jobs finish before the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(25),
  /** Who may read /metrics: addresses and CIDRs, comma-separated (unset: loopback only). */
  METRICS_ALLOW: z
    .string()
    .refine((value) => parseAllowList(value) !== null, METRICS_ALLOW_HELP)
    .optional(),
  /** A bearer token that opens /metrics from anywhere (a scraper outside METRICS_ALLOW). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** 503 with Retry-After while the event loop lags more than this (ms); 0 = off. Unset: 1000 on PostgreSQL, off on PGlite. */
  EVENT_LOOP_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** PostgreSQL connections per instance for queries (plus one for LISTEN). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Codes and links to DATA_DIR/outbox in production without SMS and mail providers (unset: only with demo data). */
  DEV_OUTBOX: booleanFlag.optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, 'HOST'> & { HOST: string; dataDir: string; repoRoot: string };

/** Every variable the server reads (the README's table must list each; readme-settings.test.ts). */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

export class ConfigError extends Error {}

/** Reads the configuration; a bad value throws ConfigError naming the variable in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Unset and empty mean the same: the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'configuration';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is not valid'}`);
  }
  const problem = combinedSettingsProblem(parsed.data);
  if (problem) throw new ConfigError(problem);
  return {
    ...parsed.data,
    HOST: parsed.data.HOST ?? (parsed.data.DEMO_DATA ? '127.0.0.1' : '0.0.0.0'),
    dataDir: path.resolve(parsed.data.DATA_DIR),
    repoRoot: REPO_ROOT,
  };
}
