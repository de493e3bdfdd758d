import type { Statement } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { formatMoney, subunitsOf } from '~/components/ui/amount';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useApi } from '~/lib/session/api-client';
import { Download } from '../../components/ui/icons';
import styles from './limits.module.css';
import { COLUMNS, lastMonths, statementCsv } from './statement-csv';

/**
 * The monthly activity statement tab of /profile/history: per currency, what the player
 * deposited, withdrew, staked and won in a month, and the net result; downloadable as CSV.
 */
export function StatementTab() {
  const { t, locale } = useTranslation();
  const api = useApi();
  const [months] = useState(() => lastMonths(new Date()));
  const [month, setMonth] = useState(months[0]!);
  const [statement, setStatement] = useState<Statement>();
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    setStatement(undefined);
    setHasFailed(false);
    api('statement', { query: { month } }).then(
      (answer) => isCurrent && setStatement(answer.data),
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, month]);
  const monthName = (value: string) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value}-01T00:00:00Z`),
    );
  const headers = [
    t('limits.statement.currency'),
    ...COLUMNS.map((key) => t(`limits.statement.${key}`)),
  ];
  const download = () => {
    if (!statement) return;
    const blob = new Blob([statementCsv(statement, headers, subunitsOf)], {
      type: 'text/csv;charset=utf-8',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `croupier-statement-${statement.month}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className={styles.statement}>
      <div className={styles.statementHead}>
        <Select
          label={t('limits.statement.month')}
          value={month}
          options={months.map((value) => ({ value, label: monthName(value) }))}
          onChange={(event) => setMonth(event.target.value)}
        />
        <Button
          variant="secondary"
          icon={<Download />}
          disabled={!statement || statement.rows.length === 0}
          onClick={download}
        >
          {t('limits.statement.download')}
        </Button>
      </div>
      <p className={styles.hint}>{t('limits.statement.text')}</p>
      {hasFailed ? (
        <Alert type="error">{t('limits.statement.loadFailed')}</Alert>
      ) : !statement ? (
        <Skeleton variant="text" lines={3} />
      ) : statement.rows.length === 0 ? (
        <p className={styles.empty}>{t('limits.statement.empty')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.srOnly}>
              {t('limits.statement.caption', { month: monthName(statement.month) })}
            </caption>
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {statement.rows.map((row) => (
                <tr key={row.currency}>
                  <th scope="row">{row.currency}</th>
                  {COLUMNS.map((key) => (
                    <td key={key} data-tone={key === 'net' ? Math.sign(row.net) : undefined}>
                      {key === 'net' && row.net > 0 ? '+' : ''}
                      {formatMoney(row[key], row.currency, locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
