import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { QuestList } from '../features/backoffice/quest-list';
import type { Route } from './+types/backoffice-quests';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.retention.questsMetaTitle');

export default function BackofficeQuests() {
  return <QuestList />;
}
