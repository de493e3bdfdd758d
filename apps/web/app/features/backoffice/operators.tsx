import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import { DataTable, DateTime, PageHeader, QueryState } from './console-parts';
import { useOperator } from './operator-context';
import { type Enrolment, EnrolmentDialog, OperatorForm } from './operator-form';
import { ReasonDialog } from './reason-dialog';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';

type ManagedOperator = ResponseOf<'backofficeOperators'>['data'][number];
type Change = 'disable' | 'enable' | 'reset';

const CHANGE_ROUTES = {
  disable: 'backofficeDisableOperator',
  enable: 'backofficeEnableOperator',
  reset: 'backofficeResetOperatorTotp',
} as const;

/** Operators for an admin: add one, disable or enable, give a new second factor. */
export function Operators() {
  const { t } = useTranslation();
  const query = useOperatorQuery('backofficeOperators', {});
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [changing, setChanging] = useState<{ operator: ManagedOperator; change: Change } | null>(
    null,
  );
  const call = useOperatorApi();
  const { show } = useToasts();
  const operators = query.data?.data ?? [];

  const confirm = async (reason: string) => {
    if (!changing) return;
    const { operator, change } = changing;
    const { data } = await call(CHANGE_ROUTES[change], {
      params: { id: operator.id },
      body: { reason },
    });
    setChanging(null);
    if ('enrolmentUri' in data) setEnrolment(data);
    else show({ type: 'success', title: t(`backoffice.operators.done.${change}`) });
    query.reload();
  };

  return (
    <>
      <PageHeader title={t('backoffice.operators.heading')} />
      <OperatorForm
        onCreated={(created) => {
          setEnrolment(created);
          query.reload();
        }}
      />
      <QueryState query={query} isEmpty={false} emptyTitle="" emptyText="">
        <DataTable
          label={t('backoffice.operators.tableLabel')}
          head={
            <>
              <th>{t('backoffice.operators.operator')}</th>
              <th>{t('backoffice.operators.role')}</th>
              <th>{t('backoffice.operators.state')}</th>
              <th>{t('backoffice.operators.createdAt')}</th>
              <th className={styles.numeric}>{t('backoffice.operators.actions')}</th>
            </>
          }
        >
          {operators.map((operator) => (
            <OperatorRow
              key={operator.id}
              operator={operator}
              onChange={(change) => setChanging({ operator, change })}
            />
          ))}
        </DataTable>
      </QueryState>
      {changing && (
        <ReasonDialog
          title={t(`backoffice.operators.titles.${changing.change}`, {
            name: changing.operator.name,
          })}
          text={t(`backoffice.operators.texts.${changing.change}`)}
          confirmLabel={t(`backoffice.operators.actionsOf.${changing.change}`)}
          onConfirm={confirm}
          onClose={() => setChanging(null)}
        />
      )}
      {enrolment && <EnrolmentDialog enrolment={enrolment} onClose={() => setEnrolment(null)} />}
    </>
  );
}

function OperatorRow({
  operator,
  onChange,
}: {
  operator: ManagedOperator;
  onChange(change: Change): void;
}) {
  const { t } = useTranslation();
  const { operator: me } = useOperator();
  const isDisabled = operator.disabledAt !== null;
  const changes: Change[] = [isDisabled ? 'enable' : 'disable', 'reset'];
  return (
    <tr>
      <td>
        <div className={styles.stack}>
          <span className={styles.nowrap}>{operator.name}</span>
          <span className={`${styles.muted} ${styles.wrapAnywhere}`}>{operator.email}</span>
        </div>
      </td>
      <td className={styles.nowrap}>{t(`backoffice.frame.roles.${operator.role}`)}</td>
      <td>
        <Badge variant={isDisabled ? 'neutral' : 'success'}>
          {t(isDisabled ? 'backoffice.operators.disabled' : 'backoffice.operators.active')}
        </Badge>
      </td>
      <td className={styles.nowrap}>
        <DateTime iso={operator.createdAt} isDateOnly />
      </td>
      <td>
        {/* An admin cannot lock themselves out: the API refuses it, the console does not offer it. */}
        {operator.id !== me.id && (
          <div className={`${styles.rowActions} ${styles.nowrap}`}>
            {changes.map((change) => (
              <Button
                key={change}
                size="sm"
                variant="secondary"
                aria-label={t(`backoffice.operators.titles.${change}`, { name: operator.name })}
                onClick={() => onChange(change)}
              >
                {t(`backoffice.operators.actionsOf.${change}`)}
              </Button>
            ))}
          </div>
        )}
      </td>
    </tr>
  );
}
