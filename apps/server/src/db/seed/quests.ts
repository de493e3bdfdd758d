import type { Executor } from '../client.ts';
import { quests, questTasks } from '../schema.ts';
import { amountsPerCurrency } from './bonuses.ts';

type QuestSeed = typeof quests.$inferInsert & {
  tasks: Omit<typeof questTasks.$inferInsert, 'questId'>[];
};

/** The demo quests: tasks one after the other, within the quest's hours of its activation. */
const QUESTS: QuestSeed[] = [
  {
    id: 'first-steps',
    name: {
      en: 'First steps',
      de: 'Erste Schritte',
      es: 'Primeros pasos',
      'pt-BR': 'Primeiros passos',
    },
    description: {
      en: 'Place three real-money bets, then win once, within three days.',
      de: 'Platziere drei Echtgeld-Einsätze und gewinne dann einmal, innerhalb von drei Tagen.',
      es: 'Haz tres apuestas con dinero real y después gana una vez, en tres días.',
      'pt-BR': 'Faça três apostas com dinheiro real e depois ganhe uma vez, em três dias.',
    },
    durationHours: 72,
    rewardBonusId: 'quest-first-steps',
    position: 1,
    tasks: [
      {
        id: 'first-steps-bets',
        position: 1,
        type: 'bets',
        count: 3,
        name: {
          en: 'Place 3 bets',
          de: '3 Einsätze platzieren',
          es: 'Haz 3 apuestas',
          'pt-BR': 'Faça 3 apostas',
        },
      },
      {
        id: 'first-steps-win',
        position: 2,
        type: 'wins',
        count: 1,
        name: {
          en: 'Win a round',
          de: 'Eine Runde gewinnen',
          es: 'Gana una ronda',
          'pt-BR': 'Ganhe uma rodada',
        },
      },
    ],
  },
  {
    id: 'lucky-run',
    name: { en: 'Lucky run', de: 'Glückssträhne', es: 'Racha de suerte', 'pt-BR': 'Maré de sorte' },
    description: {
      en: 'Deposit at least 20, then spin Lucky Star 777 five times, within a week.',
      de: 'Zahle mindestens 20 ein und drehe dann fünfmal Lucky Star 777, innerhalb einer Woche.',
      es: 'Deposita al menos 20 y después gira cinco veces Lucky Star 777, en una semana.',
      'pt-BR': 'Deposite pelo menos 20 e depois gire cinco vezes o Lucky Star 777, em uma semana.',
    },
    durationHours: 168,
    rewardBonusId: 'quest-lucky-run',
    position: 2,
    tasks: [
      {
        id: 'lucky-run-deposit',
        position: 1,
        type: 'deposit',
        amounts: amountsPerCurrency(20),
        name: { en: 'Deposit 20', de: '20 einzahlen', es: 'Deposita 20', 'pt-BR': 'Deposite 20' },
      },
      {
        id: 'lucky-run-spins',
        position: 2,
        type: 'games',
        count: 5,
        gameIds: ['lucky-star-777'],
        name: {
          en: 'Spin Lucky Star 777 5 times',
          de: 'Lucky Star 777 fünfmal drehen',
          es: 'Gira Lucky Star 777 5 veces',
          'pt-BR': 'Gire Lucky Star 777 5 vezes',
        },
      },
    ],
  },
  {
    id: 'warm-up',
    name: { en: 'Warm-up', de: 'Aufwärmen', es: 'Calentamiento', 'pt-BR': 'Aquecimento' },
    description: {
      en: 'Wager 50 with real money within a day for 5 in cash.',
      de: 'Setze innerhalb eines Tages 50 Echtgeld ein und erhalte 5 in bar.',
      es: 'Apuesta 50 con dinero real en un día y recibe 5 en efectivo.',
      'pt-BR': 'Aposte 50 com dinheiro real em um dia e receba 5 em dinheiro.',
    },
    durationHours: 24,
    rewardAmounts: amountsPerCurrency(5),
    position: 3,
    tasks: [
      {
        id: 'warm-up-wager',
        position: 1,
        type: 'wager',
        amounts: amountsPerCurrency(50),
        name: { en: 'Wager 50', de: '50 einsetzen', es: 'Apuesta 50', 'pt-BR': 'Aposte 50' },
      },
    ],
  },
];

export async function seedQuests(tx: Executor) {
  for (const { tasks, ...quest } of QUESTS) {
    await tx.insert(quests).values(quest).onConflictDoUpdate({ target: quests.id, set: quest });
    for (const task of tasks) {
      const values = { ...task, questId: quest.id };
      await tx
        .insert(questTasks)
        .values(values)
        .onConflictDoUpdate({ target: questTasks.id, set: values });
    }
  }
}
