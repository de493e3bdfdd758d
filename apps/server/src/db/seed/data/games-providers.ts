import type { SeedGameCollection, SeedGameProvider } from './games-types.ts';

/** Studios of the demo catalogue: invented names, all served by the built-in demo provider. */
export const gameProviders: SeedGameProvider[] = [
  {
    id: 'golden-lynx',
    name: 'Golden Lynx',
    integration: 'demo',
    theme: { from: '#4a2a00', to: '#140a00', accent: '#f5c542', motif: 'crown' },
    description: {
      en: 'Regal slots with heavy gold, big symbols and jackpots worth waiting for.',
      de: 'Königliche Slots mit viel Gold, großen Symbolen und Jackpots, auf die sich das Warten lohnt.',
      es: 'Tragaperras reales con mucho oro, símbolos grandes y botes que merecen la espera.',
      'pt-BR': 'Slots reais com muito ouro, símbolos grandes e jackpots que valem a espera.',
    },
  },
  {
    id: 'aurora-forge',
    name: 'Aurora Forge',
    integration: 'demo',
    theme: { from: '#0f2f5c', to: '#06101f', accent: '#7cf5d4', motif: 'gem' },
    description: {
      en: 'Crystal-clear slots forged under northern skies: gems, light and calm maths.',
      de: 'Glasklare Slots unter nördlichem Himmel geschmiedet: Edelsteine, Licht und ruhige Mathematik.',
      es: 'Tragaperras cristalinas forjadas bajo cielos del norte: gemas, luz y matemáticas serenas.',
      'pt-BR': 'Slots cristalinos forjados sob céus do norte: gemas, luz e matemática tranquila.',
    },
  },
  {
    id: 'nebula-play',
    name: 'Nebula Play',
    integration: 'demo',
    theme: { from: '#2e0a57', to: '#0a0620', accent: '#b78cff', motif: 'rocket' },
    description: {
      en: 'Space-age slots and crash games: launch, climb and cash out before the fall.',
      de: 'Weltraum-Slots und Crash-Spiele: starten, steigen und auszahlen, bevor es abstürzt.',
      es: 'Tragaperras espaciales y juegos crash: despega, sube y cobra antes de la caída.',
      'pt-BR': 'Slots espaciais e jogos crash: decole, suba e saque antes da queda.',
    },
  },
  {
    id: 'velvet-table',
    name: 'Velvet Table',
    integration: 'demo',
    theme: { from: '#5a0a1e', to: '#16030a', accent: '#ff5c7a', motif: 'chip' },
    description: {
      en: 'Table games in the old style: velvet felt, ivory balls and a steady dealer.',
      de: 'Tischspiele im klassischen Stil: Samtfilz, Elfenbeinkugeln und ein ruhiger Croupier.',
      es: 'Juegos de mesa al estilo clásico: tapete de terciopelo, bolas de marfil y un crupier sereno.',
      'pt-BR':
        'Jogos de mesa no estilo clássico: feltro de veludo, bolas de marfim e um crupiê sereno.',
    },
  },
  {
    id: 'ember-studios',
    name: 'Ember Studios',
    integration: 'demo',
    theme: { from: '#5c1a00', to: '#170500', accent: '#ff8a3d', motif: 'dragon' },
    description: {
      en: 'Fiery slots with dragons, sevens and wins that burn bright.',
      de: 'Feurige Slots mit Drachen, Siebenen und Gewinnen, die hell lodern.',
      es: 'Tragaperras ardientes con dragones, sietes y premios que brillan.',
      'pt-BR': 'Slots ardentes com dragões, setes e prêmios que brilham.',
    },
  },
  {
    id: 'tidal-reels',
    name: 'Tidal Reels',
    integration: 'demo',
    theme: { from: '#00465e', to: '#001018', accent: '#4cd7f6', motif: 'wave' },
    description: {
      en: 'Ocean slots with rolling reels, pearls and treasure from the deep.',
      de: 'Ozean-Slots mit rollenden Walzen, Perlen und Schätzen aus der Tiefe.',
      es: 'Tragaperras oceánicas con rodillos que ruedan, perlas y tesoros de las profundidades.',
      'pt-BR': 'Slots oceânicos com rolos que giram, pérolas e tesouros das profundezas.',
    },
  },
];

/** Lobby rows, in order; their games are worked out from the games' kind, tags and popularity. */
export const gameCollections: SeedGameCollection[] = [
  {
    id: 'popular',
    name: { en: 'Popular', de: 'Beliebt', es: 'Populares', 'pt-BR': 'Populares' },
  },
  { id: 'new', name: { en: 'New', de: 'Neu', es: 'Novedades', 'pt-BR': 'Novidades' } },
  { id: 'slots', name: { en: 'Slots', de: 'Slots', es: 'Tragaperras', 'pt-BR': 'Slots' } },
  {
    id: 'table-games',
    name: { en: 'Table games', de: 'Tischspiele', es: 'Juegos de mesa', 'pt-BR': 'Jogos de mesa' },
  },
  { id: 'crash', name: { en: 'Crash', de: 'Crash', es: 'Crash', 'pt-BR': 'Crash' } },
  { id: 'jackpots', name: { en: 'Jackpots', de: 'Jackpots', es: 'Botes', 'pt-BR': 'Jackpots' } },
];
