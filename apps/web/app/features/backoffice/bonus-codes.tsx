import type { ResponseOf } from '@croupier/contract';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { RefreshCw } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { BonusCodeForm } from './bonus-code-form';
import { DataTable, DateTime, PageHeader, QueryState } from './console-parts';
import { useOperator } from './operator-context';
import { useOperatorAction, useOperatorApi, useOperatorQuery } from './use-operator-api';

type BonusCode = ResponseOf<'backofficeBonusCodes'>['data'][number];
export type Bonus = ResponseOf<'backofficeBonuses'>['data'][number];

/** Bonus codes with their uses, newest first; a new code for a bonus codes give; on and off. */
export function BonusCodes() {
  const { t } = useTranslation();
  const { can } = useOperator();
  const codes = useOperatorQuery('backofficeBonusCodes', {});
  const bonuses = useOperatorQuery('backofficeBonuses', {});
  const bonusNames = new Map((bonuses.data?.data ?? []).map((bonus) => [bonus.id, bonus.name]));
  const list = codes.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('backoffice.bonusCodes.heading')}
        lead={codes.data && t('backoffice.bonusCodes.count', { count: list.length })}
        actions={
          <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={codes.reload}>
            {t('backoffice.bonusCodes.refresh')}
          </Button>
        }
      />
      {can('bonuses.manage') && bonuses.data && (
        <BonusCodeForm bonuses={bonuses.data.data} onCreated={codes.reload} />
      )}
      <QueryState
        query={codes}
        isEmpty={list.length === 0}
        emptyTitle={t('backoffice.bonusCodes.emptyTitle')}
        emptyText={t('backoffice.bonusCodes.emptyText')}
      >
        <DataTable
          label={t('backoffice.bonusCodes.tableLabel')}
          head={
            <>
              <th>{t('backoffice.bonusCodes.code')}</th>
              <th>{t('backoffice.bonusCodes.bonus')}</th>
              <th>{t('backoffice.bonusCodes.trigger')}</th>
              <th className={styles.numeric}>{t('backoffice.bonusCodes.uses')}</th>
              <th>{t('backoffice.bonusCodes.expiresAt')}</th>
              <th>{t('backoffice.bonusCodes.state')}</th>
              {can('bonuses.manage') && (
                <th className={styles.numeric}>{t('backoffice.bonusCodes.actions')}</th>
              )}
            </>
          }
        >
          {list.map((code) => (
            <BonusCodeRow
              key={code.code}
              code={code}
              bonusName={bonusNames.get(code.bonusId) ?? code.bonusId}
              onChanged={codes.reload}
            />
          ))}
        </DataTable>
      </QueryState>
    </>
  );
}

interface RowProps {
  code: BonusCode;
  bonusName: string;
  onChanged(): void;
}

function BonusCodeRow({ code, bonusName, onChanged }: RowProps) {
  const { t } = useTranslation();
  const { can } = useOperator();
  return (
    <tr>
      <td className={styles.mono}>{code.code}</td>
      <td>{bonusName}</td>
      <td>{t(`backoffice.bonusCodes.triggers.${code.trigger}`)}</td>
      <td className={styles.numeric}>
        {code.maxUses === null
          ? code.uses
          : t('backoffice.bonusCodes.usesOf', { uses: code.uses, max: code.maxUses })}
      </td>
      <td className={styles.nowrap}>
        {code.expiresAt ? <DateTime iso={code.expiresAt} /> : t('backoffice.bonusCodes.noExpiry')}
      </td>
      <td>
        <Badge variant={code.isEnabled ? 'success' : 'neutral'}>
          {t(code.isEnabled ? 'backoffice.bonusCodes.enabled' : 'backoffice.bonusCodes.disabled')}
        </Badge>
      </td>
      {can('bonuses.manage') && (
        <td className={styles.numeric}>
          <ToggleButton code={code} onChanged={onChanged} />
        </td>
      )}
    </tr>
  );
}

function ToggleButton({ code, onChanged }: { code: BonusCode; onChanged(): void }) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { isBusy, run } = useOperatorAction();
  const isEnabled = !code.isEnabled;
  const toggle = () =>
    run(async () => {
      await call('backofficeUpdateBonusCode', { params: { code: code.code }, body: { isEnabled } });
      onChanged();
      return t(
        isEnabled ? 'backoffice.bonusCodes.wasEnabled' : 'backoffice.bonusCodes.wasDisabled',
        { code: code.code },
      );
    });
  return (
    <Button
      size="sm"
      variant="secondary"
      isLoading={isBusy}
      aria-label={t(
        isEnabled ? 'backoffice.bonusCodes.enableLabel' : 'backoffice.bonusCodes.disableLabel',
        {
          code: code.code,
        },
      )}
      onClick={toggle}
    >
      {t(isEnabled ? 'backoffice.bonusCodes.enable' : 'backoffice.bonusCodes.disable')}
    </Button>
  );
}
