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

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The session token the request carries, under either name (the prefixed one first). */
export function sessionToken(request: FastifyRequest): string | undefined {
  return readCookie(request, SECURE_SESSION_COOKIE) ?? readCookie(request, SESSION_COOKIE);
}
