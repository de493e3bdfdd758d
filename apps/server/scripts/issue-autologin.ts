/**
 * Prints a one-time auto-login address for a player, for support staff and demos:
 *   node apps/server/scripts/issue-autologin.ts demo@croupier.example [--mail]
 * The address works once, for 10 minutes; `--mail` also e-mails it to the player as a sign-in
 * link (delivered by the server's outbox). With the embedded database, stop the server first
 * (one process owns ./var/db); with DATABASE_URL it runs beside the server.
 */
import { loadConfig } from '../src/config.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import {
  buildAutoLoginUrl,
  issueAutoLoginToken,
  sendSignInLink,
} from '../src/modules/players/links.ts';
import { selectPlayerByLogin } from '../src/modules/players/repo.ts';

const [login, option] = process.argv.slice(2);
if (!login || (option && option !== '--mail')) {
  console.error('Usage: node apps/server/scripts/issue-autologin.ts <email or +phone> [--mail]');
  process.exit(2);
}
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const { db } = database;
  const player = await selectPlayerByLogin(
    db,
    login.startsWith('+') ? { phone: login } : { email: login },
  );
  if (!player) {
    console.error(`No player with the login ${login}.`);
    process.exitCode = 1;
  } else if (option === '--mail' && player.email) {
    const recipient = { id: player.id, email: player.email, locale: player.locale };
    console.log(await db.transaction((tx) => sendSignInLink(tx, recipient, config.PUBLIC_URL)));
  } else {
    console.log(buildAutoLoginUrl(config.PUBLIC_URL, await issueAutoLoginToken(db, player.id)));
  }
} finally {
  await database.close();
}
