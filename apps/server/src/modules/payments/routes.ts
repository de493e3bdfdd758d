import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createSandboxAdapter,
  loadSandboxSecret,
  SANDBOX_PROVIDER,
} from '../../integrations/payments/sandbox.ts';
import type { PaymentAdapter } from '../../integrations/payments/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { keepRawJsonBody, rawBodyOf } from '../../lib/raw-body.ts';
import { addRoute } from '../../lib/route.ts';
import { createSandboxPsp, type SandboxPsp } from '../sandbox/provider.ts';
import { sandboxRoutes } from '../sandbox/routes.ts';
import type { PaymentsContext } from './context.ts';
import * as payments from './service.ts';
import { handleProviderEvent, startWithdrawalJob } from './settlement.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsContext & { sandbox: SandboxPsp };
  }
}

/** Not encapsulated: `app.payments` is what scripts and tests drive the payment services with. */
export const paymentRoutes = fp(registerPayments, { name: 'payments' });

async function registerPayments(app: FastifyInstance) {
  const secret = await loadSandboxSecret(app.db, app.config.SANDBOX_WEBHOOK_SECRET);
  // The sandbox posts its webhooks through the app's own HTTP stack, as a PSP would from outside.
  const sandbox = createSandboxPsp({
    config: app.config,
    db: app.db,
    secret,
    log: app.log,
    deliver: async (payload, headers) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/payment/webhooks/sandbox',
          headers,
          payload,
        })
      ).statusCode,
  });
  const adapters = new Map<string, PaymentAdapter>();
  if (app.config.SANDBOX_ENABLED) {
    adapters.set(SANDBOX_PROVIDER, createSandboxAdapter(secret, sandbox.api));
  }
  const ctx: PaymentsContext = { db: app.db, config: app.config, adapters };
  app.decorate('payments', { ...ctx, sandbox });
  const stopJob = startWithdrawalJob(ctx, app.config.WITHDRAWAL_JOB_SECONDS, app.log);
  app.addHook('onClose', async () => {
    sandbox.close();
    await stopJob();
  });

  addRoute(app, endpoints.depositMethods, async ({ query }, request) => ({
    data: await payments.listMethods(
      ctx,
      request.player!.playerId,
      'deposit',
      query,
      request.locale,
    ),
  }));

  addRoute(app, endpoints.withdrawalMethods, async ({ query }, request) => ({
    data: await payments.listMethods(
      ctx,
      request.player!.playerId,
      'withdrawal',
      query,
      request.locale,
    ),
  }));

  addRoute(app, endpoints.deposit, async ({ body }, request) => {
    const data = await payments.createDeposit(ctx, request.player!.playerId, body, request.locale);
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.withdraw, async ({ body }, request) => {
    const data = await payments.createWithdrawal(ctx, request.player!.playerId, body);
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.invoices, async ({ query }, request) =>
    payments.listInvoices(ctx, request.player!.playerId, query),
  );

  addRoute(app, endpoints.declineInvoice, async ({ params }, request) => {
    const data = await payments.declineInvoice(ctx, request.player!.playerId, params.id);
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.invoiceStatistics, async (_input, request) => ({
    data: await payments.invoiceStatistics(ctx, request.player!.playerId),
  }));

  await app.register(async (scope) => {
    // This scope only: keep the raw JSON text for the signature check.
    keepRawJsonBody(scope);
    addRoute(scope, endpoints.paymentWebhook, async ({ params }, request) => {
      const adapter = adapters.get(params.provider);
      if (!adapter) throw new AppError('notFound');
      const event = adapter.verifyWebhook(request.headers, rawBodyOf(request));
      await handleProviderEvent(ctx, params.provider, event, request.log);
      app.outbox.kick();
      return { data: { ok: true as const } };
    });
  });

  if (app.config.SANDBOX_ENABLED) await app.register(sandboxRoutes, { psp: sandbox });
}
