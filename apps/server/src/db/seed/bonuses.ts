import type { Executor } from '../client.ts';
import { type BonusFreespins, bonusCodes, bonuses, cashbackPrograms } from '../schema.ts';

type BonusSeed = typeof bonuses.$inferInsert;

/** Minor units of one whole unit in each currency the demo bonuses cover, and its scale. */
const CURRENCIES: Record<string, number> = { EUR: 1, USD: 1, GBP: 1, CAD: 1, AUD: 1, BRL: 5 };

/** `units` whole units of EUR, in each covered currency's minor units (BRL five times as many). */
function perCurrency(units: number) {
  return Object.entries(CURRENCIES).map(([currency, scale]) => ({
    currency,
    amount: units * scale * 100,
  }));
}

function range(fromUnits: number, toUnits: number | null) {
  return Object.entries(CURRENCIES).map(([currency, scale]) => ({
    currency,
    amountFrom: fromUnits * scale * 100,
    amountTo: toUnits === null ? null : toUnits * scale * 100,
  }));
}

const maxBet = (units: number) =>
  Object.fromEntries(perCurrency(units).map(({ currency, amount }) => [currency, amount]));

/** The demo games' smallest bet (0.20 of a credit, one major unit): bonus money below it is lost. */
const LOST_BELOW = Object.fromEntries(Object.keys(CURRENCIES).map((currency) => [currency, 20]));

/** Slots count in full; table games and crash less, the way casinos weigh their edge. */
const CONTRIBUTIONS = { slot: 100, crash: 50, roulette: 10 };

const noBaseCurrency = {
  baseCurrencyInvoiceAmountFrom: null,
  baseCurrencyInvoiceAmountTo: null,
};

/** Terms of a bonus that no deposit triggers and that assigns its amount when issued. */
export const CODE_BONUS_CONDITIONS = {
  triggerConditions: { invoiceAmountItems: [], ...noBaseCurrency },
  assignConditions: {
    amountItems: [],
    baseCurrencyAmount: null,
    maxAmountItems: [],
    baseCurrencyMaxAmount: null,
    depositPercentage: null,
    presets: [],
  },
};

const percentageTerms = (percent: number, maxUnits: number) => ({
  amountItems: [],
  baseCurrencyAmount: null,
  maxAmountItems: perCurrency(maxUnits),
  baseCurrencyMaxAmount: null,
  depositPercentage: percent,
  presets: [],
});

const WELCOME_PACKAGE = {
  packageId: 'welcome-package',
  packageName: {
    en: 'Welcome package',
    de: 'Willkommenspaket',
    es: 'Paquete de bienvenida',
    'pt-BR': 'Pacote de boas-vindas',
  },
  maxPerPlayer: 1,
};

const ordinals = {
  en: ['1st', '2nd', '3rd', '4th'],
  de: ['1.', '2.', '3.', '4.'],
  es: ['1.er', '2.º', '3.er', '4.º'],
  'pt-BR': ['1º', '2º', '3º', '4º'],
};

/**
 * `count` free spins worth 0.20 each (BRL 1.00) on a demo slot, in `batches` a day apart, each
 * playable for 7 days; winnings wagered 40 times within 14 days (the welcome package's terms).
 */
function freespinsOn(gameId: string, count: number, batches = 1): BonusFreespins {
  return {
    gameId,
    count,
    batches,
    betAmount: Object.fromEntries(
      Object.entries(CURRENCIES).map(([currency, scale]) => [currency, 20 * scale]),
    ),
    expiryDays: 7,
    wagerMultiplier: 40,
    winningsExpiryDays: 14,
  };
}

/** The welcome steps' free spins (the /welcome-package page): 200 in 10 daily batches, then 50 each. */
const WELCOME_FREESPINS = [
  freespinsOn('sands-of-anubet', 200, 10),
  freespinsOn('retro-reels', 50),
  freespinsOn('fruit-fiesta', 50),
  freespinsOn('crown-jewels', 50),
];

