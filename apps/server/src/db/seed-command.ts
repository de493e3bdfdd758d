import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './open.ts';
import { seedDemoContent } from './seed.ts';

const config = loadConfig();
const database = await openConfiguredDatabase({ ...config, SEED_DEMO: false });
await seedDemoContent(database.db);
await database.close();
console.log('Demo content seeded.');
