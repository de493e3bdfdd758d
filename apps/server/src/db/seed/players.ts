import { PLAYER_STATUS } from '@croupier/contract';
import { inArray, or, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/players/passwords.ts';
import type { Executor } from '../client.ts';
import { players } from '../schema.ts';

export const DEMO_PASSWORD = 'demo1234';

interface DemoPlayer {
  login: string;
  note: string;
  values: Omit<typeof players.$inferInsert, 'passwordHash'>;
}

const confirmed = new Date('2026-01-01T00:00:00Z');

/** Demo accounts, one per situation a person trying the demo may want to see. */
export const DEMO_PLAYERS: DemoPlayer[] = [
  {
    login: 'demo@croupier.example',
    note: 'EUR, Germany',
    values: {
      email: 'demo@croupier.example',
      nickname: 'demo',
      country: 'DE',
      currency: 'EUR',
      locale: 'en',
      firstName: 'Demo',
      lastName: 'Player',
      emailConfirmedAt: confirmed,
    },
  },
  {
    login: 'jogador@croupier.example',
    note: 'BRL, Brazil, Portuguese',
    values: {
      email: 'jogador@croupier.example',
      nickname: 'jogador',
      country: 'BR',
      currency: 'BRL',
      locale: 'pt-BR',
      emailConfirmedAt: confirmed,
    },
  },
  {
    login: '+4915112345678',
    note: 'phone sign-in, EUR, Germany',
    values: {
      phone: '+4915112345678',
      nickname: 'phoneplayer',
      country: 'DE',
      currency: 'EUR',
      locale: 'de',
      phoneConfirmedAt: confirmed,
    },
  },
  {
    login: 'limited@croupier.example',
    note: 'limited (status 2): may not deposit',
    values: {
      email: 'limited@croupier.example',
      nickname: 'limited',
      country: 'DE',
      currency: 'EUR',
      locale: 'en',
      status: PLAYER_STATUS.limited,
      emailConfirmedAt: confirmed,
    },
  },
  {
    login: 'blocked@croupier.example',
    note: 'blocked (status 3): sign-in refused',
    values: {
      email: 'blocked@croupier.example',
      nickname: 'blocked',
      country: 'DE',
      currency: 'EUR',
      locale: 'en',
      status: PLAYER_STATUS.blocked,
      emailConfirmedAt: confirmed,
    },
  },
];

/**
 * Creates the demo players that do not exist yet (matched by e-mail or phone); existing accounts
 * are left as their users changed them. Only missing ones pay for an argon2 hash.
 */
export async function seedDemoPlayers(tx: Executor) {
  const logins = DEMO_PLAYERS.map((player) => player.login.toLowerCase());
  const existing = await tx
    .select({ email: players.email, phone: players.phone })
    .from(players)
    .where(or(inArray(sql`lower(${players.email})`, logins), inArray(players.phone, logins)));
  const known = new Set(existing.flatMap((row) => [row.email?.toLowerCase(), row.phone]));
  const missing = DEMO_PLAYERS.filter((player) => !known.has(player.login.toLowerCase()));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx
    .insert(players)
    .values(
      missing.map((player) => ({
        ...player.values,
        passwordHash,
        agreementsAcceptedAt: confirmed,
        createdAt: confirmed,
      })),
    )
    .onConflictDoNothing();
}
