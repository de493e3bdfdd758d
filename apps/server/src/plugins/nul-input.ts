import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a path parameter, query value or JSON string
 * failed its query with a 500 wherever it reached the database (found by the contract fuzz).
 * No field of the API takes one, so the request is refused as unreadable before validation, on
 * every API route whatever its schema, and before a signature check reads its parameters.
 */
export const nulInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      if (hasNul([request.params, request.query, request.body])) throw new AppError('badRequest');
    });
  },
  { name: 'nul-input' },
);

/** Walks strings, keys and nested values without recursion: JSON may nest deeper than the stack. */
function hasNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
