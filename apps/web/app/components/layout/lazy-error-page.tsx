import { lazy, Suspense } from 'react';

const ErrorPage = lazy(() => import('./error-page').then((m) => ({ default: m.ErrorPage })));

/**
 * The error page, loaded only when an error happens: pages that work never download it
 * (the home page has a 150 KB JavaScript budget).
 */
export function LazyErrorPage({ status }: { status: number }) {
  return (
    <Suspense fallback={null}>
      <ErrorPage status={status} />
    </Suspense>
  );
}
