import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import charts from './daily-chart.module.css';

const WIDTH = 720;
const HEIGHT = 160;
const GAP = 2;

export type ChartTone = 'accent' | 'success' | 'warning' | 'info' | 'reward';

interface DailyChartProps {
  title: string;
  /** Every day of the period, oldest first, with its figure (0 on a day without one). */
  days: { day: string; value: number }[];
  formatValue(value: number): string;
  formatDay(day: string): string;
  /** Shown over an empty chart, when every day is 0. */
  emptyText: string;
  tone?: ChartTone;
  /** False for figures whose sum means nothing (players of each day): the peak day only. */
  isSummed?: boolean;
}

/**
 * One figure per day as bars from a zero line (a negative day goes below it), drawn as SVG: no
 * chart library. The figure under its title names the period's total and best day; a table
 * hidden from sight gives every day's figure to assistive technology.
 */
export function DailyChart({
  title,
  days,
  formatValue,
  formatDay,
  emptyText,
  tone = 'accent',
  isSummed = true,
}: DailyChartProps) {
  const { t } = useTranslation();
  const tableId = useId();
  const highest = Math.max(0, ...days.map((d) => d.value));
  const lowest = Math.min(0, ...days.map((d) => d.value));
  const span = highest - lowest;
  // Without a figure in the period the zero line is the floor, under a sentence saying so.
  const zeroY = span === 0 ? HEIGHT : (highest / span) * HEIGHT;
  const barWidth = WIDTH / Math.max(days.length, 1);
  const total = days.reduce((sum, d) => sum + d.value, 0);
  const best = days.reduce<(typeof days)[number] | undefined>(
    (top, d) => (d.value > (top?.value ?? 0) ? d : top),
    undefined,
  );
  const bestText =
    best &&
    t('backoffice.reports.chartBest', { value: formatValue(best.value), day: formatDay(best.day) });
  const summary = isSummed
    ? [t('backoffice.reports.chartTotal', { total: formatValue(total) }), bestText]
        .filter(Boolean)
        .join(' · ')
    : best &&
      t('backoffice.reports.chartPeak', {
        value: formatValue(best.value),
        day: formatDay(best.day),
      });
  return (
    <figure className={`${styles.chart} ${charts.chart}`} data-tone={tone}>
      <figcaption className={charts.caption}>
        <span className={charts.title}>{title}</span>
        <span className={charts.summary}>{summary}</span>
      </figcaption>
      <div className={charts.plot}>
        {span === 0 && <p className={styles.chartEmpty}>{emptyText}</p>}
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t('backoffice.reports.chartBars', { title })}
          aria-describedby={tableId}
        >
          <line className={styles.chartAxis} x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} />
          {days.map(({ day, value }, index) => {
            const height = span === 0 ? 0 : (Math.abs(value) / span) * HEIGHT;
            return (
              <rect
                key={day}
                className={charts.bar}
                data-negative={value < 0 || undefined}
                x={index * barWidth + GAP / 2}
                y={value >= 0 ? zeroY - height : zeroY}
                width={Math.max(barWidth - GAP, 1)}
                height={Math.max(height, value === 0 ? 0 : 1)}
              >
                <title>{`${formatDay(day)}: ${formatValue(value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className={styles.chartLegend} aria-hidden="true">
        <span>{days[0] && formatDay(days[0].day)}</span>
        <span>{days.at(-1) && formatDay(days.at(-1)!.day)}</span>
      </div>
      <table id={tableId} className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.reports.day')}</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {days.map(({ day, value }) => (
            <tr key={day}>
              <th scope="row">{formatDay(day)}</th>
              <td>{formatValue(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
