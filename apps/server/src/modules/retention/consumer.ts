import type { FastifyInstance } from 'fastify';
import { countRound } from './loyalty.ts';

/**
 * Retention follows the bet path through its outbox, never inside a bet: every `game:bets`
 * publication names a round, and the round (read as it is now) is counted for loyalty. Events
 * delivered twice or out of order count once (`countRound` works from the round, not the event).
 */
export function registerRetentionConsumers(app: FastifyInstance) {
  app.outbox.on('live.publish', async ({ payload }) => {
    if (!app.config.LOYALTY_ENABLED || !payload.channel.startsWith('game:bets#')) return;
    const roundId = (payload.data as { id?: unknown } | null)?.id;
    if (typeof roundId !== 'string') return;
    await countRound(app.db, roundId);
  });
}
