import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { startSweep } from '../../lib/periodic-job.ts';
import { addRoute } from '../../lib/route.ts';
import * as cashback from './cashback.ts';
import * as codes from './codes.ts';
import * as freespins from './freespins.ts';
import * as bonuses from './service.ts';

/** How often each process looks for bonuses and free spins past their expiry (and free spin
 * batches now due), and for cashback to pay. */
const EXPIRY_SWEEP_MS = 60_000;
const CASHBACK_SWEEP_MS = 10 * 60_000;

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

  addRoute(app, endpoints.playerFreespins, async ({ query }, request) => ({
    data: await freespins.listPlayerFreespins(
      app.db,
      request.player!.playerId,
      query,
      request.locale,
    ),
  }));

  addRoute(app, endpoints.activatePlayerFreespin, async ({ params }, request) => {
    const data = await freespins.activatePlayerFreespin(
      app.db,
      request.player!.playerId,
      params.id,
      request.locale,
    );
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.cancelPlayerFreespin, async ({ params }, request) => {
    const data = await freespins.cancelPlayerFreespin(
      app.db,
      request.player!.playerId,
      params.id,
      request.locale,
    );
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.depositBonuses, async ({ query }, request) => ({
    data: await bonuses.listDepositBonuses(
      app.db,
      request.player!.playerId,
      query.currency,
      query.amount,
      request.locale,
    ),
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

  addRoute(app, endpoints.bonusStatus, async ({ query }, request) => ({
    data: await bonuses.bonusStatus(
      app.db,
      request.player!.playerId,
      query.bonusIds ?? (await bonuses.packageStepIds(app.db, query.packageId!)),
      query.currency,
    ),
  }));

  addRoute(app, endpoints.cashback, async ({ query }, request) => ({
    data: await cashback.listCashback(
      app.db,
      request.player!.playerId,
      query.currency,
      request.locale,
    ),
  }));

  startSweep(app, 'bonus expiry', EXPIRY_SWEEP_MS, () => bonuses.expireDueBonuses(app.db));
  startSweep(app, 'free spins', EXPIRY_SWEEP_MS, () => freespins.sweepFreespins(app.db));
  startSweep(app, 'cashback', CASHBACK_SWEEP_MS, () => cashback.payDueCashback(app.db));
}
