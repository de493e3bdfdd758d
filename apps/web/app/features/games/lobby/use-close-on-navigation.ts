import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The page a location shows, without the `?modal=` mirror of open modals. */
export function placeOf(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.delete('modal');
  return `${pathname}?${params}`;
}

/** Closes a modal once the player follows one of its links (to any other page or filter). */
export function useCloseOnNavigation(close: () => void) {
  const { pathname, search } = useLocation();
  const place = placeOf(pathname, search);
  const openedAt = useRef(place);
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (place !== openedAt.current) closeRef.current();
  }, [place]);
}
