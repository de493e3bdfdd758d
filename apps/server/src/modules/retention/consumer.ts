import type { FastifyInstance } from 'fastify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

import { readCountedRound } from './counted-round.ts';
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
  app.outbox.on('live.publish', 'retention', async ({ payload }) => {
    // Only rounds and invoices of the platform (uuids); anything else is not ours to count, and
    // a failing consumer would have the outbox deliver the publication again.
    const id = (payload.data as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || !UUID.test(id)) return;
    if (payload.channel.startsWith('game:bets#')) {
      const round = await readCountedRound(app.db, id);
      if (!round) return;
      if (app.config.LOYALTY_ENABLED) await countRound(app.db, round);
      await countRoundForQuests(app.db, round);
      await scoreRound(app.db, round);
    } else if (payload.channel.startsWith('payment:invoices#')) {
      await countDepositForQuests(app.db, id);
    }
  });
}
