import type { FastifyRequest } from 'fastify';

/**
 * Whom a rate limit counts: the account when the request is signed in (all its sessions share one
 * budget), otherwise the client's address. Never a token: the keys sit in Redis, where a token
 * would be a way in.
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`;
}