/** Step `n` (1–4) of the welcome package (the /welcome-package page): its deposit's bonus. */
function welcomeStep(n: number, percent: number, maxUnits: number, minUnits: number): BonusSeed {
  const o = (locale: keyof typeof ordinals) => ordinals[locale][n - 1];
  return {
    id: `welcome-${n}`,
    name: {
      en: `Welcome ${o('en')} deposit: ${percent}% up to ${maxUnits}`,
      de: `Willkommen ${o('de')} Einzahlung: ${percent} % bis ${maxUnits}`,
      es: `Bienvenida ${o('es')} depósito: ${percent} % hasta ${maxUnits}`,
      'pt-BR': `Boas-vindas ${o('pt-BR')} depósito: ${percent}% até ${maxUnits}`,
    },
    description: {
      en: `${percent}% of your ${o('en')} deposit (from ${minUnits}) as bonus, up to ${maxUnits}. Wager it 35 times within 14 days; max bet 5.`,
      de: `${percent} % deiner ${o('de')} Einzahlung (ab ${minUnits}) als Bonus, bis ${maxUnits}. Setze ihn innerhalb von 14 Tagen 35-mal um; Höchsteinsatz 5.`,
      es: `El ${percent} % de tu ${o('es')} depósito (desde ${minUnits}) como bono, hasta ${maxUnits}. Apuéstalo 35 veces en 14 días; apuesta máxima 5.`,
      'pt-BR': `${percent}% do seu ${o('pt-BR')} depósito (a partir de ${minUnits}) como bônus, até ${maxUnits}. Aposte-o 35 vezes em 14 dias; aposta máxima 5.`,
    },
    type: 2,
    trigger: 'deposit',
    triggerConditions: { invoiceAmountItems: range(minUnits, null), ...noBaseCurrency },
    assignConditions: percentageTerms(percent, maxUnits),
    wagerMultiplier: 35,
    expiryDays: 14,
    maxBet: maxBet(5),
    contributions: CONTRIBUTIONS,
    lostBelow: LOST_BELOW,
    restrictedGameIds: ['neon-roulette'],
    freespins: WELCOME_FREESPINS[n - 1]!,
    ...WELCOME_PACKAGE,
    depositNumber: n,
    position: n,
  };
}

export const demoBonuses: BonusSeed[] = [
  welcomeStep(1, 100, 500, 20),
  welcomeStep(2, 75, 400, 20),
  welcomeStep(3, 50, 300, 30),
  welcomeStep(4, 100, 300, 30),
  {
    id: 'reload-50',
    name: {
      en: '50% reload bonus up to 100',
      de: '50 % Reload-Bonus bis 100',
      es: 'Bono de recarga del 50 % hasta 100',
      'pt-BR': 'Bônus de recarga de 50% até 100',
    },
    description: {
      en: 'Half your deposit again as bonus, up to 100. Wager it 25 times within 14 days.',
      de: 'Die Hälfte deiner Einzahlung als Bonus, bis 100. Setze ihn innerhalb von 14 Tagen 25-mal um.',
      es: 'La mitad de tu depósito como bono, hasta 100. Apuéstalo 25 veces en 14 días.',
      'pt-BR': 'Metade do seu depósito como bônus, até 100. Aposte-o 25 vezes em 14 dias.',
    },
    type: 2,
    trigger: 'deposit',
    triggerConditions: { invoiceAmountItems: range(20, null), ...noBaseCurrency },
    assignConditions: percentageTerms(50, 100),
    wagerMultiplier: 25,
    expiryDays: 14,
    maxBet: maxBet(5),
    contributions: CONTRIBUTIONS,
    lostBelow: LOST_BELOW,
    position: 10,
  },
  {
    id: 'cash-10',
    name: {
      en: '10 bonus on a deposit of 20 or more',
      de: '10 Bonus ab 20 Einzahlung',
      es: '10 de bono con un depósito de 20 o más',
      'pt-BR': '10 de bônus em um depósito de 20 ou mais',
    },
    description: {
      en: 'A fixed 10 bonus. Wager it 20 times within 7 days.',
      de: 'Ein fester Bonus von 10. Setze ihn innerhalb von 7 Tagen 20-mal um.',
      es: 'Un bono fijo de 10. Apuéstalo 20 veces en 7 días.',
      'pt-BR': 'Um bônus fixo de 10. Aposte-o 20 vezes em 7 dias.',
    },
    type: 1,
    trigger: 'deposit',
    // Named currencies, and any other (crypto) through the base currency: 20 EUR, 10 EUR.
    triggerConditions: {
      invoiceAmountItems: range(20, null),
      baseCurrencyInvoiceAmountFrom: 2000,
      baseCurrencyInvoiceAmountTo: null,
    },
    assignConditions: {
      amountItems: perCurrency(10),
      baseCurrencyAmount: 1000,
      maxAmountItems: [],
      baseCurrencyMaxAmount: null,
      depositPercentage: null,
      presets: [],
    },
    wagerMultiplier: 20,
    expiryDays: 7,
    maxBet: maxBet(5),
    contributions: CONTRIBUTIONS,
    lostBelow: LOST_BELOW,
    maxPerPlayer: 3,
    position: 11,
  },
  {
    id: 'spins-reload-25',
    name: {
      en: '25 free spins on a deposit of 20 or more',
      de: '25 Freispiele ab 20 Einzahlung',
      es: '25 giros gratis con un depósito de 20 o más',
      'pt-BR': '25 rodadas grátis em um depósito de 20 ou mais',
    },
    description: {
      en: '25 spins worth 0.20 each on Retro Reels, playable for 7 days. Winnings wagered 40 times within 14 days.',
      de: '25 Freispiele zu je 0,20 für Retro Reels, 7 Tage spielbar. Gewinne 40-mal innerhalb von 14 Tagen umsetzen.',
      es: '25 giros de 0,20 cada uno en Retro Reels, válidos 7 días. Las ganancias se apuestan 40 veces en 14 días.',
      'pt-BR':
        '25 rodadas de 0,20 cada no Retro Reels, válidas por 7 dias. Ganhos apostados 40 vezes em 14 dias.',
    },
    type: 3,
    trigger: 'deposit',
    triggerConditions: { invoiceAmountItems: range(20, null), ...noBaseCurrency },
    assignConditions: { ...CODE_BONUS_CONDITIONS.assignConditions, presets: [{ quantity: 25 }] },
    wagerMultiplier: 40,
    expiryDays: 14,
    maxBet: maxBet(5),
    contributions: CONTRIBUTIONS,
    lostBelow: LOST_BELOW,
    freespins: freespinsOn('retro-reels', 25),
    maxPerPlayer: 3,
    position: 12,
  },
];

