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
    benefits: {
      en: ['Points on every real-money bet', 'Weekly cashback'],
      de: ['Punkte für jeden Echtgeld-Einsatz', 'Wöchentliches Cashback'],
      es: ['Puntos en cada apuesta con dinero real', 'Cashback semanal'],
      'pt-BR': ['Pontos em cada aposta com dinheiro real', 'Cashback semanal'],
    },
  },
  ...(
    [
      [2, 10, 'Silver', 'Silber', 'Plata', 'Prata'],
      [3, 100, 'Gold', 'Gold', 'Oro', 'Ouro'],
      [4, 500, 'Platinum', 'Platin', 'Platino', 'Platina'],
      [5, 2500, 'Diamond', 'Diamant', 'Diamante', 'Diamante'],
    ] as const
  ).map(([order, points, en, de, es, pt]) => ({
    order,
    points,
    name: { en, de, es, 'pt-BR': pt },
    rewardBonusId: `loyalty-${en.toLowerCase()}`,
    benefits: {
      en: ['Everything the levels below give'],
      de: ['Alles, was die Stufen darunter bieten'],
      es: ['Todo lo que dan los niveles anteriores'],
      'pt-BR': ['Tudo o que os níveis anteriores oferecem'],
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
