/**
 * Operator command for KYC documents beside the back office's review queue:
 * `npm run documents -- list | approve <documentId> | decline <documentId> [reason]`.
 * It works on the configured database directly. With the embedded database, stop the server
 * first (one process owns its folder).
 */
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { playerDocuments, players } from '../db/schema.ts';
import { reviewDocument } from '../modules/documents/service.ts';

const USAGE =
  'usage: npm run documents -- list | approve <documentId> | decline <documentId> [reason]';

const [command, documentId, ...reasonWords] = process.argv.slice(2);
const config = loadConfig();
const database = await openConfiguredDatabase({ ...config, SEED_DEMO: false });
const db = database.db;

try {
  if (command === 'list') {
    const rows = await db
      .select({ document: playerDocuments, email: players.email })
      .from(playerDocuments)
      .innerJoin(players, eq(players.id, playerDocuments.playerId))
      .where(eq(playerDocuments.status, 1))
      .orderBy(desc(playerDocuments.createdAt));
    if (rows.length === 0) console.log('No documents waiting for review.');
    for (const { document, email } of rows) {
      console.log(
        `${document.id}  ${document.type}  ${document.fileName} (${document.mimeType}, ${document.size} B)  ${email ?? document.playerId}`,
      );
    }
  } else if ((command === 'approve' || command === 'decline') && documentId) {
    await reviewDocument(db, documentId, {
      isApproved: command === 'approve',
      ...(reasonWords.length > 0 && { reason: reasonWords.join(' ') }),
    });
    console.log(`Document ${documentId} ${command === 'approve' ? 'approved' : 'declined'}.`);
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  const name = (error as { errorName?: string }).errorName;
  console.error(name === 'documentReviewed' ? 'That document is not waiting for review.' : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
