import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { noteRequestIdentity } from '../metrics/request-log';
import { requireTenant } from '../tenancy/tenancy-plugin';
import type { SessionKeys } from './session-keys';
import { InvalidSessionError, verifySessionToken, type SessionClaims } from './session-token';

declare module 'fastify' {
  interface FastifyInstance {
    sessionKeys: SessionKeys;
    /** The verified session of a Bearer token for the request's tenant; null without a token. */
    optionalSession(request: FastifyRequest): Promise<SessionClaims | null>;
    /** Like optionalSession, but a missing or bad token is a 401. */
    requireSession(request: FastifyRequest): Promise<SessionClaims>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/.exec(header);
  if (!match?.[1]) throw new ApiError(401, 'invalid_token', 'The session token is not valid');
  return match[1];
}

export const sessionPlugin = fp<{ db: Database; keys: SessionKeys }>(
  async (app, { db, keys }) => {
    app.decorate('sessionKeys', keys);
    const optionalSession = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) return null;
      const tenant = requireTenant(request);
      try {
        const session = await verifySessionToken(db, keys, token, tenant.id);
        noteRequestIdentity(request, session);
        return session;
      } catch (error) {
        if (error instanceof InvalidSessionError) {
          throw new ApiError(401, 'invalid_token', 'The session token is not valid', { reason: error.reason });
        }
        throw error;
      }
    };
    app.decorate('optionalSession', optionalSession);
    app.decorate('requireSession', async (request: FastifyRequest) => {
      const session = await optionalSession(request);
      if (!session) throw new ApiError(401, 'missing_token', 'Sign in first');
      return session;
    });
  },
  { name: 'session', dependencies: ['tenancy'] },
);
