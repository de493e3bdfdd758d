import { z } from 'zod';
import { pageIdentitySchema, promoPlacementSchema } from './content.ts';
import { countryCodeSchema, localeCodeSchema } from './settings.ts';

/**
 * The back office's site content (issue 16, `content.manage`): promo panels, static pages and
 * managed texts per locale, restricted countries and redirects. Rules the server enforces are
 * here, so the console shows the same refusals under the same fields.
 */

/** A zod issue filed under a rule of the shared validation messages. */
const issue = (rule: string, path: PropertyKey[] = []) => ({
  code: 'custom' as const,
  message: `validation.${rule}`,
  params: { rule },
  path,
});

/** A path of this site: `/` and more, never `//` or `/\` (which browsers read as another host). */
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s<>"'\\]*$/;
const isHttpsUrl = (value: string) => value.startsWith('https://') && URL.canParse(value);

/** Where a panel or a redirect may send a visitor: a path of this site or an https address. */
export const siteLinkSchema = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .superRefine((value, context) => {
    if (value.startsWith('/')) {
      if (!SITE_PATH_PATTERN.test(value)) context.addIssue(issue('regex'));
    } else if (!isHttpsUrl(value)) context.addIssue(issue('https_url'));
  });

/**
 * Managed HTML is shown as it is on the player's page (`Prose`), so only the markup the content
 * needs is accepted: headings, paragraphs, lists, tables, emphasis and links to this site,
 * https or mailto. Any other tag, any other attribute, an unquoted value or a stray `<` is
 * refused: nothing can carry a script, a style or an event handler.
 */
const HTML_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'br',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
]);
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z]+="[^"<>]*")*)\s*\/?>/y;
const ATTRIBUTE = /\s+([a-z]+)="([^"]*)"/g;
const SAFE_HREF = /^(?:\/(?![/\\])|https:\/\/|mailto:)/;

export function isSafeHtml(html: string): boolean {
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    TAG.lastIndex = at;
    const match = TAG.exec(html);
    if (!match) return false;
    const [, closing, tag = '', attributes = ''] = match;
    if (!HTML_TAGS.has(tag)) return false;
    for (const [, name, value = ''] of attributes.matchAll(ATTRIBUTE)) {
      if (closing || tag !== 'a' || name !== 'href' || !SAFE_HREF.test(value)) return false;
    }
  }
  return true;
}

export const safeHtmlSchema = z
  .string()
  .max(100_000)
  .superRefine((value, context) => {
    if (!isSafeHtml(value)) context.addIssue(issue('safe_html'));
  });

// --- Promo panels ------------------------------------------------------------------------------

/** Art of this site (the pages' Content-Security-Policy loads images from the site only). */
const artPathSchema = z
  .string()
  .trim()
  .regex(/^\/art\/[a-z0-9/_-]+\.(?:svg|png|webp|jpe?g)$/);
const colourSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/);

export const backofficePromoTranslationSchema = z.object({
  title: z.string().trim().min(1).max(120),
  secondTitle: z.string().trim().max(160),
  additionalTitle: z.string().trim().max(200),
  ctaLabel: z.string().trim().min(1).max(40),
});

/** Translations by locale code; the server checks the codes are locales of the site. */
const translationsOf = <T extends z.ZodType>(schema: T) =>
  z
    .record(localeCodeSchema, schema)
    .refine((record) => Object.keys(record).length > 0, issue('required'));

export const backofficePromoPanelBodySchema = z.object({
  placement: promoPlacementSchema,
  position: z.number().int().min(0).max(10_000),
  theme: z.object({
    from: colourSchema,
    to: colourSchema,
    accent: colourSchema,
    motif: z.string().regex(/^[a-z-]{1,20}$/),
  }),
  desktopImage: artPathSchema,
  mobileImage: artPathSchema,
  link: siteLinkSchema,
  isPublished: z.boolean(),
  translations: translationsOf(backofficePromoTranslationSchema),
});
export type BackofficePromoPanelBody = z.infer<typeof backofficePromoPanelBodySchema>;

export const backofficePromoPanelCreateBodySchema = backofficePromoPanelBodySchema.extend({
  identity: pageIdentitySchema,
});

export const backofficePromoPanelSchema = backofficePromoPanelBodySchema.extend({
  identity: z.string(),
});
export type BackofficePromoPanel = z.infer<typeof backofficePromoPanelSchema>;

export const backofficeIdentityParamsSchema = z.object({ identity: pageIdentitySchema });

// --- Static pages and texts ----------------------------------------------------------------------

export const backofficePageTranslationBodySchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500),
  content: safeHtmlSchema,
});

export const backofficePageSchema = z.object({
  identity: z.string(),
  position: z.number().int(),
  isPublished: z.boolean(),
  translations: z.record(
    z.string(),
    backofficePageTranslationBodySchema.extend({ content: z.string() }),
  ),
});
export type BackofficePage = z.infer<typeof backofficePageSchema>;

/** A new static page: its address and its text in the site's default locale at least. */
export const backofficePageCreateBodySchema = z.object({
  identity: pageIdentitySchema,
  isPublished: z.boolean(),
  translations: translationsOf(backofficePageTranslationBodySchema),
});

export const backofficePageUpdateBodySchema = z.object({ isPublished: z.boolean() });

export const backofficePageTranslationParamsSchema = z.object({
  identity: pageIdentitySchema,
  locale: localeCodeSchema,
});

/** Managed texts by key, each with its value per locale. */
export const backofficeTextSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.string()),
});
export const backofficeTextParamsSchema = z.object({
  key: z.string().regex(/^[a-zA-Z0-9_.-]{1,100}$/),
});
export const backofficeTextBodySchema = z.object({
  locale: localeCodeSchema,
  value: z.string().trim().min(1).max(2000),
});

// --- Countries -----------------------------------------------------------------------------------

export const backofficeCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  isRestricted: z.boolean(),
});
export const backofficeCountryParamsSchema = z.object({ code: countryCodeSchema });
/** Restricting a country changes the layout of everyone visiting from it: the reason is kept. */
export const backofficeCountryBodySchema = z.object({
  isRestricted: z.boolean(),
  reason: z.string().trim().min(3).max(500),
});

// --- Redirects -----------------------------------------------------------------------------------

/** A path as redirects are looked up: lower case, without a trailing slash. */
export const redirectPathSchema = z
  .string()
  .trim()
  .min(2)
  .max(2048)
  .regex(SITE_PATH_PATTERN)
  .transform((path) => path.replace(/\/+$/, '').toLowerCase())
  .refine((path) => path.length > 1, issue('regex'));

export const backofficeRedirectTargetSchema = z.object({
  to: siteLinkSchema,
  statusCode: z.union([z.literal(301), z.literal(302)]),
});
export const backofficeRedirectSchema = backofficeRedirectTargetSchema.extend({
  fromPath: z.string(),
  to: z.string(),
});
export type BackofficeRedirect = z.infer<typeof backofficeRedirectSchema>;
export const backofficeRedirectCreateBodySchema = backofficeRedirectTargetSchema.extend({
  fromPath: redirectPathSchema,
});
export const backofficeRedirectParamsSchema = z.object({ fromPath: redirectPathSchema });
