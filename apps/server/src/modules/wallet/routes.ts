import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import { startRatesJob } from './rates.ts';
import * as wallet from './service.ts';

export async function walletRoutes(app: FastifyInstance) {
  wallet.configureWallet({ turnoverMultiplier: app.config.WALLET_TURNOVER_MULTIPLIER });

  addRoute(app, endpoints.accounts, async (_input, request) => {
    const accounts = await wallet.listOrOpenAccounts(app.db, request.player!.playerId);
    return { data: accounts.map(wallet.toAccount) };
  });

  addRoute(app, endpoints.addAccount, async ({ body }, request) => {
    const account = await wallet.addAccount(app.db, request.player!.playerId, body.currency);
    app.outbox.kick();
    return { data: wallet.toAccount(account) };
  });

  addRoute(app, endpoints.switchAccount, async ({ params }, request) => {
    const accounts = await wallet.switchAccount(app.db, request.player!.playerId, params.id);
    app.outbox.kick();
    return { data: accounts.map(wallet.toAccount) };
  });

  addRoute(app, endpoints.hideAccount, async ({ params }, request) => {
    const account = await wallet.hideAccount(app.db, request.player!.playerId, params.id);
    app.outbox.kick();
    return { data: wallet.toAccount(account) };
  });

  addRoute(app, endpoints.turnOverWager, async ({ query }, request) => ({
    data: await wallet.getTurnover(app.db, request.player!.playerId, query.currency),
  }));

  const rates = startRatesJob(app.db, app.log, {
    sourceUrl: app.config.RATES_SOURCE_URL,
    intervalSeconds: app.config.RATES_REFRESH_SECONDS,
  });
  app.addHook('onClose', async () => rates.stop());
}
