import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from './client.ts';
import * as t from './schema.ts';
import { seedBonuses } from './seed/bonuses.ts';
import { bonusPages } from './seed/data/bonus-pages.ts';
import { countries } from './seed/data/countries.ts';
import { currencies } from './seed/data/currencies.ts';
import { layout } from './seed/data/layout.ts';
import { locales } from './seed/data/locales.ts';
import { promoPanels } from './seed/data/promo-panels.ts';
import { questionPages } from './seed/data/questions.ts';
import { redirects } from './seed/data/redirects.ts';
import { staticPages } from './seed/data/static-pages.ts';
import { texts } from './seed/data/texts.ts';
import { timeZones } from './seed/data/time-zones.ts';
import type { Localized } from './seed/data/types.ts';
import { welcomePackage } from './seed/data/welcome-package.ts';
import { seedGames } from './seed/games.ts';
import { seedLoyalty } from './seed/loyalty.ts';
import { seedDemoOperators } from './seed/operators.ts';
import { seedPaymentMethods } from './seed/payments.ts';
import { seedDemoPlayers } from './seed/players.ts';
import { seedQuests } from './seed/quests.ts';
import { seedTournaments } from './seed/tournaments.ts';
import { seedDemoWallets } from './seed/wallet.ts';

/** True when the database has no content yet (a fresh install). */
export async function isEmpty(db: Db) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(t.locales);
  return (row?.count ?? 0) === 0;
}

/**
 * Fills the database with the demo content. Idempotent: every row is upserted by its natural
 * key, so running it again restores the demo content without duplicating anything.
 */
export async function seedDemoContent(db: Db) {
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await seedPaymentMethods(tx);
    await seedDemoPlayers(tx);
    await seedDemoOperators(tx);
    await seedDemoWallets(tx);
    await seedGames(tx);
    await seedBonuses(tx);
    await seedLoyalty(tx, currencies);
    await seedQuests(tx);
    await seedTournaments(tx);
    await seedPages(tx);
    await seedPromoPanels(tx);
    for (const [locale, content] of Object.entries(layout.translations)) {
      await tx
        .insert(t.layoutContents)
        .values({ locale, content })
        .onConflictDoUpdate({ target: t.layoutContents.locale, set: { content } });
    }
    for (const redirect of redirects) {
      await tx
        .insert(t.redirects)
        .values(redirect)
        .onConflictDoUpdate({
          target: t.redirects.fromPath,
          set: { to: redirect.to, statusCode: redirect.statusCode },
        });
    }
    for (const text of texts) {
      for (const [locale, value] of Object.entries(text.values)) {
        await tx
          .insert(t.texts)
          .values({ locale, key: text.key, value })
          .onConflictDoUpdate({ target: [t.texts.locale, t.texts.key], set: { value } });
      }
    }
  });
}

async function seedReferenceData(tx: Executor) {
  for (const locale of locales) {
    await tx
      .insert(t.locales)
      .values(locale)
      .onConflictDoUpdate({ target: t.locales.code, set: locale });
  }
  await tx
    .insert(t.countries)
    .values(countries)
    .onConflictDoUpdate({
      target: t.countries.code,
      set: excludedColumns(['name', 'locale', 'phone_prefix', 'is_restricted']),
    });
  await tx
    .insert(t.timeZones)
    .values(timeZones)
    .onConflictDoUpdate({ target: t.timeZones.id, set: excludedColumns(['name']) });
  for (const { rate, ...currency } of currencies) {
    await tx
      .insert(t.currencies)
      .values(currency)
      .onConflictDoUpdate({ target: t.currencies.code, set: currency });
    const [latest] = await tx
      .select({ rate: t.currencyRates.rate })
      .from(t.currencyRates)
      .where(eq(t.currencyRates.currency, currency.code))
      .limit(1);
    if (!latest) await tx.insert(t.currencyRates).values({ currency: currency.code, rate });
  }
}

function excludedColumns(columns: string[]) {
  return Object.fromEntries(
    columns.map((c) => [
      c.replace(/_(\w)/g, (_m, ch: string) => ch.toUpperCase()),
      sql.raw(`excluded.${c}`),
    ]),
  );
}

/** Fields every page translation has; the rest of a kind's fields land in `extra`. */
interface PageTranslationSeed {
  title: string;
  description: string;
  content?: string;
}

interface PageSeed {
  kind: 'static' | 'question' | 'bonus' | 'welcome-package';
  identity: string;
  position: number;
  settings: Record<string, unknown>;
  translations: Localized<PageTranslationSeed>;
}

async function seedPages(tx: Executor) {
  const seeds: PageSeed[] = [
    ...staticPages.map((p) => ({
      kind: 'static' as const,
      ...p,
      settings: { showInFooter: p.showInFooter },
    })),
    ...questionPages.map((p) => ({ kind: 'question' as const, ...p, settings: { icon: p.icon } })),
    ...bonusPages.map((p) => ({
      kind: 'bonus' as const,
      ...p,
      settings: { theme: p.theme, bonusId: p.bonusId ?? null },
    })),
    {
      kind: 'welcome-package',
      identity: 'welcome-package',
      position: 0,
      settings: { theme: welcomePackage.theme },
      translations: welcomePackage.translations,
    },
  ];
  for (const seed of seeds) {
    const [page] = await tx
      .insert(t.pages)
      .values({
        kind: seed.kind,
        identity: seed.identity,
        position: seed.position,
        settings: seed.settings,
      })
      .onConflictDoUpdate({
        target: [t.pages.kind, t.pages.identity],
        set: { position: seed.position, settings: seed.settings },
      })
      .returning({ id: t.pages.id });
    for (const [locale, translation] of Object.entries(seed.translations)) {
      const {
        title,
        description,
        content = '',
        ...extra
      } = translation as PageTranslationSeed & Record<string, unknown>;
      const row = { pageId: page!.id, locale, title, description, content, extra };
      await tx
        .insert(t.pageTranslations)
        .values(row)
        .onConflictDoUpdate({
          target: [t.pageTranslations.pageId, t.pageTranslations.locale],
          set: row,
        });
    }
  }
}

async function seedPromoPanels(tx: Executor) {
  for (const { translations, ...panel } of promoPanels) {
    await tx
      .insert(t.promoPanels)
      .values(panel)
      .onConflictDoUpdate({ target: t.promoPanels.identity, set: panel });
    for (const [locale, translation] of Object.entries(translations)) {
      const row = { identity: panel.identity, locale, ...translation };
      await tx
        .insert(t.promoPanelTranslations)
        .values(row)
        .onConflictDoUpdate({
          target: [t.promoPanelTranslations.identity, t.promoPanelTranslations.locale],
          set: row,
        });
    }
  }
}
