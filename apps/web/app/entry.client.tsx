import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadServerRenderedLobby } from './features/games/lobby/preload-lobby';

// React Router's default entry, except that a server-rendered games lobby hydrates with the page.
await preloadServerRenderedLobby();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
