/**
 * The session cookie and its token: a random 32-byte token in the cookie, only its SHA-256 hash on the
 * server. Over HTTPS the cookie is `__Host-marquee_session`, over plain HTTP `marquee_session`; both
 * are read, so a change of address or proxy signs nobody out.
 */
import { createHash } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'marquee_session';
/** The session cookie's name over HTTPS: the prefix makes browsers insist on Secure, Path=/, no Domain. */
export const SECURE_SESSION_COOKIE = '__Host-marquee_session';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session token the request carries, under either name (the prefixed one first). */
export function sessionToken(request: FastifyRequest): string | undefined {
  // request.cookies: @fastify/cookie, registered by the account routes.
  const cookies = request.cookies ?? {};
  return cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
}
