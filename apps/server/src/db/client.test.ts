import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseStartError, openDatabase, queryRows } from './client.ts';
import { isEmpty, seedDemoContent } from './seed.ts';

const run = promisify(execFile);
const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'croupier-db-'));
  tempDirs.push(dir);
  return dir;
}

describe('the embedded database', () => {
  it('refuses a second opener of the same folder with a clear error, and keeps the data', async () => {
    const dir = path.join(await tempDir(), 'db');
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db.execute(
      sql`insert into locales (code, name, is_default, position) values ('en', 'English', true, 1)`,
    );

    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DatabaseStartError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      /in use by another Croupier process/,
    );

    await first.close();
    const again = await openDatabase({ dataDir: dir });
    const [row] = await queryRows<{ count: number }>(
      again.db,
      sql`select count(*)::int as count from locales`,
    );
    expect(row?.count).toBe(1);
    await again.close();
  });

  it('seeds an empty database once and re-seeds without duplicating rows', async () => {
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    expect(await isEmpty(database.db)).toBe(true);
    await seedDemoContent(database.db);
    const count = async () =>
      queryRows<{ pages: number; countries: number; rates: number }>(
        database.db,
        sql`select (select count(*) from page_translations)::int as pages,
                   (select count(*) from countries)::int as countries,
                   (select count(*) from currency_rates)::int as rates`,
      );
    const before = await count();
    await seedDemoContent(database.db);
    expect(await count()).toEqual(before);
    expect(await isEmpty(database.db)).toBe(false);
    await database.close();
  });

  it('applies migrations again without error (forward-only, recorded)', async () => {
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    await database.migrate();
    await database.close();
  });
});

describe('starting the server', () => {
  it('prints one clear line and exits non-zero when DATABASE_URL is unreachable', async () => {
    const main = path.join(import.meta.dirname, '../main.ts');
    const error = await run(process.execPath, [main], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/croupier', PORT: '0' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect('code' in error && error.code).toBe(1);
    const lines = (error as { stderr: string }).stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot reach PostgreSQL at 127\.0\.0\.1:1\/croupier: /);
  });

  it('names the bad variable when the configuration is invalid', async () => {
    const main = path.join(import.meta.dirname, '../main.ts');
    const error = await run(process.execPath, [main], {
      env: { ...process.env, PORT: 'ninety' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect((error as { code: number }).code).toBe(1);
    expect((error as { stderr: string }).stderr).toMatch(/PORT/);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('keeps its connection after a refusal the server raised, so the next query finds it warm', async () => {
    const database = await openDatabase({ url: process.env.DATABASE_URL! });
    try {
      const backendPid = async () =>
        (await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`))[0]!
          .pid;
      const before = await backendPid();
      await expect(database.db.execute(sql`select 1 / 0`)).rejects.toThrow();
      expect(await backendPid()).toBe(before);
    } finally {
      await database.close();
    }
  });

  it('outlives PostgreSQL ending a connection inside a transaction, and serves the next query', async () => {
    const database = await openDatabase({ url: process.env.DATABASE_URL! });
    try {
      const interrupted = database.db.transaction(async (tx) => {
        const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        // As a restart does: the backend is told to end while its client sits checked out.
        await database.db.execute(sql`select pg_terminate_backend(${row!.pid}::int)`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(interrupted).rejects.toThrow();
      const [row] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
      expect(row?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
