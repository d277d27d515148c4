import type { FastifyRequest } from 'fastify';

/** The request's origin as the browser sees it (Host, or X-Forwarded-* behind a trusted proxy). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
