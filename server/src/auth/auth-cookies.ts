import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

// ARCHITECTURE.md §5: HttpOnly, SameSite, Secure behind HTTPS, and a narrow path: only the auth
// calls ever see these cookies.
export const AUTH_COOKIE_PATH = '/api/auth';
export const PENDING_LOGIN_COOKIE = 'pending_login';
export const DEVICE_COOKIE = 'device_authorization_token';

export const PENDING_LOGIN_TTL_SECONDS = 10 * 60;
export const DEVICE_AUTHORIZATION_DAYS = 90;

function baseOptions(request: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, secure: request.protocol === 'https', path: AUTH_COOKIE_PATH };
}

export function setPendingLoginCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  reply.setCookie(PENDING_LOGIN_COOKIE, value, { ...baseOptions(request), sameSite: 'strict', maxAge: PENDING_LOGIN_TTL_SECONDS });
}

export function clearPendingLoginCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(PENDING_LOGIN_COOKIE, { ...baseOptions(request), sameSite: 'strict' });
}

// Lax, not Strict: the national-ID login comes back from the identity provider by a top-level
// navigation, and the device cookie must ride along on the return leg.
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  reply.setCookie(DEVICE_COOKIE, value, { ...baseOptions(request), sameSite: 'lax', maxAge: DEVICE_AUTHORIZATION_DAYS * 86_400 });
}

export function clearDeviceCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(DEVICE_COOKIE, { ...baseOptions(request), sameSite: 'lax' });
}

/** A cookie's value when it looks sane (bounded length, token characters); else undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  return value && value.length <= 4096 && /^[A-Za-z0-9._~-]+$/.test(value) ? value : undefined;
}
