import type {
  BackofficePromoPanel,
  BackofficePromoPanelBody,
  backofficePromoTranslationSchema,
} from '@croupier/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { promoPanels, promoPanelTranslations } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../players/form-validation.ts';
import { appendAudit } from './audit.ts';
import { type ContentActor, checkTranslationLocales } from './content-locales.ts';

type Translation = z.infer<typeof backofficePromoTranslationSchema>;

/** Every panel with every translation, by placement and position. */
export async function listPromoPanelsForOperator(db: Executor): Promise<BackofficePromoPanel[]> {
  const panels = await db
    .select()
    .from(promoPanels)
    .orderBy(asc(promoPanels.placement), asc(promoPanels.position), asc(promoPanels.identity));
  const translations = await db.select().from(promoPanelTranslations);
  return panels.map((panel) => toPanel(panel, translations));
}

function toPanel(
  panel: typeof promoPanels.$inferSelect,
  translations: (typeof promoPanelTranslations.$inferSelect)[],
): BackofficePromoPanel {
  const own = translations.filter((row) => row.identity === panel.identity);
  return {
    identity: panel.identity,
    placement: panel.placement,
    position: panel.position,
    theme: panel.theme,
    desktopImage: panel.desktopImage,
    mobileImage: panel.mobileImage,
    link: panel.link,
    isPublished: panel.isPublished,
    translations: Object.fromEntries(
      own.map(({ locale, title, secondTitle, additionalTitle, ctaLabel }) => [
        locale,
        { title, secondTitle, additionalTitle, ctaLabel },
      ]),
    ),
  };
}

async function readPanel(tx: Executor, identity: string) {
  const [panel] = await tx
    .select()
    .from(promoPanels)
    .where(eq(promoPanels.identity, identity))
    .for('update');
  if (!panel) return undefined;
  const translations = await tx
    .select()
    .from(promoPanelTranslations)
    .where(eq(promoPanelTranslations.identity, identity));
  return toPanel(panel, translations);
}

/**
 * Writes a panel's translations: the given locales replace theirs, others are removed. A
 * translation keeps its advantages (the console does not edit them).
 */
async function writeTranslations(
  tx: Tx,
  identity: string,
  translations: Record<string, Translation>,
) {
  const kept = await tx
    .delete(promoPanelTranslations)
    .where(eq(promoPanelTranslations.identity, identity))
    .returning();
  const advantagesOf = (locale: string) => kept.find((row) => row.locale === locale)?.advantages;
  await tx.insert(promoPanelTranslations).values(
    Object.entries(translations).map(([locale, text]) => ({
      identity,
      locale,
      ...text,
      advantages: advantagesOf(locale) ?? [],
    })),
  );
}

const settingsOf = ({ translations: _, ...settings }: BackofficePromoPanelBody) => settings;

/** A new panel; its identity is its name for good (taken: 422 on `identity`). */
export async function createPromoPanel(
  db: Db,
  actor: ContentActor,
  body: BackofficePromoPanelBody & { identity: string },
) {
  await checkTranslationLocales(db, body.translations);
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(promoPanels).values({ identity: body.identity, ...settingsOf(body) });
      await writeTranslations(tx, body.identity, body.translations);
      const created = (await readPanel(tx, body.identity))!;
      await appendAudit(tx, {
        operator: actor.operator,
        action: 'promoPanel.create',
        target: { type: 'promoPanel', id: body.identity },
        after: created,
        ip: actor.ip,
      });
      return created;
    });
  } catch (error) {
    if (violatedConstraint(error) === 'promo_panels_pkey') throw fieldError('identity', 'unique');
    throw error;
  }
}

/** Replaces a panel's settings and translations. */
export async function updatePromoPanel(
  db: Db,
  actor: ContentActor,
  identity: string,
  body: BackofficePromoPanelBody,
) {
  await checkTranslationLocales(db, body.translations);
  return db.transaction(async (tx) => {
    const before = await readPanel(tx, identity);
    if (!before) throw new AppError('notFound');
    await tx.update(promoPanels).set(settingsOf(body)).where(eq(promoPanels.identity, identity));
    await writeTranslations(tx, identity, body.translations);
    const after = (await readPanel(tx, identity))!;
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'promoPanel.update',
      target: { type: 'promoPanel', id: identity },
      before,
      after,
      ip: actor.ip,
    });
    return after;
  });
}

/** Deletes a panel (its translations go with it); the audit entry keeps what it was. */
export async function deletePromoPanel(db: Db, actor: ContentActor, identity: string) {
  await db.transaction(async (tx) => {
    const before = await readPanel(tx, identity);
    if (!before) throw new AppError('notFound');
    await tx.delete(promoPanels).where(eq(promoPanels.identity, identity));
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'promoPanel.delete',
      target: { type: 'promoPanel', id: identity },
      before,
      ip: actor.ip,
    });
  });
}
