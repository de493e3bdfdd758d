import type { FastifyInstance } from 'fastify';

/** Catalogue, play, favourites and history of games (spec section 7, Games). */
export async function gameRoutes(_app: FastifyInstance) {}
