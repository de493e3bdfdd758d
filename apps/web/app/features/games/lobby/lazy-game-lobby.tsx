import type { LobbyData } from './load-lobby.server';

/**
 * The games part of the home page is rendered on the server like the rest, but its code is a
 * chunk of its own, so the promotions and the shell stay within the home page's 150 KB JavaScript
 * budget. The chunk is awaited when this module loads (with the home route's module, before the
 * page hydrates or a client navigation renders it), not through lazy() and a Suspense boundary:
 * React hydrates a boundary's content in a later, lowest-priority pass, and any plain update that
 * reaches it first (a signed-in player's accounts arriving, the wallet opened from the URL) makes
 * React throw the lobby's server HTML away and draw it again, moving the page below it by 400 px.
 */
const { GameLobby } = await import('./game-lobby');

export function LazyGameLobby(props: LobbyData) {
  return <GameLobby {...props} />;
}
