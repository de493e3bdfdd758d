import { data } from 'react-router';
import { QuestionsView } from '../features/content/questions-view';
import { callApi } from '../lib/api.server';
import { pageMeta, translate } from '../lib/meta';
import { resolvePageLocale } from '../lib/page-locale.server';
import type { Route } from './+types/questions';

/** `/questions` (all FAQ pages) and `/questions/{pageIdentity}` (one opened, others as tabs). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = await resolvePageLocale(context, params.locale);
  const { data: pages } = await callApi(context, 'questionPages', { locale });
  const identity = 'pageIdentity' in params ? params.pageIdentity : undefined;
  const current = identity ? pages.find((p) => p.identity === identity) : pages[0];
  if (!current) throw data(null, { status: 404 });
  return { pages, current, isIndex: !identity };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(
    loaderData?.isIndex ? translate(matches, 'pages.questions.title') : loaderData?.current.title,
    loaderData?.current.description,
  );

export default function Questions({ loaderData }: Route.ComponentProps) {
  return <QuestionsView {...loaderData} />;
}
