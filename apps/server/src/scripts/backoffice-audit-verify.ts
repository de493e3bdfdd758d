/**
 * Checks the back-office audit log's hash chain from its first row:
 * `npm run backoffice:audit-verify [-- --expect-id N --expect-hash H]`. Exits 1 and names the first
 * broken row when a row was changed, removed or put out of place; given the head recorded
 * outside the table (the `audit head` log line, the croupier_audit_head_id metric), also when
 * rows were cut off the end. With the embedded database, stop the server first.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { type ExpectedHead, verifyAuditChain } from '../modules/backoffice/audit.ts';

const USAGE = 'usage: npm run backoffice:audit-verify [-- --expect-id <id> --expect-hash <hash>]';
const REASONS = {
  hash: 'its content no longer matches its hash (changed after it was written)',
  link: 'it does not link to the row before it (a row was changed or replaced)',
  gap: 'the row before it is missing (deleted)',
  truncated: 'the log ends before this expected head (rows were cut off its end)',
  head: 'its hash is not the expected head’s (the log was rewritten up to here)',
};

const { values } = parseArgs({
  options: { 'expect-id': { type: 'string' }, 'expect-hash': { type: 'string' } },
});
const expected = expectedHeadOf(values['expect-id'], values['expect-hash']);

const config = loadConfig();
const database = await openConfiguredDatabase({ ...config, SEED_DEMO: false });
try {
  const { isIntact, checkedRows, firstBroken } = await verifyAuditChain(database.db, expected);
  if (isIntact) {
    const head = expected ? `, up to the expected head ${expected.id}` : '';
    console.log(`Audit chain intact: ${checkedRows} rows verified${head}.`);
  } else {
    console.error(
      `Audit chain broken at row ${firstBroken!.id}: ${REASONS[firstBroken!.reason]}. ${checkedRows} rows before it verified.`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}

function expectedHeadOf(
  id: string | undefined,
  hash: string | undefined,
): ExpectedHead | undefined {
  if (id === undefined && hash === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(id ?? '') || !/^[0-9a-f]{64}$/.test(hash ?? '')) {
    console.error(`${USAGE}\n--expect-id is a row id, --expect-hash its 64 hex digits.`);
    process.exit(2);
  }
  return { id: Number(id), hash: hash! };
}
