import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { createShiftableClock, type ShiftableClock } from './clock/clock';
import type { Config } from './config/config';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { Database } from './db/database';
import { appsPlugin } from './apps/apps-plugin';
import type { AreaContext } from './area-kit/feature-area';
import { registerOpenApi } from './area-kit/openapi';
import {
  areaCustomMutations,
  areaJobHandlers,
  areaRecurringJobs,
  registerFeatureAreas,
} from './area-kit/feature-areas';
import { createJobRunner, housekeepingJob, type JobRunner } from './jobs';
import { authPlugin } from './auth/auth-plugin';
import { bootstrapPlugin } from './bootstrap/bootstrap-plugin';
import { browserMinimumsPlugin } from './bootstrap/browser-minimums';
import { featureFlagsPlugin } from './feature-flags/feature-flags-plugin';
import { graphqlPlugin } from './graphql/http/graphql-plugin';
import { healthPlugin } from './health/health-plugin';
import { createReadiness, type Readiness } from './health/readiness';
import { registerErrorHandler } from './http/error-handler';
import { securityHeadersPlugin } from './http/security-headers';
import { messagingPlugin } from './areas/messaging';
import { metricsPlugin } from './metrics/metrics-plugin';
import { registerPressureLimit } from './metrics/pressure';
import { requestId, requestLogPlugin } from './metrics/request-log';
import { registerCompression } from './serving/compression';
import { servingPlugin } from './serving/serving-plugin';
import type { SessionKeys } from './session/session-keys';
import { sessionPlugin } from './session/session-plugin';
import { tenancyPlugin } from './tenancy/tenancy-plugin';
import { workersPlugin } from './workers';

export interface AppDependencies {
  config: Config;
  db: Database;
  sessionKeys: SessionKeys;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** What /readyz reports besides the database: main.ts sets `draining` on a stop signal. */
  readiness?: Readiness;
  /** The server's one clock; by default the system time, movable with `advance` only under NODE_ENV=test. */
  clock?: ShiftableClock;
  /** The data API's SQL under row-level security too (default); off only in the GraphQL benchmark. */
  engineRowSecurity?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The time every plugin reads and schedules by; tests move it (`app.clock.advance`) instead of sleeping. */
    clock: ShiftableClock;
    /** The durable queue of scheduled work; tests run what is due with `await app.jobs.runDue()`. */
    jobs: JobRunner;
  }
}

// Secrets never reach a log line: the Authorization header, cookies, codes in query strings.
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** The whole server as one Fastify instance; each domain is a plugin registered once (STYLE.md). */
export async function buildApp({
  config,
  db,
  sessionKeys,
  logStream,
  clock = createShiftableClock(config.NODE_ENV === 'test'),
  readiness = createReadiness(),
  engineRowSecurity = true,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        // Log the path only: query strings can carry codes and tokens.
        req: (req: { method: string; url: string; id: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?')[0],
        }),
      },
    },
    // X-Request-Id taken (when valid) or made, and the request lines written by requestLogPlugin.
    genReqId: requestId,
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  app.decorate('clock', clock);
  registerErrorHandler(app);
  await app.register(requestLogPlugin);
  await registerCompression(app);
  await app.register(metricsPlugin, { db, allow: config.METRICS_ALLOW, token: config.METRICS_TOKEN });
  await registerPressureLimit(app, config.EVENT_LOOP_MAX_DELAY_MS ?? (config.DATABASE_URL ? 1000 : 0));
  await app.register(workersPlugin);
  await app.register(cookie);
  await app.register(securityHeadersPlugin);
  await app.register(tenancyPlugin, { db, baseDomain: config.BASE_DOMAIN });
  await app.register(sessionPlugin, { db, keys: sessionKeys });
  await app.register(messagingPlugin, { config });
  await app.register(authPlugin, { db, config, keys: sessionKeys, clock });
  const areaLog = app.log.child({ plugin: 'areas' });
  const jobs: JobRunner = createJobRunner<AreaContext>({
    db,
    clock,
    log: app.log.child({ plugin: 'jobs' }),
    handlers: areaJobHandlers(),
    recurring: [...areaRecurringJobs(), housekeepingJob<AreaContext>()],
    context: () => areaContext,
  });
  const areaContext: AreaContext = { db, config, clock, sms: app.messaging.sms, email: app.messaging.email, log: areaLog, jobs };
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  await app.register(healthPlugin, { db, readiness });
  await app.register(bootstrapPlugin, { db });
  await app.register(browserMinimumsPlugin, {
    lists: config.BROWSER_VERSION_LISTS ?? (config.NODE_ENV === 'production' ? 'vendors' : 'off'),
    clock,
  });
  await app.register(featureFlagsPlugin, { db });
  await app.register(graphqlPlugin, {
    db,
    production: config.NODE_ENV === 'production',
    clock,
    cacheBytes: Math.floor(config.GRAPHQL_CACHE_MB * 1024 * 1024),
    customMutations: areaCustomMutations(areaContext),
    rowSecurity: engineRowSecurity,
  });
  await registerOpenApi(app, { open: config.NODE_ENV === 'development' });
  await registerFeatureAreas(app, areaContext);
  await app.register(appsPlugin, {
    db,
    appsDir: config.APPS_DIR,
    repoRoot: config.repoRoot,
    immutableFiles: config.NODE_ENV !== 'development',
  });
  await app.register(servingPlugin, {
    db,
    portalDist: config.PORTAL_DIST ?? path.join(config.repoRoot, 'portal', 'dist'),
    baseDomain: config.BASE_DOMAIN,
    demoData: config.DEMO_DATA,
  });
  return app;
}
