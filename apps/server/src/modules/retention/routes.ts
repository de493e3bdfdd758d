import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { startSweep } from '../../lib/periodic-job.ts';
import { addRoute } from '../../lib/route.ts';
import { selectBaseCurrency } from '../payments/repo.ts';
import { getAccount, listLevels } from './loyalty.ts';
import {
  activateQuest,
  cancelPlayerQuest,
  expireDueQuests,
  listPlayerQuests,
  listQuests,
} from './quests.ts';
import {
  finishDueTournaments,
  getTournament,
  joinTournament,
  listTournaments,
} from './tournaments.ts';

const RETENTION_SWEEP_MS = 30_000;

/** Retention (spec section 7): loyalty levels and account, quests. */
export async function retentionRoutes(app: FastifyInstance) {
  const assertEnabled = () => {
    if (!app.config.LOYALTY_ENABLED) throw new AppError('notFound');
  };
  addRoute(app, endpoints.loyaltyLevels, async (_input, request) => {
    assertEnabled();
    return listLevels(app.db, request.locale);
  });
  addRoute(app, endpoints.loyaltyAccount, async (_input, request) => {
    assertEnabled();
    return { data: await getAccount(app.db, request.player!.playerId, request.locale) };
  });

  addRoute(app, endpoints.quests, async ({ query }, request) => ({
    data: await listQuests(
      app.db,
      query.currency ?? (await selectBaseCurrency(app.db))?.code ?? 'EUR',
      request.locale,
    ),
  }));
  addRoute(app, endpoints.playerQuests, async ({ query }, request) => ({
    data: await listPlayerQuests(
      app.db,
      request.player!.playerId,
      { state: query.state, currency: query.currency },
      request.locale,
    ),
  }));
  addRoute(app, endpoints.activateQuest, async ({ params, body }, request) => {
    const data = await activateQuest(
      app.db,
      request.player!.playerId,
      params.id,
      body.currency,
      request.locale,
    );
    app.outbox.kick();
    return { data };
  });
  addRoute(app, endpoints.cancelPlayerQuest, async ({ params }, request) => {
    const data = await cancelPlayerQuest(
      app.db,
      request.player!.playerId,
      params.id,
      request.locale,
    );
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.tournaments, async (_input, request) => ({
    data: await listTournaments(app.db, request.player?.playerId, request.locale),
  }));
  addRoute(app, endpoints.tournament, async ({ params }, request) => ({
    data: await getTournament(app.db, params.id, request.player?.playerId, request.locale),
  }));
  addRoute(app, endpoints.joinTournament, async ({ params }, request) => {
    const data = await joinTournament(app.db, params.id, request.player!.playerId, request.locale);
    app.outbox.kick();
    return { data };
  });

  // Quests past their time expire, and tournaments past their end pay out, on their own.
  startSweep(app, 'quest expiry', RETENTION_SWEEP_MS, () => expireDueQuests(app.db));
  startSweep(app, 'tournament payout', RETENTION_SWEEP_MS, () => finishDueTournaments(app.db));
}
