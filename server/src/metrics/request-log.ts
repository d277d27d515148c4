import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Log lines an operator can follow across the proxy and the instances (issue 27): the request id
// is the caller's X-Request-Id when it is a plain token (the proxy's), else a new UUID, and goes
// back in the answer; the line that closes a request names its tenant, user id and role. Never a
// token, a code, a password or a national id: those live in headers, query strings and bodies,
// which are not logged (app.ts's serializer keeps the path only).

const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify's genReqId: a valid incoming X-Request-Id, or a new UUID. */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

interface Identity {
  userId: number;
  role: string;
}
const identities = new WeakMap<FastifyRequest, Identity>();

/** Called where a session token is verified: the request's closing line names the user and role. */
export function noteRequestIdentity(request: FastifyRequest, session: { user_id: number; role: string }): void {
  identities.set(request, { userId: session.user_id, role: session.role });
}

const plugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    request.log.info({ req: request }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    const tenant = (request as { tenant?: { subdomain?: string } | null }).tenant?.subdomain;
    const who = identities.get(request);
    request.log.info(
      {
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
        ...(tenant ? { tenant } : {}),
        ...(who ? { userId: who.userId, role: who.role } : {}),
      },
      'request completed',
    );
  });
};

/** Registered first on the root instance, so every request (and every error answer) is covered. */
export const requestLogPlugin = fp(plugin, { name: 'request-log' });
