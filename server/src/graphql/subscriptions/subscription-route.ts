import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import type { SchedulingClock } from '../../clock/clock';
import type { Database } from '../../db/database';
import { executeGraphql, planRequest, type PlannedRequest } from '../execute/execute-operation';
import type { GraphqlEngine } from '../execute/graphql-engine';
import { HasuraError } from '../shared/graphql-error';
import { toHasuraError } from '../execute/database-errors';
import type { SessionValues } from '../shared/session-values';
import { logUnexpected, type ErrorLog } from '../execute/log-unexpected';
import { requestSession } from '../http/request-session';
import { ensureChangeTriggers } from './change-triggers';
import { LiveQueryHub } from './live-query-hub';
import { pushIterator } from './push-iterator';
import { SessionWatch, sessionExpiresAt } from './session-watch';

declare module 'fastify' {
  interface FastifyInstance {
    liveQueryHub: LiveQueryHub;
  }
}

interface SubscriptionContext {
  planned: PlannedRequest;
  session: SessionValues;
  watch: SessionWatch;
  /** The upgrade request's logger (its reqId), for unexpected errors. */
  log: ErrorLog;
}

interface Connection {
  session: SessionValues;
  watch: SessionWatch;
}

/** graphql-transport-ws's "Forbidden": what a refused or no longer valid session gets (as Hasura). */
const FORBIDDEN = 4403;

/** Hasura's clients send the token as connection_init {headers: {Authorization}} or at the top level. */
function connectionHeaders(params: Record<string, unknown> | undefined): Record<string, string> {
  const source = (
    params?.headers && typeof params.headers === 'object' ? params.headers : (params ?? {})
  ) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(source)) if (typeof v === 'string') out[k.toLowerCase()] = v;
  return out;
}

const asGraphqlErrors = (error: unknown) => {
  const e = toHasuraError(error, '$');
  return [new GraphQLError(e.message, { extensions: { path: e.path, code: e.code } })];
};

/** The hub of live queries and streams: started with the server, stopped with it, failures logged. */
async function startLiveQueryHub(
  app: FastifyInstance,
  options: { db: Database; engine: GraphqlEngine },
): Promise<LiveQueryHub> {
  await ensureChangeTriggers(options.db, options.engine.model);
  // A live query that fails is retried on the next change; it is logged, never silent.
  const hub = new LiveQueryHub(options.db, options.engine.model, (error, text) => {
    const code = (error as { code?: unknown }).code;
    app.log.error(
      {
        graphql: {
          cause: error instanceof Error ? { message: error.message.split('\n')[0], code } : String(error),
          statement: text.slice(0, 2000),
        },
      },
      'graphql: a live query failed',
    );
  });
  await hub.start();
  app.decorate('liveQueryHub', hub);
  app.addHook('onClose', async () => hub.stop());
  return hub;
}

/** A plain GET of the GraphQL path (no WebSocket upgrade): how to use it instead. */
function answerPlainGet(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(400)
    .type('application/json')
    .send(
      JSON.stringify({
        errors: [
          {
            message: 'use POST for queries, or WebSocket (graphql-transport-ws) for subscriptions',
            extensions: { path: '$', code: 'validation-failed' },
          },
        ],
      }),
    );
}

/** graphql-transport-ws on the GraphQL path: live queries and streams from the hub. */
export async function registerSubscriptions(
  app: FastifyInstance,
  options: { db: Database; engine: GraphqlEngine; path: string; clock: SchedulingClock },
) {
  const hub = await startLiveQueryHub(app, options);
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  const connections = new WeakMap<object, Connection>();
  const unauthorized = () => [
    new GraphQLError('unauthorized', { extensions: { code: 'access-denied', path: '$' } }),
  ];

  const handler = makeHandler<Record<string, unknown>>({
    onConnect: async (ctx) => {
      const request = ctx.extra.request as FastifyRequest;
      const headers = { ...request.headers, ...connectionHeaders(ctx.connectionParams) };
      const scoped = Object.create(request, { headers: { value: headers } }) as FastifyRequest;
      try {
        const session = await requestSession(app, scoped, options.clock, headers);
        // The token is checked again while the socket lives: it expires, or is revoked.
        const watch = new SessionWatch({
          expiresAt: sessionExpiresAt(headers.authorization),
          verify: async () => void (await requestSession(app, scoped, options.clock, headers)),
          clock: options.clock,
          close: (reason) => ctx.extra.socket.close(FORBIDDEN, reason),
        });
        connections.set(ctx, { session, watch });
        return true;
      } catch {
        return false;
      }
    },
    onClose: (ctx) => connections.get(ctx)?.watch.stop(),
    onSubscribe: async (ctx, _id, payload) => {
      const connection = connections.get(ctx);
      if (!connection || !(await connection.watch.valid())) return unauthorized();
      const { session, watch } = connection;
      try {
        const planned = planRequest(options.engine, session, {
          query: payload.query,
          operationName: payload.operationName ?? null,
          variables: payload.variables ?? {},
        });
        const context: SubscriptionContext = { planned, session, watch, log: ctx.extra.request.log };
        return {
          schema: planned.roleSchema.schema,
          document: planned.prepared.document,
          contextValue: context,
        } satisfies ExecutionArgs;
      } catch (error) {
        logUnexpected(ctx.extra.request.log, toHasuraError(error, '$'), payload, session);
        return asGraphqlErrors(error);
      }
    },
    execute: async (args: ExecutionArgs) => {
      const { session, log } = args.contextValue as SubscriptionContext;
      const source = args.document.loc?.source.body ?? '';
      return JSON.parse(
        await executeGraphql(
          options.engine,
          options.db,
          session,
          {
            query: source,
            variables: args.variableValues ?? {},
            operationName: args.operationName ?? null,
          },
          app.graphqlCache,
          log,
        ),
      ) as ExecutionResult;
    },
    subscribe: (args: ExecutionArgs) => {
      const { planned, session, watch } = args.contextValue as SubscriptionContext;
      const plan = planned.plans[0];
      if (!plan || plan.kind !== 'query')
        return {
          errors: asGraphqlErrors(
            new HasuraError('validation-failed', 'a subscription needs one table field'),
          ),
        };
      const { iterator, push } = pushIterator<ExecutionResult>();
      const unsubscribe = hub.subscribe(plan.ir, session, (json) =>
        watch.gate(() => push({ data: { [plan.alias]: JSON.parse(json) as unknown } })),
      );
      iterator.onReturn(unsubscribe);
      return iterator;
    },
  });
  app.route({ method: 'GET', url: options.path, handler: answerPlainGet, wsHandler: handler });
}
