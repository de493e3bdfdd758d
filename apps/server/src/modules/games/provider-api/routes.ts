import type { FastifyInstance } from 'fastify';

/** The seamless-wallet API game providers call (docs/provider-api.md). */
export async function providerApiRoutes(_app: FastifyInstance) {}
