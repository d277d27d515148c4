import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SchedulingClock } from '../../clock/clock';
import type { Database } from '../../db/database';
import { answerGraphql, type GraphqlAnswer, type GraphqlRequest } from '../execute/execute-operation';
import { createGraphqlEngine, type GraphqlEngine } from '../execute/graphql-engine';
import { HasuraError, errorBody } from '../shared/graphql-error';
import { ResponseCache } from '../execute/response-cache';
import type { SessionValues } from '../shared/session-values';
import { MetadataError } from '../metadata/load-metadata';
import { REQUEST_LIMITS } from '../shared/request-limits';
import type { ErrorLog } from '../execute/log-unexpected';
import type { CustomMutation } from '../schema/custom-mutation';
import { graphiqlPage } from './graphiql-page';
import { requestSession } from './request-session';
import { CHANGE_CHANNEL } from '../subscriptions/live-query-hub';
import { registerSubscriptions } from '../subscriptions/subscription-route';

export const GRAPHQL_PATH = '/api/srvproxy/v1/graphql';

export interface GraphqlPluginOptions {
  db: Database;
  production: boolean;
  /** The server's clock: @cached lifetimes, the verified-session cache, a subscription's token expiry. */
  clock: SchedulingClock;
  /** Memory for @cached answers; 0 or absent: @cached is accepted and answers are not kept. */
  cacheBytes?: number;
  customMutations?: readonly CustomMutation[];
  /** Given in tests to share one engine; otherwise built from the database at registration. */
  engine?: GraphqlEngine;
  /**
   * Whether the generated SQL also runs under the tenant's row-level security (default on). Off
   * only in the benchmark (bench/graphql.bench.ts), which prints the endpoint with and without it.
   */
  rowSecurity?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    graphqlEngine: GraphqlEngine;
    graphqlCache: ResponseCache | undefined;
  }
}

const MAX_BATCH = REQUEST_LIMITS.maxBatch;

/** §7 GraphQL data API: POST for queries and mutations, WebSocket on the same path for subscriptions. */
// fastify-plugin: the engine and the live-query hub are decorations the benchmark and tests read.
export const graphqlPlugin = fp<GraphqlPluginOptions>(
  async (app: FastifyInstance, options) => {
    const engine =
      options.engine ??
      (await createGraphqlEngine(options.db, { customMutations: options.customMutations ?? [] }));
    for (const warning of engine.warnings) app.log.warn({ warning }, 'graphql metadata');
    // A table no metadata file names would silently be missing from the API: outside production
    // (development, tests) that stops the start; in production it is logged, and the API serves on.
    if (engine.untrackedProblem) {
      if (!options.production) throw new MetadataError(engine.untrackedProblem);
      app.log.error({ problem: engine.untrackedProblem }, 'graphql metadata');
    }
    app.decorate('graphqlEngine', engine);
    const cache = options.cacheBytes
      ? new ResponseCache(options.cacheBytes, () => options.clock.now().getTime())
      : undefined;
    app.decorate('graphqlCache', cache);
    if (cache) {
      const stop = await options.db.listen(CHANGE_CHANNEL, (table) => cache.tableChanged(table));
      app.addHook('onClose', stop);
    }
    // The request's logger: an unexpected error is logged with the request's id (reqId).
    const answer = (session: SessionValues, item: GraphqlRequest, log: ErrorLog): Promise<GraphqlAnswer> =>
      answerGraphql(engine, options.db, session, item, cache, log, options.rowSecurity ?? true);

    app.post(GRAPHQL_PATH, async (request, reply) => {
      reply.type('application/json; charset=utf-8');
      let session;
      try {
        session = await requestSession(app, request, options.clock);
      } catch (error) {
        if (error instanceof HasuraError) return reply.send(JSON.stringify(errorBody(error)));
        throw error;
      }
      const body = request.body as GraphqlRequest | GraphqlRequest[] | undefined;
      if (Array.isArray(body)) {
        if (body.length > MAX_BATCH)
          return reply.send(
            JSON.stringify(
              errorBody(new HasuraError('validation-failed', `at most ${MAX_BATCH} queries a batch`)),
            ),
          );
        const answers: string[] = [];
        for (const item of body) answers.push((await answer(session, item ?? {}, request.log)).body);
        return reply.send(`[${answers.join(',')}]`);
      }
      if (!body || typeof body !== 'object')
        return reply.send(
          JSON.stringify(
            errorBody(new HasuraError('validation-failed', 'the request body must be a JSON object')),
          ),
        );
      const { body: json, maxAgeSeconds } = await answer(session, body, request.log);
      // Hasura's signal that a @cached answer was kept; private, as it holds one user's data.
      if (maxAgeSeconds !== undefined) reply.header('cache-control', `private, max-age=${maxAgeSeconds}`);
      return reply.send(json);
    });

    if (!options.production) {
      app.get('/api/srvproxy/v1/graphiql', async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(graphiqlPage(GRAPHQL_PATH)),
      );
    }
    await registerSubscriptions(app, { db: options.db, engine, path: GRAPHQL_PATH, clock: options.clock });
  },
  { name: 'graphql', dependencies: ['tenancy', 'session'] },
);
