import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { SessionKeys } from '../session/session-keys';
import type { AuthContext } from './auth-context';
import { BruteForceGuard } from './brute-force-guard';
import type { Clock } from '../clock/clock';
import { CodeHasher } from './code-hasher';
import { registerConnectorRoutes } from './connector/connector-routes';
import { devIdpPlugin } from './dev-idp/dev-idp-plugin';
import { OneTimeCodes } from './one-time-codes';
import { databaseRateLimitStore } from './shared-rate-limit';
import { registerAccessRoutes } from './routes/access-routes';
import { registerCheckRoutes } from './routes/check-routes';
import { registerResetRoutes } from './routes/reset-routes';
import { registerSigninRoutes } from './routes/signin-routes';
import { registerSignoutRoute } from './routes/signout-route';

export interface AuthPluginOptions {
  db: Database;
  config: Config;
  keys: SessionKeys;
  /** The server's clock (brute-force waits, code expiry): tests move it instead of sleeping. */
  clock: Clock;
}

/** The authentication service (ARCHITECTURE.md §5): every call of spec §7 under /api/auth. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { db, config, keys, clock }) => {
    await app.register(devIdpPlugin, {
      db,
      enabled: config.NODE_ENV !== 'production' && config.NBID_DEV_IDP,
      baseDomain: config.BASE_DOMAIN,
      redirectPath: config.NBID_REDIRECT_PATH,
      issuer: config.NBID_DEV_IDP_ISSUER,
    });
    const ctx: AuthContext = {
      db,
      keys,
      clock,
      config,
      messaging: app.messaging,
      codes: new OneTimeCodes(db, await CodeHasher.fromSessionKeys(keys), clock),
      guard: new BruteForceGuard(db, clock),
    };
    await app.register(async (scope) => {
      // The ceilings per address live in the database, shared by every instance (issue 18.6).
      await scope.register(rateLimit, { global: false, store: databaseRateLimitStore(db, clock) });
      registerSigninRoutes(scope, ctx);
      registerCheckRoutes(scope, ctx);
      registerResetRoutes(scope, ctx);
      registerAccessRoutes(scope, ctx);
      registerSignoutRoute(scope, ctx);
      registerConnectorRoutes(scope, ctx);
    });
  },
  { name: 'auth', dependencies: ['tenancy', 'session', 'messaging'] },
);
