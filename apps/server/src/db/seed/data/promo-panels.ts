import type { PromoTheme, SeedPromoPanel } from './types.ts';

const welcomeTheme: PromoTheme = {
  from: '#3a0d52',
  to: '#0b1030',
  accent: '#f5c542',
  motif: 'gift',
};
const reloadTheme: PromoTheme = {
  from: '#062f3f',
  to: '#0a1226',
  accent: '#2ee6c4',
  motif: 'rocket',
};
const cashbackTheme: PromoTheme = {
  from: '#0b3a24',
  to: '#08141c',
  accent: '#8bf26b',
  motif: 'coins',
};
const tournamentTheme: PromoTheme = {
  from: '#4a1a08',
  to: '#140b1e',
  accent: '#ffb23e',
  motif: 'trophy',
};
const signUpTheme: PromoTheme = {
  from: '#4b0f3a',
  to: '#120a2a',
  accent: '#ff4fa3',
  motif: 'spins',
};
const signInTheme: PromoTheme = {
  from: '#10245a',
  to: '#0a0f1f',
  accent: '#5aa8ff',
  motif: 'dice',
};

/** Promo panels: the lobby hero carousel and the panels beside the sign-up and sign-in forms. */
export const promoPanels: SeedPromoPanel[] = [
  {
    identity: 'home-welcome-package',
    placement: 'home',
    position: 1,
    theme: welcomeTheme,
    desktopImage: '/art/promos/welcome-desktop.webp',
    mobileImage: '/art/promos/welcome-mobile.webp',
    link: '/welcome-package',
    translations: {
      en: {
        title: 'Welcome Package',
        secondTitle: 'Up to €1,500 + 350 free spins',
        additionalTitle: 'Spread across your first four deposits',
        ctaLabel: 'Claim now',
        advantages: [],
      },
      de: {
        title: 'Willkommenspaket',
        secondTitle: 'Bis zu 1.500 € + 350 Freispiele',
        additionalTitle: 'Verteilt auf deine ersten vier Einzahlungen',
        ctaLabel: 'Jetzt sichern',
        advantages: [],
      },
      es: {
        title: 'Paquete de bienvenida',
        secondTitle: 'Hasta 1.500 € + 350 giros gratis',
        additionalTitle: 'Repartidos en tus cuatro primeros depósitos',
        ctaLabel: 'Reclámalo ya',
        advantages: [],
      },
      'pt-BR': {
        title: 'Pacote de boas-vindas',
        secondTitle: 'Até €1.500 + 350 rodadas grátis',
        additionalTitle: 'Distribuídos nos seus quatro primeiros depósitos',
        ctaLabel: 'Resgatar agora',
        advantages: [],
      },
    },
  },
  {
    identity: 'home-weekly-reload',
    placement: 'home',
    position: 2,
    theme: reloadTheme,
    desktopImage: '/art/promos/weekly-reload-desktop.webp',
    mobileImage: '/art/promos/weekly-reload-mobile.webp',
    link: '/bonus/weekly-reload',
    translations: {
      en: {
        title: 'Weekly Reload',
        secondTitle: '50% up to €250 + 50 free spins',
        additionalTitle: 'Every week, Monday to Thursday',
        ctaLabel: 'Reload now',
        advantages: [],
      },
      de: {
        title: 'Wöchentlicher Reload',
        secondTitle: '50 % bis zu 250 € + 50 Freispiele',
        additionalTitle: 'Jede Woche von Montag bis Donnerstag',
        ctaLabel: 'Jetzt aufladen',
        advantages: [],
      },
      es: {
        title: 'Recarga semanal',
        secondTitle: '50 % hasta 250 € + 50 giros gratis',
        additionalTitle: 'Cada semana, de lunes a jueves',
        ctaLabel: 'Recargar ahora',
        advantages: [],
      },
      'pt-BR': {
        title: 'Recarga semanal',
        secondTitle: '50% até €250 + 50 rodadas grátis',
        additionalTitle: 'Toda semana, de segunda a quinta',
        ctaLabel: 'Recarregar agora',
        advantages: [],
      },
    },
  },
  {
    identity: 'home-cashback',
    placement: 'home',
    position: 3,
    theme: cashbackTheme,
    desktopImage: '/art/promos/cashback-desktop.webp',
    mobileImage: '/art/promos/cashback-mobile.webp',
    link: '/bonus/cashback',
    translations: {
      en: {
        title: 'Weekly Cashback',
        secondTitle: 'Up to 15% back on your losses',
        additionalTitle: 'Paid every Monday with just 1x wagering',
        ctaLabel: 'Learn more',
        advantages: [],
      },
      de: {
        title: 'Wöchentliches Cashback',
        secondTitle: 'Bis zu 15 % deiner Verluste zurück',
        additionalTitle: 'Jeden Montag, mit nur 1-fachem Umsatz',
        ctaLabel: 'Mehr erfahren',
        advantages: [],
      },
      es: {
        title: 'Cashback semanal',
        secondTitle: 'Recupera hasta un 15 % de tus pérdidas',
        additionalTitle: 'Cada lunes y con solo 1x de apuesta',
        ctaLabel: 'Más información',
        advantages: [],
      },
      'pt-BR': {
        title: 'Cashback semanal',
        secondTitle: 'Até 15% de volta sobre suas perdas',
        additionalTitle: 'Pago toda segunda-feira, com rollover de apenas 1x',
        ctaLabel: 'Saiba mais',
        advantages: [],
      },
    },
  },
  {
    identity: 'home-tournaments',
    placement: 'home',
    position: 4,
    theme: tournamentTheme,
    desktopImage: '/art/promos/tournaments-desktop.webp',
    mobileImage: '/art/promos/tournaments-mobile.webp',
    link: '/tournaments',
    translations: {
      en: {
        title: 'Slot Tournaments',
        secondTitle: '€50,000 prize pool every month',
        additionalTitle: 'Spin, climb the leaderboard, win big',
        ctaLabel: 'Join a tournament',
        advantages: [],
      },
      de: {
        title: 'Slot-Turniere',
        secondTitle: '50.000 € Preispool jeden Monat',
        additionalTitle: 'Dreh, klettere im Ranking nach oben, gewinne groß',
        ctaLabel: 'Turnier beitreten',
        advantages: [],
      },
      es: {
        title: 'Torneos de slots',
        secondTitle: '50.000 € en premios cada mes',
        additionalTitle: 'Gira, escala en la clasificación y gana a lo grande',
        ctaLabel: 'Únete a un torneo',
        advantages: [],
      },
      'pt-BR': {
        title: 'Torneios de slots',
        secondTitle: '€50.000 em prêmios todo mês',
        additionalTitle: 'Gire, suba no ranking e ganhe alto',
        ctaLabel: 'Participar do torneio',
        advantages: [],
      },
    },
  },
  {
    identity: 'sign-up-welcome-offer',
    placement: 'sign-up',
    position: 1,
    theme: signUpTheme,
    desktopImage: '/art/promos/sign-up-desktop.webp',
    mobileImage: '/art/promos/sign-up-mobile.webp',
    link: '/welcome-package',
    translations: {
      en: {
        title: 'Welcome offer',
        secondTitle: '100% up to €500',
        additionalTitle: '+ 200 free spins on your first deposit',
        ctaLabel: 'Sign up',
        advantages: [
          { icon: 'gift', label: 'Up to €1,500 + 350 free spins in your welcome package' },
          { icon: 'zap', label: 'Most withdrawals processed within 24 hours' },
          { icon: 'shield-check', label: 'Licensed, secure and fair play' },
        ],
      },
      de: {
        title: 'Willkommensangebot',
        secondTitle: '100 % bis zu 500 €',
        additionalTitle: '+ 200 Freispiele auf deine erste Einzahlung',
        ctaLabel: 'Registrieren',
        advantages: [
          { icon: 'gift', label: 'Bis zu 1.500 € + 350 Freispiele im Willkommenspaket' },
          { icon: 'zap', label: 'Die meisten Auszahlungen innerhalb von 24 Stunden' },
          { icon: 'shield-check', label: 'Lizenziert, sicher und fair' },
        ],
      },
      es: {
        title: 'Oferta de bienvenida',
        secondTitle: '100 % hasta 500 €',
        additionalTitle: '+ 200 giros gratis con tu primer depósito',
        ctaLabel: 'Regístrate',
        advantages: [
          { icon: 'gift', label: 'Hasta 1.500 € + 350 giros gratis en tu paquete de bienvenida' },
          { icon: 'zap', label: 'La mayoría de los retiros, en menos de 24 horas' },
          { icon: 'shield-check', label: 'Juego con licencia, seguro y justo' },
        ],
      },
      'pt-BR': {
        title: 'Oferta de boas-vindas',
        secondTitle: '100% até €500',
        additionalTitle: '+ 200 rodadas grátis no seu primeiro depósito',
        ctaLabel: 'Cadastre-se',
        advantages: [
          { icon: 'gift', label: 'Até €1.500 + 350 rodadas grátis no pacote de boas-vindas' },
          { icon: 'zap', label: 'A maioria dos saques processados em até 24 horas' },
          { icon: 'shield-check', label: 'Jogo licenciado, seguro e justo' },
        ],
      },
    },
  },
  {
    identity: 'sign-in-welcome-back',
    placement: 'sign-in',
    position: 1,
    theme: signInTheme,
    desktopImage: '/art/promos/sign-in-desktop.webp',
    mobileImage: '/art/promos/sign-in-mobile.webp',
    link: '/bonus/weekly-reload',
    translations: {
      en: {
        title: 'Welcome back',
        secondTitle: 'Your next reward is waiting',
        additionalTitle: 'Reloads, cashback and tournaments every week',
        ctaLabel: 'Sign in',
        advantages: [
          { icon: 'rocket', label: 'Weekly reload: 50% up to €250' },
          { icon: 'coins', label: 'Up to 15% weekly cashback' },
          { icon: 'trophy', label: '€50,000 in monthly tournaments' },
        ],
      },
      de: {
        title: 'Willkommen zurück',
        secondTitle: 'Deine nächste Belohnung wartet schon',
        additionalTitle: 'Jede Woche Reloads, Cashback und Turniere',
        ctaLabel: 'Anmelden',
        advantages: [
          { icon: 'rocket', label: 'Wöchentlicher Reload: 50 % bis zu 250 €' },
          { icon: 'coins', label: 'Bis zu 15 % wöchentliches Cashback' },
          { icon: 'trophy', label: '50.000 € in monatlichen Turnieren' },
        ],
      },
      es: {
        title: 'Hola de nuevo',
        secondTitle: 'Tu próxima recompensa te espera',
        additionalTitle: 'Recargas, cashback y torneos cada semana',
        ctaLabel: 'Iniciar sesión',
        advantages: [
          { icon: 'rocket', label: 'Recarga semanal: 50 % hasta 250 €' },
          { icon: 'coins', label: 'Hasta un 15 % de cashback semanal' },
          { icon: 'trophy', label: '50.000 € en torneos mensuales' },
        ],
      },
      'pt-BR': {
        title: 'Que bom ter você de volta',
        secondTitle: 'Sua próxima recompensa está esperando',
        additionalTitle: 'Recargas, cashback e torneios toda semana',
        ctaLabel: 'Entrar',
        advantages: [
          { icon: 'rocket', label: 'Recarga semanal: 50% até €250' },
          { icon: 'coins', label: 'Até 15% de cashback semanal' },
          { icon: 'trophy', label: '€50.000 em torneios mensais' },
        ],
      },
    },
  },
];
