import { z } from 'zod';
import { localeCodeSchema } from './settings.ts';

export const promoThemeSchema = z.object({
  from: z.string(),
  to: z.string(),
  accent: z.string(),
  motif: z.string(),
});
export type PromoTheme = z.infer<typeof promoThemeSchema>;

export const pageIdentitySchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}$/);
export const contentQuerySchema = z.object({ locale: localeCodeSchema.optional() });

export const staticPageSchema = z.object({
  identity: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

export const pageLinkSchema = z.object({ identity: z.string(), title: z.string() });

export const questionPageSchema = z.object({
  identity: z.string(),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type QuestionPage = z.infer<typeof questionPageSchema>;

export const bonusPageSchema = z.object({
  identity: z.string(),
  theme: promoThemeSchema,
  image: z.string(),
  title: z.string(),
  description: z.string(),
  highlight: z.string(),
  content: z.string(),
  terms: z.string(),
  ctaLabel: z.string(),
  /** The deposit bonus the page offers: claiming opens the cashier with it chosen. */
  bonusId: z.string().nullable(),
});
export type BonusPage = z.infer<typeof bonusPageSchema>;

export const welcomePackageSchema = z.object({
  theme: promoThemeSchema,
  image: z.string(),
  title: z.string(),
  description: z.string(),
  steps: z.array(z.object({ title: z.string(), reward: z.string(), details: z.string() })),
  terms: z.string(),
  ctaLabel: z.string(),
});
export type WelcomePackage = z.infer<typeof welcomePackageSchema>;

export const promoPlacementSchema = z.enum(['home', 'sign-up', 'sign-in']);
export const promoPanelSchema = z.object({
  identity: z.string(),
  placement: promoPlacementSchema,
  theme: promoThemeSchema,
  desktopImage: z.string(),
  mobileImage: z.string(),
  link: z.string(),
  title: z.string(),
  secondTitle: z.string(),
  additionalTitle: z.string(),
  ctaLabel: z.string(),
  advantages: z.array(z.object({ icon: z.string(), label: z.string() })),
});
export type PromoPanel = z.infer<typeof promoPanelSchema>;
export const promoPanelsQuerySchema = contentQuerySchema.extend({
  placement: promoPlacementSchema.optional(),
});

export const layoutSchema = z.object({
  licence: z.string(),
  copyright: z.string(),
  ageNotice: z.string(),
  helplines: z.array(z.object({ name: z.string(), phone: z.string(), url: z.string() })),
  responsibleGamingLinks: z.array(z.object({ label: z.string(), href: z.string() })),
  footerPages: z.array(pageLinkSchema),
});
export type Layout = z.infer<typeof layoutSchema>;

export const textsSchema = z.object({
  locale: z.string(),
  texts: z.record(z.string(), z.string()),
});

export const redirectQuerySchema = z.object({ path: z.string().min(1).max(2048).startsWith('/') });
export const redirectSchema = z.object({
  to: z.string(),
  statusCode: z.union([z.literal(301), z.literal(302)]),
});
export type Redirect = z.infer<typeof redirectSchema>;
