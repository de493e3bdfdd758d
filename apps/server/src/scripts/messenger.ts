/**
 * Operator command beside the back office's broadcast: a message to every player of a segment.
 * `npm run messenger -- broadcast --title "…" --text "…" [--country DE] [--currency EUR]`
 * Each player gets it once per broadcast (its key), in the messenger and live. The text is the
 * operator's, as written (one language). With the embedded database, stop the server first.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { broadcastMessage } from '../modules/messenger/service.ts';

const USAGE =
  'usage: npm run messenger -- broadcast --title "…" --text "…" [--country DE] [--currency EUR]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    text: { type: 'string' },
    country: { type: 'string' },
    currency: { type: 'string' },
  },
});

if (positionals[0] !== 'broadcast' || !values.title?.trim() || !values.text?.trim()) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase({ ...config, SEED_DEMO: false });
try {
  const sent = await broadcastMessage(database.db, {
    title: values.title,
    text: values.text,
    key: `broadcast:${crypto.randomUUID()}`,
    segment: { country: values.country, currency: values.currency },
  });
  console.log(`Sent to ${sent} players.`);
} finally {
  await database.close();
}
