import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { answerGraphql, type GraphqlAnswer, type GraphqlRequest } from '../execute/execute-operation';
import { createGraphqlEngine, type GraphqlEngine } from '../execute/graphql-engine';
import { HasuraError, errorBody } from '../execute/graphql-error';
import { ResponseCache } from '../execute/response-cache';
import { REQUEST_LIMITS } from '../execute/request-limits';
import type { ErrorLog } from '../execute/log-unexpected';
import type { SessionValues } from '../ir/session-values';
import type { CustomMutation } from '../schema/custom-mutation';
import { graphiqlPage } from './graphiql-page';
import { requestSession } from './request-session';
import { CHANGE_CHANNEL } from '../subscriptions/live-query-hub';
import { registerSubscriptions } from '../subscriptions/subscription-route';

export const GRAPHQL_PATH = '/api/srvproxy/v1/graphql';

export interface GraphqlPluginOptions {
  db: Database;
  production: boolean;
  /** Memory for @cached answers; 0 or absent: @cached is accepted and answers are not kept. */
  cacheBytes?: number;
  customMutations?: readonly CustomMutation[];
  /** Given in tests to share one engine; otherwise built from the database at registration. */
  engine?: GraphqlEngine;
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
    app.decorate('graphqlEngine', engine);
    const cache = options.cacheBytes ? new ResponseCache(options.cacheBytes) : undefined;
    app.decorate('graphqlCache', cache);
    if (cache) {
      const stop = await options.db.listen(CHANGE_CHANNEL, (table) => cache.tableChanged(table));
      app.addHook('onClose', stop);
    }
    // The request's logger: an unexpected error is logged with the request's id (reqId).
    const answer = (session: SessionValues, item: GraphqlRequest, log: ErrorLog): Promise<GraphqlAnswer> =>
      answerGraphql(engine, options.db, session, item, cache, log);

    app.post(GRAPHQL_PATH, async (request, reply) => {
      reply.type('application/json; charset=utf-8');
      let session;
      try {
        session = await requestSession(app, request);
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
    await registerSubscriptions(app, { db: options.db, engine, path: GRAPHQL_PATH });
  },
  { name: 'graphql', dependencies: ['tenancy', 'session'] },
);
