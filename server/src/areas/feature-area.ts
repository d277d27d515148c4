import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { SchedulingClock } from '../clock/clock';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { CustomMutation } from '../graphql/schema/custom-mutation';
import type { SmsSender } from '../messaging/sms-sender';

/** What the server hands every feature area: the shared layers, never another area's inside. */
export interface AreaContext {
  db: Database;
  config: Config;
  clock: SchedulingClock;
  sms: SmsSender;
  /** The server's logger, for the warnings of an area's outside services. */
  log: FastifyBaseLogger;
}

/**
 * A feature area's server part (ARCHITECTURE.md §9): a folder `server/src/<area>/` whose door
 * exports one of these, listed once in `feature-areas.ts`.
 */
export interface FeatureArea {
  /** The area's name (§9), for logs and errors. */
  name: string;
  /**
   * Its routes, hooks and decorators: a Fastify plugin registered once, after the shared plugins
   * (tenancy, session, auth, graphql), encapsulated so nothing leaks to other areas.
   */
  plugin?: FastifyPluginAsync<AreaContext>;
  /** TypeScript mutations it adds to the data API's schema (§7 custom mutations). */
  customMutations?: (context: AreaContext) => CustomMutation[];
}
