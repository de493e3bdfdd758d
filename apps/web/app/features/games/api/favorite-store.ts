/**
 * Favourite states the player changed in this tab, by game id, so every tile of a game (lobby
 * row, grid, game page) shows the same heart without refetching. Lists from the API stay the
 * source of truth for games not toggled here. Owned by one player: a change of player empties it.
 */
interface FavoriteState {
  ownerId: string | undefined;
  states: ReadonlyMap<string, boolean>;
}

let snapshot: FavoriteState = { ownerId: undefined, states: new Map() };
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

const EMPTY: FavoriteState = { ownerId: undefined, states: new Map() };
/** The server renders from API data only. */
export function readServerFavoriteSnapshot(): FavoriteState {
  return EMPTY;
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
