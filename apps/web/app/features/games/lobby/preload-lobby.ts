/** The lobby's code, loaded apart from the page's: see lazy-game-lobby.tsx. */
export const loadGameLobby = () => import('./game-lobby');

/**
 * Loads the lobby's code when the server rendered a lobby, for the client entry to wait on before
 * hydrating. Were the lobby still loading once the page had hydrated, any plain state change in a
 * provider above it (a signed-in player's accounts arriving, the wallet opened from the URL) would
 * make React throw its server HTML away and draw it again once loaded: the page below it jumped
 * 400 px and back. Loading fails quietly: the lazy part then tries again as before.
 */
export async function preloadServerRenderedLobby() {
  if (!document.querySelector('[data-game-lobby]')) return;
  await loadGameLobby().catch(() => undefined);
}
