import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { BonusDefinitionPage } from '../features/backoffice/bonus-definition-page';
import type { Route } from './+types/backoffice-bonus';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.bonuses.form.metaTitle');

export default function BackofficeBonus({ params }: Route.ComponentProps) {
  return <BonusDefinitionPage key={params.bonusId} bonusId={params.bonusId} />;
}
