import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { appsPlugin } from './apps/apps-plugin';
import { authPlugin } from './auth/auth-plugin';
import { bootstrapPlugin } from './bootstrap/bootstrap-plugin';
import { featureFlagsPlugin } from './feature-flags/feature-flags-plugin';
import { createCustomMutations } from './actions/custom-mutations';
import { graphqlPlugin } from './graphql/http/graphql-plugin';
import { healthPlugin } from './health/health-plugin';
import { registerErrorHandler } from './http/error-handler';
import { messagingPlugin } from './messaging/messaging-plugin';
import { servingPlugin } from './serving/serving-plugin';
import type { SessionKeys } from './session/session-keys';
import { sessionPlugin } from './session/session-plugin';
import { shortcutsPlugin } from './shortcuts/shortcuts-plugin';
import { tenancyPlugin } from './tenancy/tenancy-plugin';

export interface AppDependencies {
  config: Config;
  db: Database;
  sessionKeys: SessionKeys;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

// Secrets never reach a log line: the Authorization header, cookies, codes in query strings.
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** The whole server as one Fastify instance; each domain is a plugin registered once (STYLE.md). */
export async function buildApp({
  config,
  db,
  sessionKeys,
  logStream,
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
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(tenancyPlugin, { db, baseDomain: config.BASE_DOMAIN, trustProxy: config.TRUST_PROXY });
  await app.register(sessionPlugin, { db, keys: sessionKeys });
  await app.register(messagingPlugin, { config });
  await app.register(authPlugin, { db, config, keys: sessionKeys });
  await app.register(healthPlugin, { db });
  await app.register(bootstrapPlugin, { db });
  await app.register(featureFlagsPlugin, { db });
  await app.register(graphqlPlugin, {
    db,
    production: config.NODE_ENV === 'production',
    cacheBytes: Math.floor(config.GRAPHQL_CACHE_MB * 1024 * 1024),
    customMutations: createCustomMutations({ sms: app.messaging.sms }),
  });
  await app.register(shortcutsPlugin, { db });
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
