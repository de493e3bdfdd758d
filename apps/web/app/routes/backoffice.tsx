import { BACKOFFICE_ROUTES } from '@croupier/contract/routes';
import { useMemo } from 'react';
import { Outlet, type ShouldRevalidateFunction } from 'react-router';
import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { BackofficeRoutesContext } from '../features/backoffice/operator-api';
import { callApi } from '../lib/api.server';
import { createTranslator, I18nProvider } from '../lib/i18n';
import { readTranslations, useRootData } from '../lib/root-data';
import { buildSeparateTranslations } from '../lib/translations.server';
import type { Route } from './+types/backoffice';

/**
 * The back office's own strings and the contract's table of its API routes, apart from the player
 * site's root data and scripts.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = params.locale ?? (await callApi(context, 'init')).data.defaultLocale;
  return {
    backofficeTranslations: buildSeparateTranslations('backoffice', locale),
    backofficeRoutes: BACKOFFICE_ROUTES,
  };
}

/** The strings depend on the locale only, not on the page or its search. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.locale !== nextParams.locale;

/** Search engines must not index or follow the operators' console. */
export function headers() {
  return { 'X-Robots-Tag': 'noindex, nofollow' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.title');

/** The operators' console (issue 16): none of the player site's chrome, its own dictionary. */
export default function Backoffice({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const locale = root?.locale ?? 'en';
  const { backofficeTranslations, backofficeRoutes } = loaderData;
  const translator = useMemo(
    () => createTranslator(locale, { ...readTranslations(root), ...backofficeTranslations }),
    [locale, root, backofficeTranslations],
  );
  return (
    <I18nProvider translator={translator}>
      <BackofficeRoutesContext value={backofficeRoutes}>
        <Outlet />
      </BackofficeRoutesContext>
    </I18nProvider>
  );
}
