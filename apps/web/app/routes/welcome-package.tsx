import { toBonusCards } from '../features/content/bonus-cards';
import { WelcomePackageView } from '../features/content/welcome-package-view';
import { callApi, loadOr404 } from '../lib/api.server';
import { pageMeta } from '../lib/meta';
import { resolvePageLocale } from '../lib/page-locale.server';
import type { Route } from './+types/welcome-package';

export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = await resolvePageLocale(context, params.locale);
  const [{ data: welcomePackage }, { data: bonusPages }] = await Promise.all([
    loadOr404(() => callApi(context, 'welcomePackage', { locale })),
    callApi(context, 'bonusPages', { locale }),
  ]);
  return { welcomePackage, bonusPages: toBonusCards(bonusPages) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.welcomePackage.title, loaderData?.welcomePackage.description);

export default function WelcomePackageRoute({ loaderData }: Route.ComponentProps) {
  return <WelcomePackageView {...loaderData} />;
}
