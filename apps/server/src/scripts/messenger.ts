/**
 * Operator command until the back office exists: a message to every player of a segment.
 * `npm run messenger -- broadcast --title "…" --text "…" [--country DE] [--currency EUR]`
 * Each player gets it once per broadcast (its key), in the messenger and live. The text is the
 * operator's, as written (one language). With the embedded database, stop the server first.
 */
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { players, walletAccounts } from '../db/schema.ts';
import { sendMessage } from '../modules/messenger/service.ts';

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
  const currency = values.currency?.toUpperCase();
  const recipients = await database.db
    .selectDistinct({ id: players.id })
    .from(players)
    .leftJoin(walletAccounts, eq(walletAccounts.playerId, players.id))
    .where(
      and(
        values.country ? eq(players.country, values.country.toUpperCase()) : undefined,
        currency ? eq(walletAccounts.currency, currency) : undefined,
        // Never to blocked or self-excluded players.
        sql`${players.status} in (1, 2)`,
      ),
    );
  const key = `broadcast:${crypto.randomUUID()}`;
  for (const { id } of recipients) {
    await database.db.transaction((tx) =>
      sendMessage(tx, {
        playerId: id,
        kind: 'broadcast',
        params: { title: values.title!.trim(), text: values.text!.trim() },
        sourceKey: key,
      }),
    );
  }
  console.log(`Sent to ${recipients.length} players.`);
} finally {
  await database.close();
}
