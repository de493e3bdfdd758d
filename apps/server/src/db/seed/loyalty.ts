import type { Executor } from '../client.ts';
import { loyaltyLevels, loyaltyPointRates } from '../schema.ts';
import type { SeedCurrency } from './data/types.ts';

/**
 * The demo programme: one point for every euro staked with real money (the same worth in other
 * currencies), five levels, free spins for reaching each level above the first (the reward,
 * listed apart from the benefits).
 */
const LEVELS = [
  {
    order: 1,
    points: 0,
    name: { en: 'Bronze', de: 'Bronze', es: 'Bronce', 'pt-BR': 'Bronze' },
    rewardBonusId: null,
    cashbackBonusPercent: 0,
    benefits: {
      en: ['Points on every real-money bet', 'Weekly cashback'],
      de: ['Punkte für jeden Echtgeld-Einsatz', 'Wöchentliches Cashback'],
      es: ['Puntos en cada apuesta con dinero real', 'Cashback semanal'],
      'pt-BR': ['Pontos em cada aposta com dinheiro real', 'Cashback semanal'],
    },
  },
  ...(
    [
      [2, 10, 'Silver', 'Silber', 'Plata', 'Prata', 1],
      [3, 100, 'Gold', 'Gold', 'Oro', 'Ouro', 2],
      [4, 500, 'Platinum', 'Platin', 'Platino', 'Platina', 3],
      [5, 2500, 'Diamond', 'Diamant', 'Diamante', 'Diamante', 5],
    ] as const
  ).map(([order, points, en, de, es, pt, cashback]) => ({
    order,
    points,
    name: { en, de, es, 'pt-BR': pt },
    rewardBonusId: `loyalty-${en.toLowerCase()}`,
    cashbackBonusPercent: cashback,
    benefits: {
      en: [`Cashback +${cashback} % on every programme`, 'Points on every real-money bet'],
      de: [`Cashback +${cashback} % bei jedem Programm`, 'Punkte für jeden Echtgeld-Einsatz'],
      es: [`Cashback +${cashback} % en cada programa`, 'Puntos en cada apuesta con dinero real'],
      'pt-BR': [
        `Cashback +${cashback}% em todos os programas`,
        'Pontos em cada aposta com dinheiro real',
      ],
    },
  })),
];

export async function seedLoyalty(tx: Executor, currencies: readonly SeedCurrency[]) {
  for (const level of LEVELS) {
    await tx
      .insert(loyaltyLevels)
      .values(level)
      .onConflictDoUpdate({ target: loyaltyLevels.order, set: level });
  }
  for (const currency of currencies) {
    // One euro's worth: the currency's rate per euro, in its minor units.
    const minorPerPoint = Math.max(1, Math.round(currency.subunitToUnit * Number(currency.rate)));
    await tx
      .insert(loyaltyPointRates)
      .values({ currency: currency.code, minorPerPoint })
      .onConflictDoUpdate({ target: loyaltyPointRates.currency, set: { minorPerPoint } });
  }
}
