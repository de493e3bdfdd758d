import { hasPermission } from '@croupier/contract/backoffice-permissions';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import { SECTIONS } from './backoffice-frame';
import { useOperator } from './operator-context';

/** `/backoffice` opens the first section the operator's role may use. */
export function BackofficeHome() {
  const { t } = useTranslation();
  const { operator } = useOperator();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const first = SECTIONS.find((section) => hasPermission(operator.role, section.permission));
  const firstPath = first && href(first.path);

  useEffect(() => {
    if (firstPath) navigate(firstPath, { replace: true });
  }, [firstPath, navigate]);

  if (first) return null;
  return (
    <EmptyState
      headingLevel="h1"
      title={t('backoffice.frame.welcome', { name: operator.name })}
      description={t('backoffice.frame.nothingAllowed')}
    />
  );
}
