import {
  endpoints,
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
} from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { keepRawJsonBody, rawBodyOf } from '../../../lib/raw-body.ts';
import { addRoute } from '../../../lib/route.ts';
import { type ProviderApiContext, secretOf } from './context.ts';
import {
  listSessionFreespins,
  placeFreespinBet,
  rollbackFreespin,
  settleFreespinWin,
} from './freespins.ts';
import { rollbackBet } from './rollback.ts';
import { closeProviderRound, getSessionBalance, placeBet, settleWin } from './service.ts';
import { verifyProviderSignature } from './signature.ts';

function headerOf(request: FastifyRequest, name: string) {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The seamless-wallet API game providers call (docs/provider-api.md). Its own encapsulated
 * context: the JSON parser keeps the raw body, and every call's signature is checked before its
 * body is validated, so an unsigned call learns nothing, not even which fields are wrong.
 */
export async function providerApiRoutes(app: FastifyInstance) {
  const ctx: ProviderApiContext = { db: app.db };
  keepRawJsonBody(app);
  app.addHook('preValidation', async (request) => {
    const { integration } = request.params as { integration?: string };
    // An unknown integration is refused like a bad signature: no list of integrations leaks.
    const secret = integration ? await secretOf(ctx.db, integration) : undefined;
    const headers = {
      timestamp: headerOf(request, PROVIDER_TIMESTAMP_HEADER),
      signature: headerOf(request, PROVIDER_SIGNATURE_HEADER),
    };
    if (!secret || !verifyProviderSignature(secret, rawBodyOf(request), headers)) {
      throw new AppError('invalidSignature');
    }
  });

  addRoute(app, endpoints.providerBalance, ({ params, body }) =>
    getSessionBalance(ctx, params.integration, body),
  );

  addRoute(app, endpoints.providerBet, async ({ params, body }) => {
    const { freespinId } = body;
    const result = freespinId
      ? await placeFreespinBet(ctx, params.integration, { ...body, freespinId })
      : await placeBet(ctx, params.integration, body);
    app.outbox.kick();
    return result;
  });

  addRoute(app, endpoints.providerWin, async ({ params, body }) => {
    const { freespinId } = body;
    const result = freespinId
      ? await settleFreespinWin(ctx, params.integration, { ...body, freespinId })
      : await settleWin(ctx, params.integration, body);
    app.outbox.kick();
    return result;
  });

  addRoute(app, endpoints.providerRollback, async ({ params, body }) => {
    const { freespinId } = body;
    const result = freespinId
      ? await rollbackFreespin(ctx, params.integration, { ...body, freespinId })
      : await rollbackBet(ctx, params.integration, body);
    app.outbox.kick();
    return result;
  });

  addRoute(app, endpoints.providerFreespins, ({ params, body }) =>
    listSessionFreespins(ctx, params.integration, body),
  );

  addRoute(app, endpoints.providerRoundClose, async ({ params, body }) => {
    const result = await closeProviderRound(ctx, params.integration, body);
    app.outbox.kick();
    return result;
  });
}
