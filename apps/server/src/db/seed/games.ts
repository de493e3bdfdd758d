import type { Executor } from '../client.ts';

/** The demo catalogue: providers, collections and games. */
export async function seedGames(_tx: Executor) {}
