import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** A short label above the title, e.g. "Favourites". */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** The next step, e.g. a button to the lobby. */
  action?: ReactNode;
  /** Replaces the default illustration (an empty card table). */
  illustration?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
  size?: 'md' | 'lg';
}

export function EmptyState({
  title,
  eyebrow,
  description,
  action,
  illustration,
  headingLevel: Heading = 'h2',
  size = 'md',
}: EmptyStateProps) {
  return (
    <div className={styles.emptyState} data-size={size}>
      <div className={styles.illustration} aria-hidden="true">
        {illustration ?? <EmptyTableIllustration />}
      </div>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

function EmptyTableIllustration() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" fill="none" aria-hidden="true">
      <ellipse cx="80" cy="100" rx="64" ry="10" fill="#0b1020" />
      <rect
        x="36"
        y="26"
        width="44"
        height="62"
        rx="6"
        fill="#222e4a"
        stroke="#3a4870"
        transform="rotate(-10 58 57)"
      />
      <rect
        x="74"
        y="22"
        width="44"
        height="62"
        rx="6"
        fill="#19233b"
        stroke="#a78bfa"
        strokeOpacity=".6"
        transform="rotate(8 96 53)"
      />
      <path d="M96 44l6 9-6 9-6-9z" fill="#a78bfa" transform="rotate(8 96 53)" />
      <circle cx="124" cy="86" r="12" fill="#f5b83d" />
      <circle cx="124" cy="86" r="7.5" stroke="#1a1204" strokeWidth="2" strokeDasharray="3 3" />
      <circle cx="34" cy="88" r="8" fill="#6a4bf5" />
      <circle
        cx="34"
        cy="88"
        r="4.5"
        stroke="#fff"
        strokeOpacity=".7"
        strokeWidth="1.5"
        strokeDasharray="2 2"
      />
    </svg>
  );
}
