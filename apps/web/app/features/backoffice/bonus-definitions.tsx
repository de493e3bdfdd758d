import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Plus, RefreshCw } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import styles from './backoffice.module.css';
import formStyles from './bonus-forms.module.css';
import { GiveBonusDialog } from './bonus-grant';
import { DataTable, PageHeader, QueryState } from './console-parts';
import { useOperator } from './operator-context';
import { useOperatorAction, useOperatorApi, useOperatorQuery } from './use-operator-api';

type Bonus = ResponseOf<'backofficeBonuses'>['data'][number];

/** Bonus definitions in the players' order: a new one, an edit, on and off, a grant to a player. */
export function BonusDefinitions() {
  const { t } = useTranslation();
  const { can } = useOperator();
  const href = useLocalizedHref();
  const bonuses = useOperatorQuery('backofficeBonuses', {});
  // The dialog sits outside the table, so it does not take the cells' alignment.
  const [giving, setGiving] = useState<Bonus | null>(null);
  const list = bonuses.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('backoffice.bonuses.heading')}
        lead={bonuses.data && t('backoffice.bonuses.count', { count: list.length })}
        actions={
          <>
            <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={bonuses.reload}>
              {t('backoffice.bonuses.refresh')}
            </Button>
            {can('bonuses.manage') && (
              <Link className={formStyles.headerLink} to={href('/backoffice/bonuses/new')}>
                <Plus aria-hidden="true" size={16} /> {t('backoffice.bonuses.new')}
              </Link>
            )}
          </>
        }
      />
      <QueryState
        query={bonuses}
        isEmpty={list.length === 0}
        emptyTitle={t('backoffice.bonuses.emptyTitle')}
        emptyText={t('backoffice.bonuses.emptyText')}
      >
        <DataTable
          label={t('backoffice.bonuses.tableLabel')}
          head={
            <>
              <th>{t('backoffice.bonuses.name')}</th>
              <th>{t('backoffice.bonuses.type')}</th>
              <th>{t('backoffice.bonuses.trigger')}</th>
              <th className={styles.numeric}>{t('backoffice.bonuses.wagering')}</th>
              <th className={styles.numeric}>{t('backoffice.bonuses.expiryDays')}</th>
              <th>{t('backoffice.bonuses.state')}</th>
              <th className={styles.numeric}>{t('backoffice.bonuses.actions')}</th>
            </>
          }
        >
          {list.map((bonus) => (
            <BonusRow
              key={bonus.id}
              bonus={bonus}
              onChanged={bonuses.reload}
              onGive={() => setGiving(bonus)}
            />
          ))}
        </DataTable>
      </QueryState>
      {giving && (
        <GiveBonusDialog
          bonus={giving}
          onClose={() => setGiving(null)}
          onGiven={() => setGiving(null)}
        />
      )}
    </>
  );
}

interface RowProps {
  bonus: Bonus;
  onChanged(): void;
  onGive(): void;
}

function BonusRow({ bonus, onChanged, onGive }: RowProps) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const href = useLocalizedHref();
  return (
    <tr>
      <td>
        <div className={styles.stack}>
          {can('bonuses.manage') ? (
            <Link
              to={href(`/backoffice/bonuses/${bonus.id}`)}
              aria-label={t('backoffice.bonuses.editLabel', { name: bonus.name })}
            >
              {bonus.name}
            </Link>
          ) : (
            bonus.name
          )}
          <span className={`${styles.muted} ${styles.mono}`}>{bonus.id}</span>
        </div>
      </td>
      <td>{t(`backoffice.bonuses.types.${bonus.type}`)}</td>
      <td>{t(`backoffice.bonuses.triggers.${bonus.trigger}`)}</td>
      <td className={styles.numeric}>×{bonus.wagerMultiplier}</td>
      <td className={styles.numeric}>{bonus.expiryDays}</td>
      <td>
        <Badge variant={bonus.isEnabled ? 'success' : 'neutral'}>
          {t(bonus.isEnabled ? 'backoffice.bonuses.enabled' : 'backoffice.bonuses.disabled')}
        </Badge>
      </td>
      <td className={styles.numeric}>
        <div className={styles.rowActions}>
          {can('bonuses.issue') && bonus.isEnabled && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('backoffice.bonuses.grant.giveLabel', { name: bonus.name })}
              onClick={onGive}
            >
              {t('backoffice.bonuses.grant.give')}
            </Button>
          )}
          {can('bonuses.manage') && <ToggleButton bonus={bonus} onChanged={onChanged} />}
        </div>
      </td>
    </tr>
  );
}

function ToggleButton({ bonus, onChanged }: { bonus: Bonus; onChanged(): void }) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { isBusy, run } = useOperatorAction();
  const isEnabled = !bonus.isEnabled;
  const toggle = () =>
    run(async () => {
      await call('backofficeSetBonusEnabled', { params: { id: bonus.id }, body: { isEnabled } });
      onChanged();
      return t(isEnabled ? 'backoffice.bonuses.wasEnabled' : 'backoffice.bonuses.wasDisabled', {
        name: bonus.name,
      });
    });
  return (
    <Button
      size="sm"
      variant="secondary"
      isLoading={isBusy}
      aria-label={t(
        isEnabled ? 'backoffice.bonuses.enableLabel' : 'backoffice.bonuses.disableLabel',
        { name: bonus.name },
      )}
      onClick={toggle}
    >
      {t(isEnabled ? 'backoffice.bonuses.enable' : 'backoffice.bonuses.disable')}
    </Button>
  );
}
