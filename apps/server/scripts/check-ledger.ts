/**
 * Checks the ledger's invariants and prints what breaks them, for operators and CI:
 *   node apps/server/scripts/check-ledger.ts
 * Exits 1 when any rule is broken. With the embedded database, stop the server first (one process
 * owns ./var/db); with DATABASE_URL it runs beside the server.
 */
import { loadConfig } from '../src/config.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { checkInvariants } from '../src/modules/ledger/invariants.ts';

const database = await openConfiguredDatabase(loadConfig());
try {
  const violations = await checkInvariants(database.db);
  if (violations.length === 0) {
    console.log('The ledger balances: every invariant holds.');
  } else {
    for (const { rule, subject, expectedMinor, actualMinor } of violations) {
      console.error(`${rule}: ${subject} expected ${expectedMinor}, found ${actualMinor}`);
    }
    console.error(`${violations.length} ledger violation(s).`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
