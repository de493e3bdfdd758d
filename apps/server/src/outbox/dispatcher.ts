import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { OutboxTopic, OutboxTopics } from './outbox.ts';

type Consumer<T extends OutboxTopic> = (event: {
  id: number;
  payload: OutboxTopics[T];
}) => Promise<void>;

interface NamedConsumer {
  name: string;
  consume: Consumer<OutboxTopic>;
}

interface LeasedRow {
  id: number;
  topic: string;
  payload: Record<string, unknown>;
  attempts: number;
  partitionKey: string | null;
  deliveredTo: string[];
}

const BATCH_SIZE = 50;
const POLL_MS = 250;
const LEASE_SECONDS = 60;
const MAX_BACKOFF_SECONDS = 300;
/** Arbitrary constant: serialises lease statements of all processes on one PostgreSQL. */
const LEASE_LOCK_ID = 7_214_650_002;

/**
 * Delivers outbox events after commit, in id order, at least once. A batch is leased in one
 * short statement (FOR UPDATE SKIP LOCKED, so several processes can dispatch side by side);
 * an event with a partition key is leased only while no earlier event of its key is leased
 * elsewhere or backing off, so a player's events never overtake each other;
 * consumers then run outside any transaction. A process that dies mid-batch leaves its lease
 * to expire and another pass delivers again; a failed consumer retries with back-off, alone:
 * the row remembers which consumers took it.
 */
export function createDispatcher(db: Db, log: FastifyBaseLogger) {
  const consumers = new Map<string, NamedConsumer[]>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStarted = false;

  // One lease statement at a time across processes (see docs/decisions/005-live-channel.md): the
  // statement's snapshot is then taken after the previous lease committed, so no two processes
  // can both see a partition's head as free.
  async function leaseBatch() {
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LEASE_LOCK_ID})`);
      return queryRows<LeasedRow>(
        tx,
        sql`
        update ${outbox} set available_at = now() + make_interval(secs => ${LEASE_SECONDS})
        where id in (
          select o.id from ${outbox} o
          where o.dispatched_at is null and o.available_at <= now()
            and (o.partition_key is null or not exists (
              select 1 from ${outbox} e
              where e.partition_key = o.partition_key and e.dispatched_at is null
                and e.id < o.id and e.available_at > now()))
          order by o.id limit ${BATCH_SIZE}
          for update skip locked)
        returning id, topic, payload, attempts, partition_key as "partitionKey",
          delivered_to as "deliveredTo"`,
      );
    });
    return rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
  }

  /** Hands back leased rows that must wait for an earlier event of their partition. */
  async function unlease(ids: number[]) {
    if (ids.length === 0) return;
    await db.update(outbox).set({ availableAt: sql`now()` }).where(inArray(outbox.id, ids));
  }

  /** Marks delivered rows in one statement per batch (not one per event: it is the hot path's). */
  async function markDispatched(ids: number[]) {
    if (ids.length === 0) return;
    await db.update(outbox).set({ dispatchedAt: sql`now()` }).where(inArray(outbox.id, ids));
  }

  /**
   * Runs the consumers of a row that have not taken it yet, each whatever the others do; false
   * when one failed (the row then backs off, remembering who took it).
   */
  async function deliver(row: LeasedRow) {
    const deliveredTo = [...row.deliveredTo];
    let failure: unknown;
    for (const { name, consume } of consumers.get(row.topic) ?? []) {
      if (deliveredTo.includes(name)) continue;
      try {
        await consume({ id: row.id, payload: row.payload as never });
        deliveredTo.push(name);
      } catch (error) {
        log.warn(
          { err: error, outboxId: row.id, topic: row.topic, consumer: name },
          'outbox consumer failed',
        );
        failure ??= error;
      }
    }
    if (failure === undefined) return true;
    const delaySeconds = Math.min(2 ** row.attempts, MAX_BACKOFF_SECONDS);
    await db
      .update(outbox)
      .set({
        attempts: row.attempts + 1,
        lastError: String((failure as Error).message ?? failure).slice(0, 1000),
        availableAt: sql`now() + make_interval(secs => ${delaySeconds})`,
        deliveredTo,
      })
      .where(eq(outbox.id, row.id));
    return false;
  }

  /**
   * Delivers a batch in id order; after a failure, that partition's later events wait. The
   * delivered rows stay leased until they are marked together at the end, so no other process
   * takes a later event of their partitions meanwhile.
   */
  async function deliverBatch(batch: LeasedRow[]) {
    const blocked = new Set<string>();
    const delivered: number[] = [];
    const deferred: number[] = [];
    for (const row of batch) {
      if (row.partitionKey && blocked.has(row.partitionKey)) {
        deferred.push(row.id);
      } else if (await deliver(row)) {
        delivered.push(row.id);
      } else if (row.partitionKey) {
        blocked.add(row.partitionKey);
      }
    }
    await markDispatched(delivered);
    await unlease(deferred);
  }

  async function drain() {
    try {
      for (;;) {
        const batch = await leaseBatch();
        await deliverBatch(batch);
        if (batch.length < BATCH_SIZE) return;
      }
    } catch (error) {
      log.error({ err: error }, 'outbox dispatch failed');
    }
  }

  function tick() {
    running ??= drain().finally(() => {
      running = undefined;
      if (isStarted) timer = setTimeout(tick, POLL_MS);
    });
  }

  return {
    /** Adds a consumer of a topic; its name (unique per topic) marks the rows it has taken. */
    on<T extends OutboxTopic>(topic: T, name: string, consumer: Consumer<T>) {
      const existing = consumers.get(topic) ?? [];
      if (existing.some((other) => other.name === name)) {
        throw new Error(`outbox consumer ${name} of ${topic} registered twice`);
      }
      consumers.set(topic, [...existing, { name, consume: consumer as Consumer<OutboxTopic> }]);
    },
    start() {
      isStarted = true;
      tick();
    },
    /** Starts a pass now instead of at the next poll, after a commit that wants low latency. */
    kick() {
      if (isStarted && !running) {
        clearTimeout(timer);
        tick();
      }
    },
    /** Runs one full pass and waits for it (tests, operator commands). */
    async flush() {
      await running;
      await drain();
    },
    async stop() {
      isStarted = false;
      clearTimeout(timer);
      await running;
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
