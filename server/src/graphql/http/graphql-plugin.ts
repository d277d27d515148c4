import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { executeGraphql, type GraphqlRequest } from '../execute/execute-operation';
import { createGraphqlEngine, type GraphqlEngine } from '../execute/graphql-engine';
import { HasuraError, errorBody } from '../execute/graphql-error';
import type { CustomMutation } from '../schema/custom-mutation';
import { graphiqlPage } from './graphiql-page';
import { requestSession } from './request-session';
import { registerSubscriptions } from '../subscriptions/subscription-route';

export const GRAPHQL_PATH = '/api/srvproxy/v1/graphql';

export interface GraphqlPluginOptions {
  db: Database;
  production: boolean;
  customMutations?: readonly CustomMutation[];
  /** Given in tests to share one engine; otherwise built from the database at registration. */
  engine?: GraphqlEngine;
}

declare module 'fastify' {
  interface FastifyInstance {
    graphqlEngine: GraphqlEngine;
  }
}

const MAX_BATCH = 20;

/** §7 GraphQL data API: POST for queries and mutations, WebSocket on the same path for subscriptions. */
// fastify-plugin: the engine and the live-query hub are decorations the benchmark and tests read.
export const graphqlPlugin = fp<GraphqlPluginOptions>(
  async (app: FastifyInstance, options) => {
    const engine =
      options.engine ??
      (await createGraphqlEngine(options.db, { customMutations: options.customMutations ?? [] }));
    for (const warning of engine.warnings) app.log.warn({ warning }, 'graphql metadata');
    app.decorate('graphqlEngine', engine);

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
        for (const item of body) answers.push(await executeGraphql(engine, options.db, session, item ?? {}));
        return reply.send(`[${answers.join(',')}]`);
      }
      if (!body || typeof body !== 'object')
        return reply.send(
          JSON.stringify(
            errorBody(new HasuraError('validation-failed', 'the request body must be a JSON object')),
          ),
        );
      return reply.send(await executeGraphql(engine, options.db, session, body));
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
