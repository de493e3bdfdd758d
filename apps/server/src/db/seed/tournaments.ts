import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { tournaments } from '../schema.ts';

const SLOTS = ['lucky-star-777', 'retro-reels', 'fruit-fiesta', 'crown-jewels', 'sands-of-anubet'];
const HOUR = 3600;

/**
 * The demo tournaments, timed from the first start (kept afterwards: a tournament's dates and
 * results are history). Prizes in euro cents by place.
 */
const TOURNAMENTS = [
  {
    id: 'spin-race',
    name: {
      en: 'Spin race',
      de: 'Dreh-Rennen',
      es: 'Carrera de giros',
      'pt-BR': 'Corrida de giros',
    },
    description: {
      en: 'Every euro you stake on our slots counts. The most wagered in a week wins.',
      de: 'Jeder Euro Einsatz an unseren Slots zählt. Wer in einer Woche am meisten setzt, gewinnt.',
      es: 'Cada euro que apuestas en nuestras tragaperras cuenta. Gana quien más apueste en una semana.',
      'pt-BR': 'Cada euro apostado nos nossos slots conta. Vence quem mais apostar em uma semana.',
    },
    gameIds: SLOTS,
    currency: 'EUR',
    scoring: 'wager' as const,
    startsInSeconds: -HOUR,
    lastsSeconds: 7 * 24 * HOUR,
    buyIn: 0,
    prizes: [10_000, 5_000, 2_500, 1_000, 1_000],
  },
  {
    id: 'big-multiplier',
    name: {
      en: 'Big multiplier',
      de: 'Großer Multiplikator',
      es: 'Gran multiplicador',
      'pt-BR': 'Grande multiplicador',
    },
    description: {
      en: 'Your best win divided by its stake is your score. Buy in for 5 and chase the biggest multiplier.',
      de: 'Dein bester Gewinn geteilt durch seinen Einsatz ist deine Punktzahl. Mit 5 Einsatz dabei sein und den größten Multiplikator jagen.',
      es: 'Tu mejor premio dividido por su apuesta es tu puntuación. Entra por 5 y busca el mayor multiplicador.',
      'pt-BR':
        'Seu melhor ganho dividido pela aposta é sua pontuação. Entre por 5 e busque o maior multiplicador.',
    },
    gameIds: SLOTS,
    currency: 'EUR',
    scoring: 'multiplier' as const,
    startsInSeconds: -HOUR,
    lastsSeconds: 3 * 24 * HOUR,
    buyIn: 500,
    prizes: [20_000, 10_000, 5_000],
  },
  {
    id: 'weekend-wins',
    name: {
      en: 'Weekend wins',
      de: 'Wochenend-Gewinne',
      es: 'Ganancias de fin de semana',
      'pt-BR': 'Ganhos de fim de semana',
    },
    description: {
      en: 'Everything you win on our slots over two days adds up. Starts soon.',
      de: 'Alles, was du in zwei Tagen an unseren Slots gewinnst, zählt zusammen. Beginnt bald.',
      es: 'Todo lo que ganes en nuestras tragaperras en dos días suma. Empieza pronto.',
      'pt-BR': 'Tudo o que você ganhar nos nossos slots em dois dias soma. Começa em breve.',
    },
    gameIds: SLOTS,
    currency: 'EUR',
    scoring: 'wins' as const,
    startsInSeconds: 2 * 24 * HOUR,
    lastsSeconds: 2 * 24 * HOUR,
    buyIn: 0,
    prizes: [15_000, 7_500, 2_500],
  },
];

export async function seedTournaments(tx: Executor) {
  for (const { startsInSeconds, lastsSeconds, ...tournament } of TOURNAMENTS) {
    await tx
      .insert(tournaments)
      .values({
        ...tournament,
        startsAt: sql`now() + make_interval(secs => ${startsInSeconds})`,
        endsAt: sql`now() + make_interval(secs => ${startsInSeconds + lastsSeconds})`,
      })
      .onConflictDoNothing();
  }
}