/** Bonuses only a code gives (trigger `code`): never offered at the cashier by themselves. */
export const demoCodeBonuses: BonusSeed[] = [
  {
    id: 'spins-10',
    name: {
      en: '10 free spins on Lucky Star 777',
      de: '10 Freispiele für Lucky Star 777',
      es: '10 giros gratis en Lucky Star 777',
      'pt-BR': '10 rodadas grátis no Lucky Star 777',
    },
    description: {
      en: 'No deposit needed. Spins worth 0.20 each, playable for 7 days; winnings wagered 40 times within 14 days.',
      de: 'Keine Einzahlung nötig. Freispiele zu je 0,20, 7 Tage spielbar; Gewinne 40-mal innerhalb von 14 Tagen umsetzen.',
      es: 'Sin depósito. Giros de 0,20 cada uno, válidos 7 días; las ganancias se apuestan 40 veces en 14 días.',
      'pt-BR':
        'Sem depósito. Rodadas de 0,20 cada, válidas por 7 dias; ganhos apostados 40 vezes em 14 dias.',
    },
    type: 3,
    trigger: 'code',
    ...CODE_BONUS_CONDITIONS,
    wagerMultiplier: 40,
    expiryDays: 14,
    maxBet: maxBet(5),
    contributions: CONTRIBUTIONS,
    lostBelow: LOST_BELOW,
    freespins: freespinsOn('lucky-star-777', 10),
  },
  {
    id: 'signup-5',
    name: {
      en: '5 free on sign-up',
      de: '5 gratis zur Anmeldung',
      es: '5 gratis al registrarte',
      'pt-BR': '5 grátis no cadastro',
    },
    description: {
      en: 'No deposit needed. Wager it 40 times within 7 days; the max bet is 2.',
      de: 'Keine Einzahlung nötig. Setze ihn innerhalb von 7 Tagen 40-mal um; der Höchsteinsatz ist 2.',
      es: 'Sin depósito. Apuéstalo 40 veces en 7 días; la apuesta máxima es 2.',
      'pt-BR': 'Sem depósito. Aposte-o 40 vezes em 7 dias; a aposta máxima é 2.',
    },
    type: 1,
    trigger: 'code',
    triggerConditions: CODE_BONUS_CONDITIONS.triggerConditions,
    assignConditions: {
      ...CODE_BONUS_CONDITIONS.assignConditions,
      amountItems: perCurrency(5),
      baseCurrencyAmount: 500,
    },
    wagerMultiplier: 40,
    expiryDays: 7,
    maxBet: maxBet(2),
    contributions: CONTRIBUTIONS,
    lostBelow: LOST_BELOW,
  },
  {
    id: 'cashback-bonus',
    name: {
      en: 'Daily cashback bonus',
      de: 'Täglicher Cashback-Bonus',
      es: 'Bono de cashback diario',
      'pt-BR': 'Bônus de cashback diário',
    },
    description: {
      en: 'Part of yesterday’s losses back as bonus. Wager it 5 times within 3 days.',
      de: 'Ein Teil der gestrigen Verluste als Bonus zurück. Setze ihn innerhalb von 3 Tagen 5-mal um.',
      es: 'Parte de las pérdidas de ayer como bono. Apuéstalo 5 veces en 3 días.',
      'pt-BR': 'Parte das perdas de ontem de volta como bônus. Aposte-o 5 vezes em 3 dias.',
    },
    type: 1,
    trigger: 'code',
    ...CODE_BONUS_CONDITIONS,
    wagerMultiplier: 5,
    expiryDays: 3,
    contributions: CONTRIBUTIONS,
    lostBelow: LOST_BELOW,
  },
  {
    id: 'code-double-50',
    name: {
      en: 'Code bonus: 100% up to 50',
      de: 'Code-Bonus: 100 % bis 50',
      es: 'Bono con código: 100 % hasta 50',
      'pt-BR': 'Bônus com código: 100% até 50',
    },
    description: {
      en: 'Your next deposit of 20 or more doubled, up to 50. Wager it 35 times within 14 days.',
      de: 'Deine nächste Einzahlung ab 20 verdoppelt, bis 50. Setze ihn innerhalb von 14 Tagen 35-mal um.',
      es: 'Tu próximo depósito de 20 o más duplicado, hasta 50. Apuéstalo 35 veces en 14 días.',
      'pt-BR': 'Seu próximo depósito de 20 ou mais em dobro, até 50. Aposte-o 35 vezes em 14 dias.',
    },
    type: 2,
    trigger: 'code',
    triggerConditions: { invoiceAmountItems: range(20, null), ...noBaseCurrency },
    assignConditions: percentageTerms(100, 50),
    wagerMultiplier: 35,
    expiryDays: 14,
    maxBet: maxBet(5),
    contributions: CONTRIBUTIONS,
    lostBelow: LOST_BELOW,
  },
];

