import type { BackofficePage } from '@croupier/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { pages, pageTranslations, texts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../players/form-validation.ts';
import { appendAudit } from './audit.ts';
import { type ContentActor, checkLocale, checkTranslationLocales } from './content-locales.ts';

type PageText = { title: string; description: string; content: string };

function toPage(
  page: typeof pages.$inferSelect,
  translations: (typeof pageTranslations.$inferSelect)[],
): BackofficePage {
  return {
    identity: page.identity,
    position: page.position,
    isPublished: page.isPublished,
    translations: Object.fromEntries(
      translations
        .filter((row) => row.pageId === page.id)
        .map(({ locale, title, description, content }) => [
          locale,
          { title, description, content },
        ]),
    ),
  };
}

/** Static pages (`/static/{identity}`), in footer order, with every translation. */
export async function listStaticPages(db: Executor): Promise<BackofficePage[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(eq(pages.kind, 'static'))
    .orderBy(asc(pages.position), asc(pages.id));
  const translations = await db.select().from(pageTranslations);
  return rows.map((page) => toPage(page, translations));
}

async function readStaticPage(tx: Executor, identity: string) {
  const [page] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.kind, 'static'), eq(pages.identity, identity)))
    .for('update');
  if (!page) return undefined;
  const translations = await tx
    .select()
    .from(pageTranslations)
    .where(eq(pageTranslations.pageId, page.id));
  return { row: page, page: toPage(page, translations) };
}

/** A new static page, after the others in the footer; a taken identity is 422 on its field. */
export async function createStaticPage(
  db: Db,
  actor: ContentActor,
  body: { identity: string; isPublished: boolean; translations: Record<string, PageText> },
) {
  await checkTranslationLocales(db, body.translations);
  try {
    return await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: pages.position })
        .from(pages)
        .where(eq(pages.kind, 'static'))
        .orderBy(desc(pages.position))
        .limit(1);
      const [page] = await tx
        .insert(pages)
        .values({
          kind: 'static',
          identity: body.identity,
          isPublished: body.isPublished,
          position: (last?.position ?? 0) + 100,
        })
        .returning();
      await tx.insert(pageTranslations).values(
        Object.entries(body.translations).map(([locale, text]) => ({
          pageId: page!.id,
          locale,
          ...text,
        })),
      );
      const created = (await readStaticPage(tx, body.identity))!.page;
      await appendAudit(tx, {
        operator: actor.operator,
        action: 'page.create',
        target: { type: 'page', id: body.identity },
        after: created,
        ip: actor.ip,
      });
      return created;
    });
  } catch (error) {
    if (violatedConstraint(error) === 'pages_kind_identity') throw fieldError('identity', 'unique');
    throw error;
  }
}

/** Writes a page's text in one locale (added if the page had none there). */
export async function updateStaticPageTranslation(
  db: Db,
  actor: ContentActor,
  target: { identity: string; locale: string },
  text: PageText,
) {
  await checkLocale(db, target.locale, 'locale');
  return db.transaction(async (tx) => {
    const found = await readStaticPage(tx, target.identity);
    if (!found) throw new AppError('pageNotFound');
    await tx
      .insert(pageTranslations)
      .values({ pageId: found.row.id, locale: target.locale, ...text })
      .onConflictDoUpdate({
        target: [pageTranslations.pageId, pageTranslations.locale],
        set: text,
      });
    const after = (await readStaticPage(tx, target.identity))!.page;
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'page.translate',
      target: { type: 'page', id: `${target.identity}:${target.locale}` },
      before: found.page.translations[target.locale] ?? null,
      after: after.translations[target.locale],
      ip: actor.ip,
    });
    return after;
  });
}

/** Publishes a page or hides it: a hidden page is not found and leaves the footer. */
export async function setStaticPagePublished(
  db: Db,
  actor: ContentActor,
  identity: string,
  isPublished: boolean,
) {
  return db.transaction(async (tx) => {
    const found = await readStaticPage(tx, identity);
    if (!found) throw new AppError('pageNotFound');
    await tx.update(pages).set({ isPublished }).where(eq(pages.id, found.row.id));
    await appendAudit(tx, {
      operator: actor.operator,
      action: isPublished ? 'page.publish' : 'page.hide',
      target: { type: 'page', id: identity },
      before: { isPublished: found.page.isPublished },
      after: { isPublished },
      ip: actor.ip,
    });
    return { ...found.page, isPublished };
  });
}

/** Managed texts by key, each with its value per locale. */
export async function listManagedTexts(db: Executor) {
  const rows = await db.select().from(texts).orderBy(asc(texts.key), asc(texts.locale));
  const byKey = new Map<string, Record<string, string>>();
  for (const row of rows) byKey.set(row.key, { ...byKey.get(row.key), [row.locale]: row.value });
  return [...byKey].map(([key, values]) => ({ key, values }));
}

/**
 * Writes a text in one locale. Only keys the site has are written: a new key is read by nothing
 * (the web app names the keys it shows).
 */
export async function updateManagedText(
  db: Db,
  actor: ContentActor,
  key: string,
  body: { locale: string; value: string },
) {
  await checkLocale(db, body.locale, 'locale');
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(texts).where(eq(texts.key, key)).for('update');
    if (rows.length === 0) throw new AppError('notFound');
    const before = rows.find((row) => row.locale === body.locale)?.value ?? null;
    await tx
      .insert(texts)
      .values({ key, ...body })
      .onConflictDoUpdate({ target: [texts.locale, texts.key], set: { value: body.value } });
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'text.update',
      target: { type: 'text', id: `${key}:${body.locale}` },
      before: { value: before },
      after: { value: body.value },
      ip: actor.ip,
    });
    const values = Object.fromEntries(rows.map((row) => [row.locale, row.value]));
    return { key, values: { ...values, [body.locale]: body.value } };
  });
}
