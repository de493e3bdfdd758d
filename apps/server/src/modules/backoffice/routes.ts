import { BACKOFFICE_ROUTES, endpoints } from '@croupier/contract';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import { broadcastMessage } from '../messenger/service.ts';
import {
  createFailureLimit,
  createShedding,
  LIMITS,
  SIGN_IN_SHEDDING,
} from '../players/rate-limits.ts';
import { decideAdjustment, listPendingAdjustments, requestAdjustment } from './adjustments.ts';
import { appendAudit, listAudit, verifyAuditChain } from './audit.ts';
import { publishAuditHeads } from './audit-head.ts';
import {
  createBonusCode,
  listBonusCodes,
  listBonusDefinitions,
  setBonusCodeEnabled,
} from './bonus-codes.ts';
import { backofficeBonusesRoutes } from './bonuses-routes.ts';
import { listCatalogueGames, updateCatalogueGame } from './catalogue.ts';
import { backofficeContentRoutes } from './content-routes.ts';
import { listDocumentsForReview, openDocumentFile, reviewDocumentAsOperator } from './documents.ts';
import { searchInvoices } from './invoices.ts';
import {
  createOperator,
  listOperators,
  resetOperatorTotp,
  setOperatorDisabled,
  signInOperator,
  signOutOperator,
  toManagedOperator,
  toOperator,
} from './operators.ts';
import { backofficePaymentRoutes } from './payments-routes.ts';
import {
  blockPlayer,
  getPlayerDetail,
  searchPlayers,
  setPlayerLimited,
  unblockPlayer,
} from './players.ts';
import { dailyReport, reportRange } from './reports.ts';
import { backofficeRetentionRoutes } from './retention-routes.ts';
import { loadTotpKey } from './totp-secrets.ts';
import { listPendingWithdrawals, reviewWithdrawal, reviewWithdrawals } from './withdrawals.ts';

const ok = { data: { ok: true as const } };

