import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * For pages whose filters (`?search=`, `?provider=`, `?sort=`) and modals (`?modal=`) change only
 * the query string: their lists load the new results themselves, so the loader does not run again.
 */
export function shouldRevalidateOnPath({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const isQueryChange =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return isQueryChange && !formMethod ? false : defaultShouldRevalidate;
}
