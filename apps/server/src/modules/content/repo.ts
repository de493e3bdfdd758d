import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  layoutContents,
  pages,
  pageTranslations,
  promoPanels,
  promoPanelTranslations,
  redirects,
  texts,
} from '../../db/schema.ts';

type PageKind = (typeof pages.$inferSelect)['kind'];

/** Published pages of a kind with their translations in the wanted locales (wanted first). */
export function selectPages(
  db: Executor,
  kind: PageKind,
  localeCodes: string[],
  identity?: string,
) {
  return db
    .select({ page: pages, translation: pageTranslations })
    .from(pages)
    .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
    .where(
      and(
        eq(pages.kind, kind),
        eq(pages.isPublished, true),
        inArray(pageTranslations.locale, localeCodes),
        identity === undefined ? undefined : eq(pages.identity, identity),
      ),
    )
    .orderBy(asc(pages.position), asc(pages.id));
}

export function selectPromoPanels(db: Executor, localeCodes: string[]) {
  return db
    .select({ panel: promoPanels, translation: promoPanelTranslations })
    .from(promoPanels)
    .innerJoin(promoPanelTranslations, eq(promoPanelTranslations.identity, promoPanels.identity))
    .where(
      and(eq(promoPanels.isPublished, true), inArray(promoPanelTranslations.locale, localeCodes)),
    )
    .orderBy(asc(promoPanels.position));
}

export function selectTexts(db: Executor, locale: string) {
  return db
    .select({ key: texts.key, value: texts.value })
    .from(texts)
    .where(eq(texts.locale, locale));
}

export async function selectLayout(db: Executor, locale: string) {
  const [row] = await db.select().from(layoutContents).where(eq(layoutContents.locale, locale));
  return row?.content;
}

export async function selectRedirect(db: Executor, fromPath: string) {
  const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, fromPath));
  return row;
}
