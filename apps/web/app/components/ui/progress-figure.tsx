import type { ReactNode } from 'react';
import styles from './progress-figure.module.css';

export interface ProgressFigureProps {
  label: string;
  /** What the label's right side shows, e.g. "€40.00 / €200.00". */
  figure: ReactNode;
  /** The progress bar's accessible name. */
  barLabel: string;
  max: number;
  now: number;
  valueText: string;
  /** reward (bonuses, the default), info, or warning (a limit used up). */
  tone?: 'reward' | 'info' | 'warning';
  /** Hints and links under the bar. */
  children?: ReactNode;
}

/** A labelled progress bar with its figure: wagering of a bonus, spins played, a limit used. */
export function ProgressFigure({
  label,
  figure,
  barLabel,
  max,
  now,
  valueText,
  tone = 'reward',
  children,
}: ProgressFigureProps) {
  const percent = max > 0 ? Math.max(0, Math.min(100, Math.round((now / max) * 100))) : 0;
  return (
    <div className={styles.progress}>
      <div className={styles.label}>
        <span>{label}</span>
        <span>{figure}</span>
      </div>
      <div
        className={styles.bar}
        data-tone={tone}
        role="progressbar"
        aria-label={barLabel}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={valueText}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {children}
    </div>
  );
}
