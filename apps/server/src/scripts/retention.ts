/**
 * Operator command: `npm run retention -- rebuild` recomputes loyalty points, the progress of
 * active quests and the boards of open tournaments from the rounds and deposits (what replaying
 * every event gives; docs/decisions/014-retention.md). Rewards already paid are not paid again.
 * It works on the configured database directly. With the embedded database, stop the server
 * first (one process owns its folder).
 */
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { rebuildLoyalty } from '../modules/retention/loyalty.ts';
import { rebuildQuestProgress } from '../modules/retention/quests.ts';
import { rebuildTournamentScores } from '../modules/retention/tournaments.ts';

const [command] = process.argv.slice(2);
const config = loadConfig();
const database = await openConfiguredDatabase({ ...config, SEED_DEMO: false });

try {
  if (command === 'rebuild') {
    await rebuildLoyalty(database.db);
    const runs = await rebuildQuestProgress(database.db);
    const boards = await rebuildTournamentScores(database.db);
    console.log(`Rebuilt loyalty points, ${runs} active quests and ${boards} open tournaments.`);
  } else {
    console.error('usage: npm run retention -- rebuild');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
