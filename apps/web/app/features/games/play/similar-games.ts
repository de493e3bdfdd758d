import type { Game } from '@croupier/contract';

export const SIMILAR_COUNT = 12;

/** The first games of the candidates, in order, without the game itself and without repeats. */
export function pickSimilarGames(gameId: string, candidates: readonly Game[]): Game[] {
  const seen = new Set([gameId]);
  const picked: Game[] = [];
  for (const candidate of candidates) {
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    picked.push(candidate);
    if (picked.length === SIMILAR_COUNT) break;
  }
  return picked;
}
