import type { SeedLocale } from './types.ts';

/** Shipped locales; English is the default and has no URL prefix. */
export const locales: SeedLocale[] = [
  { code: 'en', name: 'English', isDefault: true, position: 1 },
  { code: 'de', name: 'Deutsch', isDefault: false, position: 2 },
  { code: 'es', name: 'Español', isDefault: false, position: 3 },
  { code: 'pt-BR', name: 'Português (Brasil)', isDefault: false, position: 4 },
];
