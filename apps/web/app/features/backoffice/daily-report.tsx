import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { formatMoney } from '../../components/ui/amount';
import { Select } from '../../components/ui/select';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { DataTable, Money, PageHeader, QueryState } from './console-parts';
import { type ChartTone, DailyChart } from './daily-chart';
import charts from './daily-chart.module.css';
import { useOperatorQuery } from './use-operator-api';

type Report = ResponseOf<'backofficeDailyReport'>['data'];
type Row = Report['rows'][number];

const PERIODS_DAYS = [7, 30, 92] as const;
const DAY_MS = 86_400_000;

/**
 * Deposits, withdrawals, GGR, bonus cost and NGR per UTC day and currency; deposits, withdrawals,
 * GGR, NGR and active players drawn per day for one currency at a time.
 */
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
      <section className={styles.chartSection} aria-label={t('backoffice.reports.chartsLabel')}>
        {currencies.length > 1 && (
          <div className={charts.currency}>
            <Select
              label={t('backoffice.reports.chartCurrency')}
              options={currencies.map((code) => ({ value: code, label: code }))}
              value={currency}
              onChange={(event) => setChosen(event.target.value)}
            />
          </div>
        )}
        <ReportCharts report={report} currency={currency} formatDay={formatDay} />
      </section>
      <ReportTable rows={report.rows} formatDay={formatDay} />
    </>
  );
}

/** The report's figures charted for one currency, each with its colour. */
const CHARTS: {
  figure: 'deposits' | 'withdrawals' | 'ggr' | 'ngr' | 'players';
  tone: ChartTone;
}[] = [
  { figure: 'deposits', tone: 'success' },
  { figure: 'withdrawals', tone: 'warning' },
  { figure: 'ggr', tone: 'accent' },
  { figure: 'ngr', tone: 'info' },
  { figure: 'players', tone: 'reward' },
];

const figureOf: Record<(typeof CHARTS)[number]['figure'], (row: Row) => number> = {
  deposits: (row) => row.deposits.amount,
  withdrawals: (row) => row.withdrawals.amount,
  ggr: (row) => row.ggr,
  ngr: (row) => row.ngr,
  players: (row) => row.activePlayers,
};

function ReportCharts({
  report,
  currency,
  formatDay,
}: {
  report: Report;
  currency: string;
  formatDay(day: string): string;
}) {
  const { t, locale } = useTranslation();
  const count = new Intl.NumberFormat(locale);
  return (
    <div className={charts.grid}>
      {CHARTS.map(({ figure, tone }) => (
        <DailyChart
          key={figure}
          title={t(`backoffice.reports.charts.${figure}`, { currency })}
          days={seriesOf(report, currency, figureOf[figure])}
          formatValue={(value) =>
            figure === 'players' ? count.format(value) : formatMoney(value, currency, locale)
          }
          formatDay={formatDay}
          emptyText={t(`backoffice.reports.chartsEmpty.${figure}`)}
          tone={tone}
          isSummed={figure !== 'players'}
        />
      ))}
    </div>
  );
}

/** Every day of the period, oldest first, 0 on a day the currency has no row. */
function seriesOf(report: Report, currency: string, pick: (row: Row) => number) {
  const byDay = new Map(
    report.rows.filter((row) => row.currency === currency).map((row) => [row.day, pick(row)]),
  );
  const days: { day: string; value: number }[] = [];
  const last = Date.parse(`${report.to}T00:00:00Z`);
  for (let at = Date.parse(`${report.from}T00:00:00Z`); at <= last; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push({ day, value: byDay.get(day) ?? 0 });
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
