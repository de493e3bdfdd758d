import type { FastifyInstance } from 'fastify';

/** The built-in demo game provider at /provider/demo/*. */
export async function demoProviderRoutes(_app: FastifyInstance) {}
