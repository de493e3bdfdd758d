import type { FastifyRequest } from 'fastify';

/** Where a request comes from, as a new session records it. */
export function sessionContextOf(request: FastifyRequest, fingerprint: string | undefined) {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    fingerprint,
  };
}