/** The demo's codes: two at sign-up (or later), one for a deposit. */
export const demoBonusCodes = [
  { code: 'WELCOME5', bonusId: 'signup-5', trigger: 1 },
  { code: 'SPINS10', bonusId: 'spins-10', trigger: 1 },
  { code: 'DOUBLE50', bonusId: 'code-double-50', trigger: 3 },
];

const byCurrency = (units: number) =>
  Object.fromEntries(perCurrency(units).map(({ currency, amount }) => [currency, amount]));

/** Weekly cash back on losses, and a daily one paid as a bonus. */
export const demoCashbackPrograms: (typeof cashbackPrograms.$inferInsert)[] = [
  {
    id: 'weekly-10',
    name: {
      en: '10% weekly cashback',
      de: '10 % wöchentliches Cashback',
      es: '10 % de cashback semanal',
      'pt-BR': '10% de cashback semanal',
    },
    description: {
      en: 'Every Monday, 10% of last week’s net losses back as cash, from 20 lost, up to 500.',
      de: 'Jeden Montag 10 % der Nettoverluste der Vorwoche als Guthaben zurück, ab 20 Verlust, bis 500.',
      es: 'Cada lunes, el 10 % de las pérdidas netas de la semana pasada en efectivo, desde 20 perdidos, hasta 500.',
      'pt-BR':
        'Toda segunda-feira, 10% das perdas líquidas da semana passada em dinheiro, a partir de 20, até 500.',
    },
    period: 'weekly',
    percent: 10,
    paidAs: 'cash',
    minLoss: byCurrency(20),
    maxAmount: byCurrency(500),
  },
  {
    id: 'daily-5',
    name: {
      en: '5% daily cashback bonus',
      de: '5 % tägliches Cashback als Bonus',
      es: '5 % de cashback diario en bono',
      'pt-BR': '5% de cashback diário em bônus',
    },
    description: {
      en: 'Every day, 5% of yesterday’s net losses back as a bonus, from 10 lost, up to 50.',
      de: 'Jeden Tag 5 % der Nettoverluste von gestern als Bonus zurück, ab 10 Verlust, bis 50.',
      es: 'Cada día, el 5 % de las pérdidas netas de ayer como bono, desde 10 perdidos, hasta 50.',
      'pt-BR': 'Todo dia, 5% das perdas líquidas de ontem como bônus, a partir de 10, até 50.',
    },
    period: 'daily',
    percent: 5,
    paidAs: 'bonus',
    bonusId: 'cashback-bonus',
    minLoss: byCurrency(10),
    maxAmount: byCurrency(50),
  },
];

