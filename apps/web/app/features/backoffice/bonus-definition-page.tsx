import { Link } from 'react-router';
import { ArrowLeft } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import { BonusDefinitionForm } from './bonus-definition-form';
import formStyles from './bonus-forms.module.css';
import { PageHeader, QueryState } from './console-parts';
import { useOperatorQuery } from './use-operator-api';

/** A new bonus definition (`new`), or a stored one with what players took of it so far. */
export function BonusDefinitionPage({ bonusId }: { bonusId: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const isNew = bonusId === 'new';
  const definition = useOperatorQuery(
    'backofficeBonusDefinition',
    isNew ? null : { params: { id: bonusId } },
  );
  const data = definition.data?.data;
  const back = (
    <Link className={formStyles.headerLink} to={href('/backoffice/bonuses')}>
      <ArrowLeft aria-hidden="true" size={16} /> {t('backoffice.bonuses.back')}
    </Link>
  );
  if (isNew) {
    return (
      <>
        <PageHeader title={t('backoffice.bonuses.form.createHeading')} actions={back} />
        <BonusDefinitionForm />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={data ? (data.name.en ?? bonusId) : t('backoffice.bonuses.form.editHeading')}
        lead={data && t('backoffice.bonuses.form.grants', { count: data.grants })}
        actions={back}
      />
      <QueryState query={definition} isEmpty={false} emptyTitle="" emptyText="">
        {data && <BonusDefinitionForm key={data.id} definition={data} />}
      </QueryState>
    </>
  );
}
