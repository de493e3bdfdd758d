import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { checkSubscribe, ownerOf } from './channels.ts';
import { publishAfterCommit } from './events.ts';

const publishBody = z.object({ channel: z.string().min(1).max(200), data: z.unknown() });

/**
 * `POST /dev/live/publish {channel, data}`: sends a live event through the outbox, the way a
 * module would, so demos and browser tests can show one before any module publishes. Registered
 * only where DEV_OUTBOX is on, like the demo outbox.
 */
export async function devLiveRoutes(app: FastifyInstance) {
  app.post('/dev/live/publish', { schema: { hide: true, body: publishBody } }, async (request) => {
    const { channel, data } = request.body as z.infer<typeof publishBody>;
    if (checkSubscribe(channel, ownerOf(channel) ?? '')) {
      throw new AppError('validation', { fields: { channel: [{ rule: 'in' }] } });
    }
    await publishAfterCommit(app.db, channel, data ?? null);
    app.outbox.kick();
    return { data: { ok: true as const } };
  });
}