/** Upserts the demo bonus definitions and codes; running it again restores their terms. */
/** Free spins a loyalty level gives when reached (never offered at the cashier or by a code). */
export const loyaltyRewardBonuses: BonusSeed[] = [
  ['silver', 10, 'Silver', 'Silber', 'Plata', 'Prata'],
  ['gold', 25, 'Gold', 'Gold', 'Oro', 'Ouro'],
  ['platinum', 50, 'Platinum', 'Platin', 'Platino', 'Platina'],
  ['diamond', 100, 'Diamond', 'Diamant', 'Diamante', 'Diamante'],
].map(([level, count, en, de, es, pt]) => ({
  id: `loyalty-${level}`,
  name: {
    en: `${count} free spins for reaching ${en}`,
    de: `${count} Freispiele für das Erreichen von ${de}`,
    es: `${count} giros gratis por alcanzar ${es}`,
    'pt-BR': `${count} rodadas grátis por alcançar ${pt}`,
  },
  description: {
    en: 'A loyalty reward. Spins worth 0.20 each on Lucky Star 777, playable for 7 days; winnings wagered 40 times within 14 days.',
    de: 'Eine Treueprämie. Freispiele zu je 0,20 für Lucky Star 777, 7 Tage spielbar; Gewinne 40-mal innerhalb von 14 Tagen umsetzen.',
    es: 'Una recompensa de fidelidad. Giros de 0,20 cada uno en Lucky Star 777, válidos 7 días; las ganancias se apuestan 40 veces en 14 días.',
    'pt-BR':
      'Uma recompensa de fidelidade. Rodadas de 0,20 cada no Lucky Star 777, válidas por 7 dias; ganhos apostados 40 vezes em 14 dias.',
  },
  type: 3,
  trigger: 'code' as const,
  ...CODE_BONUS_CONDITIONS,
  wagerMultiplier: 40,
  expiryDays: 14,
  maxBet: maxBet(5),
  contributions: CONTRIBUTIONS,
  lostBelow: LOST_BELOW,
  freespins: freespinsOn('lucky-star-777', Number(count)),
}));

/** Free spins a quest gives when completed. */
export const questRewardBonuses: BonusSeed[] = (
  [
    ['first-steps', 10, 'First steps', 'Erste Schritte', 'Primeros pasos', 'Primeiros passos'],
    ['lucky-run', 25, 'Lucky run', 'Glückssträhne', 'Racha de suerte', 'Maré de sorte'],
  ] as const
).map(([quest, count, en, de, es, pt]) => ({
  id: `quest-${quest}`,
  name: {
    en: `${count} free spins: ${en} quest`,
    de: `${count} Freispiele: Quest ${de}`,
    es: `${count} giros gratis: misión ${es}`,
    'pt-BR': `${count} rodadas grátis: missão ${pt}`,
  },
  description: {
    en: 'A quest reward. Spins worth 0.20 each on Lucky Star 777, playable for 7 days; winnings wagered 40 times within 14 days.',
    de: 'Eine Quest-Prämie. Freispiele zu je 0,20 für Lucky Star 777, 7 Tage spielbar; Gewinne 40-mal innerhalb von 14 Tagen umsetzen.',
    es: 'Una recompensa de misión. Giros de 0,20 cada uno en Lucky Star 777, válidos 7 días; las ganancias se apuestan 40 veces en 14 días.',
    'pt-BR':
      'Uma recompensa de missão. Rodadas de 0,20 cada no Lucky Star 777, válidas por 7 dias; ganhos apostados 40 vezes em 14 dias.',
  },
  type: 3,
  trigger: 'code' as const,
  ...CODE_BONUS_CONDITIONS,
  wagerMultiplier: 40,
  expiryDays: 14,
  maxBet: maxBet(5),
  contributions: CONTRIBUTIONS,
  lostBelow: LOST_BELOW,
  freespins: freespinsOn('lucky-star-777', count),
}));

/** `units` whole units of EUR in each covered currency's minor units, keyed by currency. */
export function amountsPerCurrency(units: number) {
  return maxBet(units);
}

export async function seedBonuses(tx: Executor) {
  for (const bonus of [
    ...demoBonuses,
    ...demoCodeBonuses,
    ...loyaltyRewardBonuses,
    ...questRewardBonuses,
  ]) {
    await tx.insert(bonuses).values(bonus).onConflictDoUpdate({ target: bonuses.id, set: bonus });
  }
  for (const program of demoCashbackPrograms) {
    await tx
      .insert(cashbackPrograms)
      .values(program)
      .onConflictDoUpdate({ target: cashbackPrograms.id, set: program });
  }
  for (const code of demoBonusCodes) {
    await tx
      .insert(bonusCodes)
      .values(code)
      .onConflictDoUpdate({ target: bonusCodes.code, set: code });
  }
}
