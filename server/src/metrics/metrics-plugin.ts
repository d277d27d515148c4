import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { addressAllowed, parseAllowList, tokenAllowed } from './metrics-access';

// GET /metrics in Prometheus' text format (issue 27), open only to METRICS_ALLOW or METRICS_TOKEN.
// Labels are bounded: the route pattern (never the path with its ids), the status, the GraphQL
// operation kind; no tenant, user or query text.

export interface MetricsOptions {
  db: Database;
  /** METRICS_ALLOW as configured (unset: loopback). */
  allow: string | undefined;
  token: string | undefined;
}

const GRAPHQL_PATH = '/api/srvproxy/v1/graphql';

/** query, mutation or subscription, from the operation text's first word (no parse on the hot path). */
function graphqlKind(request: FastifyRequest): string {
  const text = (request.body as { query?: unknown } | undefined)?.query;
  if (typeof text !== 'string') return 'unknown';
  const word = /^(?:\s|#[^\n]*\n)*(query|mutation|subscription)\b/.exec(text)?.[1];
  return word ?? (/^(?:\s|#[^\n]*\n)*\{/.test(text) ? 'query' : 'unknown');
}

interface Decorated {
  websocketServer?: { clients?: Set<unknown> };
  liveQueryHub?: { subscriberCount: number; groupCount: number };
}

function gauges(registry: Registry, app: FastifyInstance, db: Database) {
  const root = app as unknown as Decorated;
  new Gauge({
    name: 'portal_websocket_connections',
    help: 'Open websocket connections (GraphQL subscriptions, chat, meetings).',
    registers: [registry],
    collect() {
      this.set(root.websocketServer?.clients?.size ?? 0);
    },
  });
  new Gauge({
    name: 'portal_live_query_subscribers',
    help: 'GraphQL live-query subscribers on this instance.',
    registers: [registry],
    collect() {
      this.set(root.liveQueryHub?.subscriberCount ?? 0);
    },
  });
  new Gauge({
    name: 'portal_live_queries',
    help: 'Distinct live queries (groups of subscribers sharing one statement) on this instance.',
    registers: [registry],
    collect() {
      this.set(root.liveQueryHub?.groupCount ?? 0);
    },
  });
  const pool = new Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL pool connections by state (in_use, idle, waiting clients); absent on PGlite.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      pool.set({ state: 'in_use' }, stats.total - stats.idle);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const jobs = new Gauge({
    name: 'portal_jobs',
    help: 'Scheduled jobs across all instances: due (queue depth), scheduled later, failed (given up).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { rows } = await db.query<{ due: number; later: number; failed: number }>(
        `SELECT count(*) FILTER (WHERE failed_at IS NULL AND run_at <= now())::int AS due,
                count(*) FILTER (WHERE failed_at IS NULL AND run_at > now())::int AS later,
                count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed
           FROM scheduled_jobs`,
      );
      const row = rows[0] ?? { due: 0, later: 0, failed: 0 };
      jobs.set({ state: 'due' }, row.due);
      jobs.set({ state: 'later' }, row.later);
      jobs.set({ state: 'failed' }, row.failed);
    },
  });
}

const plugin: FastifyPluginAsync<MetricsOptions> = async (app, { db, allow, token }) => {
  const allowed = parseAllowList(allow);
  if (!allowed) throw new Error('METRICS_ALLOW is not a list of addresses or CIDRs');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const graphql = new Histogram({
    name: 'portal_graphql_operation_duration_seconds',
    help: 'GraphQL operations over HTTP by kind and status.',
    labelNames: ['kind', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'portal_rate_limit_refusals_total',
    help: 'Requests refused with 429 (rate limits, brute-force waits, upload rates) by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  gauges(registry, app, db);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    const status = String(reply.statusCode);
    duration.observe({ method: request.method, route, status }, seconds);
    if (route === GRAPHQL_PATH && request.method === 'POST') graphql.observe({ kind: graphqlKind(request), status }, seconds);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  app.get('/metrics', async (request, reply) => {
    if (!addressAllowed(allowed, request.ip) && !tokenAllowed(token, request.headers.authorization)) {
      return reply.status(403).type('text/plain').send('metrics are open only to METRICS_ALLOW or METRICS_TOKEN\n');
    }
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
};

/** Registered on the root instance (fastify-plugin), early, so its onResponse hook sees every route. */
export const metricsPlugin = fp(plugin, { name: 'metrics' });
