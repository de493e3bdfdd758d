import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthenticatedPlayer, authenticate } from '../modules/sessions/service.ts';
import { createTokenSigner, loadSigningKey, type TokenSigner } from '../modules/sessions/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** The signed-in player of a request, or 401 (spec section 7: bearer token, no cookies). */
    requirePlayer(
      request: FastifyRequest,
      options?: { allowExpired?: boolean },
    ): Promise<AuthenticatedPlayer>;
  }
  interface FastifyRequest {
    player: AuthenticatedPlayer | undefined;
  }
}

export function bearerOf(request: FastifyRequest) {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const key = await loadSigningKey(app.db, app.config.JWT_SECRET);
    app.decorate('tokens', createTokenSigner(key, app.config.ACCESS_TOKEN_TTL_SECONDS));
    app.decorateRequest('player', undefined);
    app.decorate(
      'requirePlayer',
      async (request: FastifyRequest, options: { allowExpired?: boolean } = {}) => {
        request.player ??= await authenticate(app.db, app.tokens, bearerOf(request), {
          ...options,
          ttlDays: app.config.SESSION_TTL_DAYS,
          maxAgeDays: app.config.SESSION_MAX_AGE_DAYS,
        });
        return request.player;
      },
    );
  },
  { name: 'auth' },
);
