import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repository functions take first: the database or an open transaction. */
export type Executor = Db | Tx;

/** Rows of a raw SQL statement; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions = { url: string } | { dataDir: string } | { inMemory: true };

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Arbitrary constant: serialises migrations when several processes start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_214_650_001;

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url);
  if ('dataDir' in options) return openEmbedded(options.dataDir);
  return wrapPglite(new PGlite(), async () => {});
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {}); // idle client errors surface on the next query instead
  // The pool hears only idle clients. One checked out between two queries (inside a transaction)
  // whose connection PostgreSQL ends (a restart, an administrator's termination) emits 'error'
  // with no listener, which ends the process. Its next query fails anyway, and the pool discards
  // the client once it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  keepConnectionsOnRefusals(pool);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const { host, port, pathname } = new URL(url);
    throw new DatabaseStartError(
      `Cannot reach PostgreSQL at ${host}${port ? '' : ':5432'}${pathname}: ${(error as Error).message}`,
    );
  }
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * pg's `Pool.query` throws its connection away after any error, even a refusal the server raised
 * on purpose (the overdraft CHECK, a unique key, a call statement's CR001): the next query then
 * pays for a new backend, whose caches and compiled PL/pgSQL start cold. An error the server
 * answered leaves the connection ready for the next query (outside a transaction, which
 * `Pool.query` never holds open), so this keeps it; any other error still discards it.
 */
function keepConnectionsOnRefusals(pool: pg.Pool) {
  const query = async (config: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      return await client.query(config, values);
    } catch (error) {
      if (!(error instanceof pg.DatabaseError)) failure = error as Error;
      throw error;
    } finally {
      client.release(failure);
    }
  };
  pool.query = query as typeof pool.query;
}

/** PGlite is one process's database: a lock file keeps a second process off the same folder. */
async function openEmbedded(dataDir: string): Promise<Database> {
  await fs.mkdir(dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, { lockfilePath: `${dataDir}.lock`, stale: 15_000 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new DatabaseStartError(
        `The embedded database in ${dataDir} is in use by another Croupier process. Stop that process, or point DATA_DIR elsewhere.`,
      );
    }
    throw error;
  }
  try {
    return wrapPglite(await PGlite.create(dataDir), release);
  } catch (error) {
    await release();
    throw error;
  }
}

function wrapPglite(client: PGlite, release: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder }),
    async close() {
      await client.close();
      await release();
    },
  };
}
