import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import { isEmpty, seedDemoContent } from './seed.ts';

/** Opens the configured database, applies pending migrations, and seeds an empty one. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: path.join(config.DATA_DIR, 'db') },
  );
  try {
    await database.migrate();
    if (config.SEED_DEMO && (await isEmpty(database.db))) await seedDemoContent(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
