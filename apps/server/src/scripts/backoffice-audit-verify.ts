/**
 * Checks the back-office audit log's hash chain from its first row:
 * `npm run backoffice:audit-verify`. Exits 1 and names the first broken row when a row was
 * changed, removed or put out of place. With the embedded database, stop the server first.
 */
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { verifyAuditChain } from '../modules/backoffice/audit.ts';

const REASONS = {
  hash: 'its content no longer matches its hash (changed after it was written)',
  link: 'it does not link to the row before it (a row was changed or replaced)',
  gap: 'the row before it is missing (deleted)',
};

const config = loadConfig();
const database = await openConfiguredDatabase({ ...config, SEED_DEMO: false });
try {
  const { isIntact, checkedRows, firstBroken } = await verifyAuditChain(database.db);
  if (isIntact) {
    console.log(`Audit chain intact: ${checkedRows} rows verified.`);
  } else {
    console.error(
      `Audit chain broken at row ${firstBroken!.id}: ${REASONS[firstBroken!.reason]}. ${checkedRows} rows before it verified.`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
