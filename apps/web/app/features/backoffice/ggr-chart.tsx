import { formatMoney } from '../../components/ui/amount';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';

const WIDTH = 720;
const HEIGHT = 200;
const GAP = 2;

interface GgrChartProps {
  currency: string;
  /** Every day of the period, oldest first, with its GGR in minor units (0 without rounds). */
  days: { day: string; ggr: number }[];
  formatDay(day: string): string;
}

/**
 * GGR per day as bars from a zero line (a losing day goes below it), drawn as SVG: no chart
 * library for one chart. The table beside it holds the same figures for assistive technology.
 */
export function GgrChart({ currency, days, formatDay }: GgrChartProps) {
  const { t, locale } = useTranslation();
  const highest = Math.max(0, ...days.map((d) => d.ggr));
  const lowest = Math.min(0, ...days.map((d) => d.ggr));
  const span = highest - lowest;
  // Without a round in the period the zero line is the floor, under a sentence saying so.
  const zeroY = span === 0 ? HEIGHT : (highest / span) * HEIGHT;
  const barWidth = WIDTH / Math.max(days.length, 1);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.sectionTitle}>
        {t('backoffice.reports.chartTitle', { currency })}
      </figcaption>
      {span === 0 && <p className={styles.chartEmpty}>{t('backoffice.reports.chartEmpty')}</p>}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('backoffice.reports.chartLabel', { currency })}
      >
        <line className={styles.chartAxis} x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} />
        {days.map(({ day, ggr }, index) => {
          const height = span === 0 ? 0 : (Math.abs(ggr) / span) * HEIGHT;
          return (
            <rect
              key={day}
              className={styles.chartBar}
              data-negative={ggr < 0 || undefined}
              x={index * barWidth + GAP / 2}
              y={ggr >= 0 ? zeroY - height : zeroY}
              width={Math.max(barWidth - GAP, 1)}
              height={Math.max(height, ggr === 0 ? 0 : 1)}
            >
              <title>{`${formatDay(day)}: ${formatMoney(ggr, currency, locale)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className={styles.chartLegend} aria-hidden="true">
        <span>{days[0] && formatDay(days[0].day)}</span>
        <span>{days.at(-1) && formatDay(days.at(-1)!.day)}</span>
      </div>
    </figure>
  );
}
