import { type ReactNode, Suspense } from 'react';

/**
 * A large part of a server-rendered page that React hydrates after the rest, in a pass and a
 * commit of its own. React leaves the HTML of a Suspense boundary as it is while it hydrates the
 * page around it, then hydrates the boundary at a low priority, yielding to the browser, so the
 * page's hydration is several shorter tasks instead of one commit of every element
 * (docs/PERFORMANCE.md §29). An event inside the part before then makes React hydrate it first.
 * Nothing here suspends: the boundary has no fallback.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
