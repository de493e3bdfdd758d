import { type CrashOutcome, crashEngine } from './crash.ts';
import type { Engine, GameKind } from './engine-types.ts';
import { type RouletteOutcome, rouletteEngine } from './roulette.ts';
import { type SlotOutcome, slotEngine } from './slot.ts';

/**
 * The demo provider's provably fair games. Each engine is pure: the same fair input, stake and
 * choices always give the same outcome, which is plain JSON (stored with the round and recomputed
 * by the verification page).
 */
export type Outcome = SlotOutcome | RouletteOutcome | CrashOutcome;
export type { Engine, GameKind } from './engine-types.ts';
export { MAX_STAKE_MINOR } from './engine-types.ts';
export type { FairInput } from './fairness.ts';

export const ENGINES: Record<GameKind, Engine<Outcome>> = {
  slot: slotEngine,
  roulette: rouletteEngine,
  crash: crashEngine,
};

export function isGameKind(kind: string): kind is GameKind {
  return Object.hasOwn(ENGINES, kind);
}
