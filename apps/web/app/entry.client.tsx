import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadModalInQuery } from './lib/modals/modal-provider';
import { loadDictionary } from './lib/root-data';

/**
 * React Router's own client entry, but the hydration first waits for the page's dictionary, which
 * the document links (root.tsx) instead of carrying it (docs/PERFORMANCE.md §36). Should the file
 * fail to come twice, the page hydrates anyway: React renders the texts again on the client, as keys.
 */
async function loadPageDictionary() {
  const url = document.querySelector('link[data-dictionary]')?.getAttribute('href');
  if (!url) return; // the fatal error page, rendered without root data
  try {
    await loadDictionary(url).catch(() => loadDictionary(url));
  } catch (error) {
    console.error(error);
  }
}

// A modal the server rendered open (its address names it): its content's scripts come beside the
// dictionary, not once the hydration has reached it.
if (document.querySelector('[aria-modal="true"]')) preloadModalInQuery(window.location.search);

void loadPageDictionary().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
