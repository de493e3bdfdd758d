import type { BackofficeRedirect } from '@croupier/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { countries, redirects } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../players/form-validation.ts';
import { appendAudit } from './audit.ts';
import type { ContentActor } from './content-locales.ts';

type CountryRow = typeof countries.$inferSelect;
const toCountry = (row: CountryRow) => ({
  code: row.code,
  name: row.name.en ?? Object.values(row.name)[0] ?? row.code,
  isRestricted: row.isRestricted,
});

/** Countries by code with their restricted flag (visitors from one get the restricted layout). */
export async function listCountriesForOperator(db: Executor) {
  const rows = await db.select().from(countries).orderBy(asc(countries.code));
  return rows.map(toCountry);
}

/**
 * Restricts a country or lifts it. The table has no column for the reason: the audit entry keeps
 * it, beside the flag before and after.
 */
export async function setCountryRestricted(
  db: Db,
  actor: ContentActor,
  code: string,
  body: { isRestricted: boolean; reason: string },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(countries)
      .where(eq(countries.code, code))
      .for('update');
    if (!before) throw new AppError('notFound');
    const [after] = await tx
      .update(countries)
      .set({ isRestricted: body.isRestricted })
      .where(eq(countries.code, code))
      .returning();
    await appendAudit(tx, {
      operator: actor.operator,
      action: body.isRestricted ? 'country.restrict' : 'country.unrestrict',
      target: { type: 'country', id: code },
      before: { isRestricted: before.isRestricted },
      after: { isRestricted: after!.isRestricted, reason: body.reason },
      ip: actor.ip,
    });
    return toCountry(after!);
  });
}

type RedirectRow = typeof redirects.$inferSelect;
const toRedirect = (row: RedirectRow): BackofficeRedirect => ({
  fromPath: row.fromPath,
  to: row.to,
  statusCode: row.statusCode === 302 ? 302 : 301,
});

export async function listRedirects(db: Executor) {
  const rows = await db.select().from(redirects).orderBy(asc(redirects.fromPath));
  return rows.map(toRedirect);
}

/** A path as the redirect lookup compares it: lower case, no trailing slash, no query. */
const lookupPathOf = (to: string) => {
  const path = to.split(/[?#]/)[0] ?? to;
  return path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
};

/**
 * Refuses a target that comes back to the path: itself, or through the redirects it leads on to
 * (`/a` → `/b` while `/b` → `/a`). A visitor would bounce between them until the browser gives up.
 */
async function checkNoLoop(tx: Executor, fromPath: string, to: string) {
  const all = new Map((await tx.select().from(redirects)).map((row) => [row.fromPath, row.to]));
  all.set(fromPath, to);
  const seen = new Set<string>();
  for (let next: string | undefined = to; next?.startsWith('/'); ) {
    const path = lookupPathOf(next);
    if (path === fromPath) throw fieldError('to', 'different');
    if (seen.has(path)) return;
    seen.add(path);
    next = all.get(path);
  }
}

export async function createRedirect(
  db: Db,
  actor: ContentActor,
  body: { fromPath: string; to: string; statusCode: 301 | 302 },
) {
  try {
    return await db.transaction(async (tx) => {
      await checkNoLoop(tx, body.fromPath, body.to);
      const [row] = await tx.insert(redirects).values(body).returning();
      const created = toRedirect(row!);
      await appendAudit(tx, {
        operator: actor.operator,
        action: 'redirect.create',
        target: { type: 'redirect', id: body.fromPath },
        after: created,
        ip: actor.ip,
      });
      return created;
    });
  } catch (error) {
    if (violatedConstraint(error) === 'redirects_pkey') throw fieldError('fromPath', 'unique');
    throw error;
  }
}

export async function updateRedirect(
  db: Db,
  actor: ContentActor,
  fromPath: string,
  body: { to: string; statusCode: 301 | 302 },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(redirects)
      .where(eq(redirects.fromPath, fromPath))
      .for('update');
    if (!before) throw new AppError('redirectNotFound');
    await checkNoLoop(tx, fromPath, body.to);
    const [after] = await tx
      .update(redirects)
      .set(body)
      .where(eq(redirects.fromPath, fromPath))
      .returning();
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'redirect.update',
      target: { type: 'redirect', id: fromPath },
      before: toRedirect(before),
      after: toRedirect(after!),
      ip: actor.ip,
    });
    return toRedirect(after!);
  });
}

export async function deleteRedirect(db: Db, actor: ContentActor, fromPath: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(redirects).where(eq(redirects.fromPath, fromPath)).returning();
    if (!before) throw new AppError('redirectNotFound');
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'redirect.delete',
      target: { type: 'redirect', id: fromPath },
      before: toRedirect(before),
      ip: actor.ip,
    });
  });
}
