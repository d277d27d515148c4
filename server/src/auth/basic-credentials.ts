import type { FastifyRequest } from 'fastify';
import { badRequest } from './auth-errors';

export interface BasicCredentials {
  username: string;
  password: string;
}

const MAX_HEADER_LENGTH = 1024;

const isControlCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};
const MAX_PART_LENGTH = 254;

/**
 * The Basic header of §7 (`user:password`, `user` alone or `otp:password`), strictly parsed: a
 * malformed header is a 400, never a crash. Undefined when there is no Authorization header.
 */
export function basicCredentials(request: FastifyRequest): BasicCredentials | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  if (header.length > MAX_HEADER_LENGTH) throw badRequest('The Authorization header is too long');
  const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/.exec(header.trim());
  if (!match?.[1]) throw badRequest('The Authorization header must be Basic credentials');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  if (decoded.includes('\uFFFD') || [...decoded].some(isControlCharacter)) {
    throw badRequest('The Basic credentials are not valid text');
  }
  const colon = decoded.indexOf(':');
  const username = (colon < 0 ? decoded : decoded.slice(0, colon)).trim();
  const password = colon < 0 ? '' : decoded.slice(colon + 1);
  if (username.length > MAX_PART_LENGTH || password.length > MAX_PART_LENGTH) {
    throw badRequest('The Basic credentials are too long');
  }
  return { username, password };
}

/** Basic credentials that must be there, with a username (and a password when asked). */
export function requireBasicCredentials(request: FastifyRequest, { password }: { password: boolean }): BasicCredentials {
  const credentials = basicCredentials(request);
  if (!credentials) throw badRequest('Basic credentials are required');
  if (credentials.username.length === 0) throw badRequest('The username is required');
  if (password && credentials.password.length === 0) throw badRequest('The password is required');
  return credentials;
}
