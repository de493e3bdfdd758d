import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type CatalogueFilters, withFilters } from '../api/games-query';

/**
 * Changes filters of the page's query string in place: no history entry per keystroke, no
 * scroll jump, the open modal (`?modal=`) kept.
 */
export function useFilterNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (changes: Partial<Record<keyof CatalogueFilters, string | undefined>>) => {
      const search = withFilters(location.search, changes);
      if (search === location.search || (search === '' && location.search === '?')) return;
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}
