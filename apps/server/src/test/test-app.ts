import pg from 'pg';
import { buildApp } from '../app.ts';
import { buildConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoContent } from '../db/seed.ts';

/**
 * A real app on a database of its own: in-memory PGlite by default; with DATABASE_URL, a fresh
 * PostgreSQL database created for this test file and dropped afterwards.
 */
export async function startTestApp(
  overrides: Parameters<typeof buildConfig>[0] = {},
  options: { clock?: () => Date } = {},
) {
  const config = buildConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    REDIS_KEY_PREFIX: `croupier-test-${crypto.randomUUID()}:`,
    ...overrides,
  });
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  await seedDemoContent(database.db);
  const app = await buildApp({
    config,
    db: database.db,
    withWeb: false,
    withDispatcher: false,
    ...(options.clock && { clock: options.clock }),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ inMemory: true }), drop: async () => {} };
  const name = `croupier_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString() });
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
