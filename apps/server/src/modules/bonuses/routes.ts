import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import * as codes from './codes.ts';
import * as bonuses from './service.ts';

/** How often each process looks for bonuses past their expiry. */
const EXPIRY_SWEEP_MS = 60_000;

export async function bonusRoutes(app: FastifyInstance) {
  addRoute(app, endpoints.playerBonuses, async ({ query }, request) => ({
    data: await bonuses.listPlayerBonuses(app.db, request.player!.playerId, query, request.locale),
  }));

  addRoute(app, endpoints.activatePlayerBonus, async ({ params }, request) => {
    const bonus = await bonuses.activatePlayerBonus(
      app.db,
      request.player!.playerId,
      params.id,
      request.locale,
    );
    app.outbox.kick();
    return { data: bonus };
  });

  addRoute(app, endpoints.cancelPlayerBonus, async ({ params, body }, request) => {
    const bonus = await bonuses.cancelPlayerBonus(
      app.db,
      request.player!.playerId,
      params.id,
      body?.isUnsettledConfirmed ?? false,
      request.locale,
    );
    app.outbox.kick();
    return { data: bonus };
  });

  addRoute(app, endpoints.depositBonuses, async ({ query }, request) => ({
    data: await bonuses.listDepositBonuses(app.db, query.currency, query.amount, request.locale),
  }));

  addRoute(app, endpoints.bonusCodes, async ({ query }, request) => ({
    data: await codes.listBonusCodes(app.db, request.player!.playerId, query.trigger),
  }));

  addRoute(app, endpoints.addBonusCode, async ({ body }, request) => {
    const code = await codes.addBonusCode(app.db, request.player!.playerId, body);
    app.outbox.kick();
    return { data: code };
  });

  addRoute(app, endpoints.removeBonusCode, async ({ body }, request) => {
    await codes.removeBonusCode(app.db, request.player!.playerId, body.playerBonusCodeId);
    return { data: { ok: true as const } };
  });

  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = bonuses
      .expireDueBonuses(app.db)
      .then((count) => count > 0 && app.outbox.kick())
      .catch((error) => app.log.error({ err: error }, 'bonus expiry sweep failed'));
  }, EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
