import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { Select } from '../../components/ui/select';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { DataTable, Money, PageHeader, QueryState } from './console-parts';
import { GgrChart } from './ggr-chart';
import { useOperatorQuery } from './use-operator-api';

type Report = ResponseOf<'backofficeDailyReport'>['data'];
type Row = Report['rows'][number];

const PERIODS_DAYS = [7, 30, 92] as const;
const DAY_MS = 86_400_000;

/** Deposits, withdrawals, GGR, bonus cost and NGR per UTC day and currency, with GGR drawn. */
export function DailyReport() {
  const { t } = useTranslation();
  const [periodDays, setPeriodDays] = useState<number>(30);
  const query = useOperatorQuery('backofficeDailyReport', { query: periodOf(periodDays) });
  const formatDay = useDayFormat();
  const report = query.data?.data;
  return (
    <>
      <PageHeader
        title={t('backoffice.reports.heading')}
        lead={
          report &&
          t('backoffice.reports.period', { from: formatDay(report.from), to: formatDay(report.to) })
        }
        actions={
          <Select
            label={t('backoffice.reports.periodLabel')}
            isLabelHidden
            options={PERIODS_DAYS.map((days) => ({
              value: String(days),
              label: t('backoffice.reports.lastDays', { count: days }),
            }))}
            value={String(periodDays)}
            onChange={(event) => setPeriodDays(Number(event.target.value))}
          />
        }
      />
      <QueryState
        query={query}
        isEmpty={report?.rows.length === 0}
        emptyTitle={t('backoffice.reports.emptyTitle')}
        emptyText={t('backoffice.reports.emptyText')}
      >
        {report && <ReportBody report={report} formatDay={formatDay} />}
      </QueryState>
    </>
  );
}

/** The last `days` UTC days, today included. */
function periodOf(days: number) {
  const today = new Date();
  const from = new Date(today.getTime() - (days - 1) * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

/** A report day (a UTC date) in the operator's language, never shifted by their time zone. */
function useDayFormat() {
  const { locale } = useTranslation();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

function ReportBody({ report, formatDay }: { report: Report; formatDay(day: string): string }) {
  const currencies = [...new Set(report.rows.map((row) => row.currency))].sort();
  const [chosen, setChosen] = useState(currencies[0]!);
  const { t } = useTranslation();
  const currency = currencies.includes(chosen) ? chosen : currencies[0]!;
  return (
    <>
      <section className={styles.chartSection}>
        {currencies.length > 1 && (
          <Select
            label={t('backoffice.reports.chartCurrency')}
            options={currencies.map((code) => ({ value: code, label: code }))}
            value={currency}
            onChange={(event) => setChosen(event.target.value)}
          />
        )}
        <GgrChart currency={currency} days={ggrByDay(report, currency)} formatDay={formatDay} />
      </section>
      <ReportTable rows={report.rows} formatDay={formatDay} />
    </>
  );
}

/** Every day of the period, oldest first, 0 where the currency had no rounds. */
function ggrByDay(report: Report, currency: string) {
  const ggr = new Map(
    report.rows.filter((row) => row.currency === currency).map((row) => [row.day, row.ggr]),
  );
  const days: { day: string; ggr: number }[] = [];
  const last = Date.parse(`${report.to}T00:00:00Z`);
  for (let at = Date.parse(`${report.from}T00:00:00Z`); at <= last; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push({ day, ggr: ggr.get(day) ?? 0 });
  }
  return days;
}

const MONEY_COLUMNS = ['stakes', 'wins', 'ggr', 'bonusCost', 'ngr'] as const;

function ReportTable({ rows, formatDay }: { rows: Row[]; formatDay(day: string): string }) {
  const { t } = useTranslation();
  const newestFirst = [...rows].sort(
    (a, b) => b.day.localeCompare(a.day) || a.currency.localeCompare(b.currency),
  );
  return (
    <DataTable
      label={t('backoffice.reports.tableLabel')}
      head={
        <>
          <th>{t('backoffice.reports.day')}</th>
          <th>{t('backoffice.reports.currency')}</th>
          <th className={styles.numeric}>{t('backoffice.reports.deposits')}</th>
          <th className={styles.numeric}>{t('backoffice.reports.withdrawals')}</th>
          {MONEY_COLUMNS.map((column) => (
            <th key={column} className={styles.numeric}>
              {t(`backoffice.reports.${column}`)}
            </th>
          ))}
          <th className={styles.numeric}>{t('backoffice.reports.players')}</th>
        </>
      }
    >
      {newestFirst.map((row) => (
        <tr key={`${row.day}-${row.currency}`}>
          <td className={styles.nowrap}>{formatDay(row.day)}</td>
          <td>{row.currency}</td>
          <CountedCell figure={row.deposits} currency={row.currency} />
          <CountedCell figure={row.withdrawals} currency={row.currency} />
          {MONEY_COLUMNS.map((column) => (
            <td key={column} className={styles.numeric}>
              <Money amountMinor={row[column]} currency={row.currency} />
            </td>
          ))}
          <td className={styles.numeric}>{row.activePlayers}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function CountedCell({
  figure,
  currency,
}: {
  figure: { count: number; amount: number };
  currency: string;
}) {
  const { t } = useTranslation();
  return (
    <td className={styles.numeric}>
      <div className={styles.stack}>
        <Money amountMinor={figure.amount} currency={currency} />
        <span className={styles.muted}>
          {t('backoffice.reports.times', { count: figure.count })}
        </span>
      </div>
    </td>
  );
}
