import type {
  BonusPage,
  Layout,
  PromoPanel,
  PromoTheme,
  QuestionPage,
  Redirect,
  StaticPage,
  WelcomePackage,
} from '@croupier/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memoize } from '../../lib/ttl-cache.ts';
import { getDefaultLocale } from '../settings/service.ts';
import * as repo from './repo.ts';

const CONTENT_TTL_MS = 10_000;

/**
 * Rows come in the wanted locale and the default one; keep one per key, preferring the wanted
 * locale, so a page not yet translated still shows in the default language.
 */
function pickTranslations<R extends { translation: { locale: string } }>(
  rows: R[],
  keyOf: (row: R) => string,
  locale: string,
): R[] {
  const chosen = new Map<string, R>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!chosen.has(key) || row.translation.locale === locale) chosen.set(key, row);
  }
  return [...chosen.values()];
}

async function loadPages(
  db: Executor,
  kind: 'static' | 'question' | 'bonus' | 'welcome-package',
  locale: string,
  identity?: string,
) {
  const fallback = await getDefaultLocale(db);
  const rows = await repo.selectPages(db, kind, [locale, fallback], identity);
  return pickTranslations(rows, (row) => row.page.identity, locale);
}

export async function getStaticPage(
  db: Executor,
  identity: string,
  locale: string,
): Promise<StaticPage> {
  const [row] = await loadPages(db, 'static', locale, identity);
  if (!row) throw new AppError('pageNotFound');
  const { title, description, content } = row.translation;
  return { identity, title, description, content };
}

export async function listQuestionPages(db: Executor, locale: string): Promise<QuestionPage[]> {
  const rows = await loadPages(db, 'question', locale);
  return rows.map(({ page, translation }) => ({
    identity: page.identity,
    icon: String(page.settings.icon ?? 'circle-help'),
    title: translation.title,
    description: translation.description,
    items: (translation.extra.items as QuestionPage['items'] | undefined) ?? [],
  }));
}

export const listBonusPages = memoize(CONTENT_TTL_MS, loadBonusPages);

async function loadBonusPages(
  db: Executor,
  locale: string,
  identity?: string,
): Promise<BonusPage[]> {
  const rows = await loadPages(db, 'bonus', locale, identity);
  return rows.map(({ page, translation }) => ({
    identity: page.identity,
    theme: page.settings.theme as PromoTheme,
    image: `/art/bonus/${page.identity}.webp`,
    title: translation.title,
    description: translation.description,
    content: translation.content,
    highlight: String(translation.extra.highlight ?? ''),
    terms: String(translation.extra.terms ?? ''),
    ctaLabel: String(translation.extra.ctaLabel ?? ''),
    bonusId: typeof page.settings.bonusId === 'string' ? page.settings.bonusId : null,
  }));
}

export async function getBonusPage(db: Executor, identity: string, locale: string) {
  const [page] = await listBonusPages(db, locale, identity);
  if (!page) throw new AppError('pageNotFound');
  return page;
}

export const getWelcomePackage = memoize(CONTENT_TTL_MS, loadWelcomePackage);

async function loadWelcomePackage(db: Executor, locale: string): Promise<WelcomePackage> {
  const [row] = await loadPages(db, 'welcome-package', locale);
  if (!row) throw new AppError('pageNotFound');
  const { extra } = row.translation;
  return {
    theme: row.page.settings.theme as PromoTheme,
    image: '/art/bonus/welcome-package.webp',
    title: row.translation.title,
    description: row.translation.description,
    steps: (extra.steps as WelcomePackage['steps'] | undefined) ?? [],
    terms: String(extra.terms ?? ''),
    ctaLabel: String(extra.ctaLabel ?? ''),
  };
}

export const listPromoPanels = memoize(
  CONTENT_TTL_MS,
  async (db: Executor, locale: string): Promise<PromoPanel[]> => {
    const fallback = await getDefaultLocale(db);
    const rows = await repo.selectPromoPanels(db, [locale, fallback]);
    return pickTranslations(rows, (row) => row.panel.identity, locale).map(
      ({ panel, translation }) => ({
        identity: panel.identity,
        placement: panel.placement,
        theme: panel.theme,
        desktopImage: panel.desktopImage,
        mobileImage: panel.mobileImage,
        link: panel.link,
        title: translation.title,
        secondTitle: translation.secondTitle,
        additionalTitle: translation.additionalTitle,
        ctaLabel: translation.ctaLabel,
        advantages: translation.advantages,
      }),
    );
  },
);

export const getTexts = memoize(CONTENT_TTL_MS, async (db: Executor, locale: string) => {
  const rows = await repo.selectTexts(db, locale);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
});

export const getLayout = memoize(
  CONTENT_TTL_MS,
  async (db: Executor, locale: string): Promise<Layout> => {
    const fallback = await getDefaultLocale(db);
    const content =
      (await repo.selectLayout(db, locale)) ?? (await repo.selectLayout(db, fallback));
    const footerPages = (await loadPages(db, 'static', locale))
      .filter(({ page }) => page.settings.showInFooter !== false)
      .map(({ page, translation }) => ({ identity: page.identity, title: translation.title }));
    return {
      licence: '',
      copyright: '',
      ageNotice: '',
      helplines: [],
      responsibleGamingLinks: [],
      ...(content as Partial<Layout> | undefined),
      footerPages,
    };
  },
);

/** Redirect for a path; trailing slashes and case do not matter. */
export async function findRedirect(db: Executor, path: string): Promise<Redirect> {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  const row = await repo.selectRedirect(db, normalized);
  if (!row) throw new AppError('redirectNotFound');
  return { to: row.to, statusCode: row.statusCode === 302 ? 302 : 301 };
}

/**
 * After an operator's edit: this process forgets the content it keeps, so its next page shows the
 * edit; other processes follow within `CONTENT_TTL_MS`.
 */
export function forgetContent(db: Executor) {
  for (const cached of [listBonusPages, getWelcomePackage, listPromoPanels, getTexts, getLayout]) {
    cached.forget(db);
  }
}