/** The back office's API (issue 16); `addRoute` checks the operator and permission of each. */
export async function backofficeRoutes(app: FastifyInstance) {
  await loadTotpKey(app.db, app.config.BACKOFFICE_TOTP_KEY);
  await publishAuditHeads(app);
  await app.register(signInRoutes);
  await app.register(backofficeContentRoutes);
  backofficeBonusesRoutes(app);
  await app.register(backofficeRetentionRoutes);
  const actorOf = (request: FastifyRequest) => ({ operator: request.operator!, ip: request.ip });
  backofficePaymentRoutes(app);

  addRoute(app, endpoints.backofficeMe, async (_input, request) => ({
    data: toOperator(request.operator!),
  }));

  addRoute(app, endpoints.backofficePlayers, async ({ query }) =>
    searchPlayers(app.db, query.query, query.page, query.perPage),
  );

  addRoute(app, endpoints.backofficePlayer, async ({ params }, request) => ({
    data: await getPlayerDetail(app.db, request.operator!, params.id, app.clock()),
  }));

  for (const [endpoint, isLimited] of [
    [endpoints.backofficeLimitPlayer, true],
    [endpoints.backofficeUnlimitPlayer, false],
  ] as const) {
    addRoute(app, endpoint, async ({ params, body }, request) => ({
      data: await setPlayerLimited(
        app.db,
        { ...actorOf(request), playerId: params.id, reason: body.reason },
        isLimited,
      ),
    }));
  }

  addRoute(app, endpoints.backofficeBlockPlayer, async ({ params, body }, request) => {
    const player = await blockPlayer(app.db, {
      ...actorOf(request),
      playerId: params.id,
      reason: body.reason,
    });
    app.outbox.kick();
    return { data: player };
  });

  addRoute(app, endpoints.backofficeUnblockPlayer, async ({ params, body }, request) => ({
    data: await unblockPlayer(app.db, {
      ...actorOf(request),
      playerId: params.id,
      reason: body.reason,
    }),
  }));

  addRoute(app, endpoints.backofficeWithdrawals, async ({ query }) =>
    listPendingWithdrawals(app.db, query.page, query.perPage),
  );

  addRoute(app, endpoints.backofficeApproveWithdrawal, async ({ params }, request) => {
    await reviewWithdrawal(app.payments, actorOf(request), params.id, { action: 'approve' });
    app.outbox.kick();
    return ok;
  });

  addRoute(app, endpoints.backofficeRejectWithdrawal, async ({ params, body }, request) => {
    await reviewWithdrawal(app.payments, actorOf(request), params.id, {
      action: 'reject',
      reason: body.reason,
    });
    app.outbox.kick();
    return ok;
  });

  addRoute(app, endpoints.backofficeReviewWithdrawals, async ({ body }, request) => {
    const data = await reviewWithdrawals(app.payments, actorOf(request), body.invoiceIds, body);
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.backofficeAuditLog, async ({ query }) =>
    listAudit(app.db, query, query.page, query.perPage),
  );

  addRoute(app, endpoints.backofficeAuditVerify, async ({ query }) => ({
    data: await verifyAuditChain(
      app.db,
      query.expectId && query.expectHash
        ? { id: query.expectId, hash: query.expectHash }
        : undefined,
    ),
  }));

  addRoute(app, endpoints.backofficeInvoices, async ({ query }) => searchInvoices(app.db, query));

  addRoute(app, endpoints.backofficeGames, async () => ({
    data: await listCatalogueGames(app.db),
  }));

  addRoute(app, endpoints.backofficeUpdateGame, async ({ params, body }, request) => ({
    data: await updateCatalogueGame(app.db, actorOf(request), params.id, body),
  }));

  addRoute(app, endpoints.backofficeAdjustments, async ({ query }) =>
    listPendingAdjustments(app.db, query.page, query.perPage),
  );

  addRoute(app, endpoints.backofficeRequestAdjustment, async ({ params, body }, request) => {
    const data = await requestAdjustment(
      app.db,
      actorOf(request),
      app.config.BACKOFFICE_ADJUSTMENT_APPROVAL_ABOVE,
      params.id,
      body,
    );
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.backofficeApproveAdjustment, async ({ params }, request) => {
    const data = await decideAdjustment(app.db, actorOf(request), params.id, { action: 'approve' });
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.backofficeRejectAdjustment, async ({ params, body }, request) => ({
    data: await decideAdjustment(app.db, actorOf(request), params.id, {
      action: 'reject',
      reason: body.reason,
    }),
  }));

  addRoute(app, endpoints.backofficeOperators, async () => ({
    data: await listOperators(app.db),
  }));

  addRoute(app, endpoints.backofficeCreateOperator, async ({ body }, request) => {
    const created = await createOperator(app.db, body, actorOf(request));
    return {
      data: { operator: toManagedOperator(created.operator), enrolmentUri: created.enrolmentUri },
    };
  });

  const operatorChange = (request: FastifyRequest, operatorId: string, reason: string) => ({
    actor: request.operator!,
    operatorId,
    reason,
    ip: request.ip,
  });
  for (const [endpoint, isDisabled] of [
    [endpoints.backofficeDisableOperator, true],
    [endpoints.backofficeEnableOperator, false],
  ] as const) {
    addRoute(app, endpoint, async ({ params, body }, request) => ({
      data: await setOperatorDisabled(
        app.db,
        operatorChange(request, params.id, body.reason),
        isDisabled,
      ),
    }));
  }

  addRoute(app, endpoints.backofficeResetOperatorTotp, async ({ params, body }, request) => ({
    data: await resetOperatorTotp(app.db, operatorChange(request, params.id, body.reason)),
  }));

  addRoute(app, endpoints.backofficeBroadcast, async ({ body }, request) => {
    const key = `broadcast:${crypto.randomUUID()}`;
    const recipients = await broadcastMessage(app.db, { ...body, key });
    await app.db.transaction((tx) =>
      appendAudit(tx, {
        operator: request.operator!,
        action: 'messenger.broadcast',
        target: { type: 'broadcast', id: key },
        after: { ...body, recipients },
        ip: request.ip,
      }),
    );
    app.outbox.kick();
    return { data: { recipients } };
  });

  addRoute(app, endpoints.backofficeDailyReport, async ({ query }) => ({
    data: await dailyReport(app.db, reportRange(query)),
  }));

  addRoute(app, endpoints.backofficeBonuses, async () => ({
    data: await listBonusDefinitions(app.db),
  }));

  addRoute(app, endpoints.backofficeBonusCodes, async () => ({
    data: await listBonusCodes(app.db),
  }));

  addRoute(app, endpoints.backofficeCreateBonusCode, async ({ body }, request) => ({
    data: await createBonusCode(app.db, actorOf(request), body),
  }));

  addRoute(app, endpoints.backofficeUpdateBonusCode, async ({ params, body }, request) => ({
    data: await setBonusCodeEnabled(app.db, actorOf(request), params.code, body.isEnabled),
  }));

  addRoute(app, endpoints.backofficeDocuments, async ({ query }) =>
    listDocumentsForReview(app.db, query),
  );

  addRoute(app, endpoints.backofficeReviewDocument, async ({ params, body }, request) => {
    const data = await reviewDocumentAsOperator(app.db, actorOf(request), params.id, body);
    app.outbox.kick();
    return { data };
  });

  // The file itself: bytes, not JSON, so beside `addRoute` (as the player's own documentFile).
  const fileRoute = BACKOFFICE_ROUTES.backofficeDocumentFile;
  app.route({
    method: fileRoute.method,
    url: fileRoute.path,
    schema: { hide: true, params: endpoints.backofficeDocumentFile.params },
    preValidation: async (request) => {
      await app.requireOperator(request, fileRoute.operator);
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: string };
      const file = await openDocumentFile(app.db, app.config.DATA_DIR, actorOf(request), id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  });
}

/** Sign-in with the player sign-in's failure limits (per address, per e-mail and address). */
async function signInRoutes(app: FastifyInstance) {
  const emailOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  };
  const failuresPerIp = createFailureLimit(
    app,
    'backoffice-sign-in-ip',
    LIMITS.failedSignInsPerIp,
    (r) => r.ip,
  );
  const failuresPerEmailAndIp = createFailureLimit(
    app,
    'backoffice-sign-in-email-ip',
    LIMITS.failedSignInsPerLoginAndIp,
    (r) => `${emailOf(r)}|${r.ip}`,
  );

  addRoute(
    app,
    endpoints.backofficeSignIn,
    async ({ body }, request) => {
      try {
        return {
          data: await signInOperator(app.db, body, {
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
            idleMinutes: app.config.BACKOFFICE_IDLE_MINUTES,
            sessionHours: app.config.BACKOFFICE_SESSION_HOURS,
          }),
        };
      } catch (error) {
        if ((error as { errorName?: string }).errorName === 'invalidCredentials') {
          await Promise.all([failuresPerIp.record(request), failuresPerEmailAndIp.record(request)]);
        }
        throw error;
      }
    },
    {
      onRequest: createShedding(SIGN_IN_SHEDDING),
      preHandler: async (request) => {
        await failuresPerIp.check(request);
        await failuresPerEmailAndIp.check(request);
      },
    },
  );

  addRoute(app, endpoints.backofficeSignOut, async (_input, request) => {
    await signOutOperator(app.db, request.operator!, request.ip);
    return ok;
  });
}
