import { lazy, Suspense } from 'react';
import type { LobbyData } from './load-lobby.server';
import { loadGameLobby } from './preload-lobby';

/**
 * The games part of the home page is rendered on the server like the rest, but its code is a
 * chunk of its own: the promotions and the shell stay within the home page's 150 KB JavaScript
 * budget, and the server HTML of the games stays on screen meanwhile (no fallback: hydration keeps
 * that HTML; a client navigation waits for the loader).
 */
const GameLobby = lazy(() => loadGameLobby().then((module) => ({ default: module.GameLobby })));

export function LazyGameLobby(props: LobbyData) {
  return (
    <Suspense fallback={null}>
      <GameLobby {...props} />
    </Suspense>
  );
}
