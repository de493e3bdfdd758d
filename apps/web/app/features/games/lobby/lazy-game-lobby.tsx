import { lazy, Suspense } from 'react';
import type { LobbyData } from './load-lobby.server';

/**
 * The games part of the home page is rendered on the server like the rest, but its code is a
 * chunk of its own, hydrated once loaded: the promotions and the shell become interactive within
 * the home page's 150 KB JavaScript budget, and the server HTML of the games stays on screen
 * meanwhile (no fallback: hydration keeps that HTML; a client navigation waits for the loader).
 */
const GameLobby = lazy(() =>
  import('./game-lobby').then((module) => ({ default: module.GameLobby })),
);

export function LazyGameLobby(props: LobbyData) {
  return (
    <Suspense fallback={null}>
      <GameLobby {...props} />
    </Suspense>
  );
}
