/**
 * Favourite states the player changed in this tab, by game id, so every tile of a game (lobby
 * row, grid, game page) shows the same heart without refetching. Lists from the API stay the
 * source of truth for games not toggled here. Owned by one player: a change of player empties it.
 */
interface FavoriteState {
  ownerId: string | undefined;
  states: ReadonlyMap<string, boolean>;
}

/**
 * The state before any change, and what the server renders from. A tab that has changed nothing
 * reads this same object, so hydrating tiles find the store unchanged: a different object here
 * made React re-render every heart of the page synchronously right after the hydration.
 */
const UNCHANGED: FavoriteState = { ownerId: undefined, states: new Map() };
let snapshot = UNCHANGED;
const listeners = new Set<() => void>();

export function subscribeFavorites(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function readFavoriteSnapshot(): FavoriteState {
  return snapshot;
}

/** The server renders from API data only. */
export function readServerFavoriteSnapshot(): FavoriteState {
  return UNCHANGED;
}

/** Records a game's favourite state for a player; answers the new snapshot. */
export function setFavoriteState(ownerId: string, gameId: string, isFavorite: boolean) {
  const states = new Map(snapshot.ownerId === ownerId ? snapshot.states : []);
  states.set(gameId, isFavorite);
  snapshot = { ownerId, states };
  for (const listener of listeners) listener();
  return snapshot;
}

/** A game's favourite state for a player: changed here, else what the API said. */
export function resolveFavorite(
  state: FavoriteState,
  ownerId: string | undefined,
  gameId: string,
  fromApi: boolean,
) {
  if (!ownerId) return false;
  if (state.ownerId !== ownerId) return fromApi;
  return state.states.get(gameId) ?? fromApi;
}
