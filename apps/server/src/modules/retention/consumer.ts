import type { FastifyInstance } from 'fastify';
import { countRound } from './loyalty.ts';
import { countDepositForQuests, countRoundForQuests } from './quests.ts';
import { scoreRound } from './tournaments.ts';

/**
 * Retention follows the bet path through its outbox, never inside a bet: every `game:bets`
 * publication names a round, every `payment:invoices` one an invoice, and the round or invoice
 * (read as it is now) is counted for loyalty, quests and tournaments. Events delivered twice or out of order
 * count once (the counting works from the round or invoice, not the event).
 */
export function registerRetentionConsumers(app: FastifyInstance) {
  app.outbox.on('live.publish', async ({ payload }) => {
    const id = (payload.data as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return;
    if (payload.channel.startsWith('game:bets#')) {
      if (app.config.LOYALTY_ENABLED) await countRound(app.db, id);
      await countRoundForQuests(app.db, id);
      await scoreRound(app.db, id);
    } else if (payload.channel.startsWith('payment:invoices#')) {
      await countDepositForQuests(app.db, id);
    }
  });
}
