import type { SeedText } from './types.ts';

/** Managed text overrides shipped by the operator. */
export const texts: SeedText[] = [
  {
    key: 'footer.tagline',
    values: {
      en: 'Thousands of games, fast payouts and rewards that keep coming. Play smart, play Croupier.',
      de: 'Tausende Spiele, schnelle Auszahlungen und Belohnungen ohne Ende. Spiel clever, spiel Croupier.',
      es: 'Miles de juegos, retiros rápidos y recompensas sin fin. Juega con cabeza, juega en Croupier.',
      'pt-BR':
        'Milhares de jogos, saques rápidos e recompensas sem parar. Jogue com consciência, jogue na Croupier.',
    },
  },
  {
    key: 'home.welcomeTitle',
    values: {
      en: 'Welcome to Croupier',
      de: 'Willkommen bei Croupier',
      es: 'Bienvenido a Croupier',
      'pt-BR': 'Boas-vindas à Croupier',
    },
  },
  {
    key: 'home.welcomeSubtitle',
    values: {
      en: 'Claim up to €1,500 + 350 free spins across your first four deposits.',
      de: 'Sichere dir bis zu 1.500 € + 350 Freispiele auf deine ersten vier Einzahlungen.',
      es: 'Consigue hasta 1.500 € + 350 giros gratis en tus cuatro primeros depósitos.',
      'pt-BR': 'Ganhe até €1.500 + 350 rodadas grátis nos seus quatro primeiros depósitos.',
    },
  },
  // The error page's texts (spec section 2): the back office writes only keys that have a row, so
  // each is seeded with the spec's default in English; the other locales keep the built-in
  // translation until the operator writes theirs.
  { key: 'error.title', values: { en: 'Something went wrong' } },
  {
    key: 'error.description',
    values: {
      en: 'The page you are trying to access does not exist or has been moved. Try going back to our homepage.',
    },
  },
  { key: 'error.buttonLabel', values: { en: 'Homepage' } },
];
