/**
 * Shapes of the demo content shipped with Croupier's seed.
 * Every user-facing text is provided in all shipped locales.
 */

/** Locales shipped with the platform; `en` is the default. */
export type LocaleCode = 'en' | 'de' | 'es' | 'pt-BR';

/** One value per shipped locale. */
export type Localized<T> = Record<LocaleCode, T>;

export interface SeedLocale {
  code: LocaleCode;
  /** Native language name, e.g. "Deutsch". */
  name: string;
  isDefault: boolean;
  position: number;
}

export interface SeedCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: Localized<string>;
  /** Shipped locale best fitting the country. */
  locale: LocaleCode;
  /** E.164 country calling code, e.g. "+49". */
  phonePrefix: string;
  /** Visitors from restricted countries get the geo-restricted layout. */
  isRestricted: boolean;
}

export interface SeedCurrency {
  /** ISO 4217 code or crypto ticker. */
  code: string;
  type: 'fiat' | 'crypto';
  isEnabled: boolean;
  isBase: boolean;
  /** Minor units per unit (stored amounts are integers of minor units). */
  subunitToUnit: number;
  symbol: string;
  name: Localized<string>;
  /** Units of this currency per 1 unit of the base currency (EUR), decimal string. */
  rate: string;
  /** Display sub-currencies, e.g. mBTC shown in thousandths. */
  subCurrencies: { code: string; subunitToUnit: number }[];
  position: number;
}

export interface SeedTimeZone {
  /** IANA zone id, e.g. "Europe/Berlin". */
  id: string;
  /** Display name, e.g. "(UTC+01:00) Berlin". */
  name: string;
}

export interface SeedPageTranslation {
  title: string;
  /** One-sentence meta description. */
  description: string;
  /** Safe HTML (h2, h3, p, ul/ol/li, strong, a, table). */
  content: string;
}

export interface SeedStaticPage {
  identity: string;
  position: number;
  showInFooter: boolean;
  translations: Localized<SeedPageTranslation>;
}

export interface SeedQuestionItem {
  question: string;
  /** May contain simple HTML (p, a, strong, ul). */
  answer: string;
}

export interface SeedQuestionPage {
  identity: string;
  position: number;
  /** Lucide icon name in kebab-case. */
  icon: string;
  translations: Localized<{ title: string; description: string; items: SeedQuestionItem[] }>;
}

export interface SeedBonusPage {
  identity: string;
  position: number;
  /** The deposit bonus the page offers, if any (its claim opens the cashier with it chosen). */
  bonusId?: string;
  theme: PromoTheme;
  translations: Localized<{
    title: string;
    description: string;
    highlight: string;
    content: string;
    terms: string;
    ctaLabel: string;
  }>;
}

export interface SeedWelcomePackage {
  theme: PromoTheme;
  translations: Localized<{
    title: string;
    description: string;
    steps: { title: string; reward: string; details: string }[];
    terms: string;
    ctaLabel: string;
  }>;
}

/** Colours and motif used to render promotional art. */
export interface PromoTheme {
  from: string;
  to: string;
  accent: string;
  motif: 'coins' | 'cards' | 'dice' | 'crown' | 'rocket' | 'spins' | 'gift' | 'trophy';
}

export interface SeedPromoPanel {
  identity: string;
  placement: 'home' | 'sign-up' | 'sign-in';
  position: number;
  theme: PromoTheme;
  desktopImage: string;
  mobileImage: string;
  link: string;
  translations: Localized<{
    title: string;
    secondTitle: string;
    additionalTitle: string;
    ctaLabel: string;
    /** Icon is a lucide icon name in kebab-case. */
    advantages: { icon: string; label: string }[];
  }>;
}

export interface SeedRedirect {
  fromPath: string;
  /** Internal path or absolute external URL. */
  to: string;
  statusCode: 301 | 302;
}

export interface SeedLayout {
  translations: Localized<{
    licence: string;
    copyright: string;
    ageNotice: string;
    helplines: { name: string; phone: string; url: string }[];
    responsibleGamingLinks: { label: string; href: string }[];
  }>;
}

/** Managed text override shipped by the operator. */
export interface SeedText {
  key: string;
  values: Partial<Localized<string>>;
}
