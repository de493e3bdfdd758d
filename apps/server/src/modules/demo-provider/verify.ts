import { z } from 'zod';
import type { GameKind } from './engines/engine-types.ts';
import { hashServerSeed } from './engines/fairness.ts';
import { ENGINES } from './engines/index.ts';

/**
 * Recomputes a round from its revealed seeds, as anyone could: the same engine code the rounds
 * were drawn with, fed only the values on the verification form.
 */
export const verifyQuerySchema = z.object({
  game: z.enum(['slot', 'roulette', 'crash']),
  serverSeed: z.string().trim().min(1).max(256),
  clientSeed: z.string().trim().min(1).max(64),
  nonce: z.coerce.number().int().min(0).max(2_147_483_647),
  /** The round's input as JSON: roulette bets, crash cash-out target; empty for a slot. */
  input: z.string().max(10_000).optional(),
  /** Minor units; roulette takes the sum of its bets instead. */
  stake: z.coerce.number().int().positive().max(10_000_000_000).optional(),
});
export type VerifyQuery = z.infer<typeof verifyQuerySchema>;

/** The stake of a verification when the form leaves it out: 1.00 of a two-digit currency. */
const DEFAULT_STAKE_MINOR = 100;

export type Verification =
  | { isValid: true; serverSeedHash: string; stake: number; outcome: { totalWin: number } }
  | { isValid: false; serverSeedHash: string; reason: string };

export function recomputeRound(query: VerifyQuery): Verification {
  const serverSeedHash = hashServerSeed(query.serverSeed);
  const input = parseInput(query.input);
  if (input === undefined) return { isValid: false, serverSeedHash, reason: 'input is not JSON' };
  const stake = stakeOf(query.game, input, query.stake);
  const engine = ENGINES[query.game];
  const reason = engine.validateInput(input, stake);
  if (reason) return { isValid: false, serverSeedHash, reason };
  const fair = { serverSeed: query.serverSeed, clientSeed: query.clientSeed, nonce: query.nonce };
  return { isValid: true, serverSeedHash, stake, outcome: engine.play(fair, stake, input) };
}

function parseInput(text: string | undefined): unknown {
  if (!text?.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function stakeOf(kind: GameKind, input: unknown, stake: number | undefined) {
  if (kind !== 'roulette') return stake ?? DEFAULT_STAKE_MINOR;
  const bets = (input as { bets?: { amount?: unknown }[] } | null)?.bets;
  if (!Array.isArray(bets)) return stake ?? DEFAULT_STAKE_MINOR;
  return bets.reduce((sum, bet) => sum + (typeof bet?.amount === 'number' ? bet.amount : 0), 0);
}

/** The query of a verification link for a recorded round. */
export function verifyLinkOf(round: {
  kind: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  stake: number;
  input: unknown;
}) {
  const params = new URLSearchParams({
    game: round.kind,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    stake: String(round.stake),
  });
  if (round.kind !== 'slot') params.set('input', JSON.stringify(round.input));
  return `/provider/demo/verify?${params}`;
}
