import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The raw JSON text of each request parsed by `keepRawJsonBody`, until the request is gone. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * Makes the JSON parser of `scope` (an encapsulated plugin context: only its routes) keep the
 * exact text it parsed. Signed webhooks and provider calls need it: a signature covers the bytes
 * sent, not an object serialised again.
 */
export function keepRawJsonBody(scope: FastifyInstance) {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, String(body));
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AppError('badRequest'), undefined);
    }
  });
}

/** The text `keepRawJsonBody` kept for this request ('' when it had no JSON body). */
export function rawBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? '';
}
