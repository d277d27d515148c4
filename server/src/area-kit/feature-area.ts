import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { SchedulingClock } from '../clock/clock';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { CustomMutation } from '../graphql/schema/custom-mutation';
import type { JobHandler, JobScheduler, RecurringJob } from '../jobs';
import type { EmailSender, SmsSender } from '../areas/messaging';

/** What the server hands every feature area: the shared layers, never another area's inside. */
export interface AreaContext {
  db: Database;
  config: Config;
  clock: SchedulingClock;
  sms: SmsSender;
  /** The e-mail sender (SMTP, or the dev outbox): a notification a user chose to have by e-mail. */
  email: EmailSender;
  /** The server's logger, for the warnings of an area's outside services. */
  log: FastifyBaseLogger;
  /** The durable queue of scheduled work (server/src/jobs): `schedule` a job of this area's `jobs`. */
  jobs: JobScheduler;
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
  /** Its one-off jobs by name ('<area>.<what>'), run once when due, retried when they throw. */
  jobs?: Readonly<Record<string, JobHandler<AreaContext>>>;
  /** Its sweeps ('<area>.<what>'), each run by one instance every `everyMs`. */
  recurring?: readonly RecurringJob<AreaContext>[];
}
