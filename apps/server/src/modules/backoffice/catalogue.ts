import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { games } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { appendAudit } from './audit.ts';
import type { SignedInOperator } from './operators.ts';

type GameRow = typeof games.$inferSelect;

const toGame = (row: GameRow) => ({
  id: row.id,
  name: row.name,
  providerId: row.providerId,
  kind: row.kind,
  isEnabled: row.isEnabled,
  restrictedCountries: row.restrictedCountries,
  popularity: row.popularity,
});

/** Every game, listed or withdrawn, in the lobby's "popular" order. */
export async function listCatalogueGames(db: Executor) {
  const rows = await db.select().from(games).orderBy(asc(games.popularity), asc(games.name));
  return rows.map(toGame);
}

/**
 * Enables or withdraws a game, sets its restricted countries or its lobby order. The catalogue's
 * version trigger moves, so every process's lobby follows within its version check.
 */
export async function updateCatalogueGame(
  db: Db,
  actor: { operator: SignedInOperator; ip: string },
  id: string,
  changes: { isEnabled?: boolean; restrictedCountries?: string[]; popularity?: number },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(games).where(eq(games.id, id)).for('update');
    if (!before) throw new AppError('notFound');
    const values = {
      ...changes,
      ...(changes.restrictedCountries && {
        restrictedCountries: [...new Set(changes.restrictedCountries)].sort(),
      }),
    };
    const [after] = await tx.update(games).set(values).where(eq(games.id, id)).returning();
    const fields = Object.keys(values) as (keyof typeof values)[];
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'game.update',
      target: { type: 'game', id },
      before: Object.fromEntries(fields.map((field) => [field, before[field]])),
      after: Object.fromEntries(fields.map((field) => [field, after![field]])),
      ip: actor.ip,
    });
    return toGame(after!);
  });
}
