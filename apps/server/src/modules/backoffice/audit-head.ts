import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { Executor } from '../../db/client.ts';
import { processMetrics } from '../../lib/metrics.ts';
import { readAuditHead } from './audit.ts';

/**
 * The audit chain's head kept outside its table, where rows cut off the end cannot take it
 * back: Prometheus keeps the id's history, the log keeps id and hash. `backoffice:audit-verify
 * --expect-id N --expect-hash H` then tells a chain that ends before that head.
 */
export const auditHeadId = new Gauge({
  name: 'croupier_audit_head_id',
  help: 'Id of the newest committed back-office audit row this process has seen; it never goes down unless rows were cut off (hash in the `audit head` log line)',
  registers: [processMetrics],
});

/**
 * Reads the head and publishes it when it moved: a log line with id and hash, and the gauge. A
 * head lower than the last one published is logged as an error: rows were removed from the end.
 */
export function createAuditHeadPublisher(db: Executor, log: FastifyBaseLogger) {
  let publishedId = 0;
  return async function publishAuditHead() {
    const head = await readAuditHead(db);
    const id = head?.id ?? 0;
    if (id === publishedId) return;
    if (id < publishedId) {
      log.error(
        { auditHead: head ?? null, publishedId },
        'audit head went back: rows were cut off',
      );
    } else {
      log.info({ auditHead: head }, 'audit head');
    }
    publishedId = id;
    auditHeadId.set(id);
  };
}

/** Publishes the head at start and after each back-office call (most calls append to the log). */
export async function publishAuditHeads(app: FastifyInstance) {
  const publish = createAuditHeadPublisher(app.db, app.log);
  await publish();
  app.addHook('onResponse', async (request) => {
    await publish().catch((error: unknown) => request.log.error({ err: error }, 'audit head'));
  });
}
