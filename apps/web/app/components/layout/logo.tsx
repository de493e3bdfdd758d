import { useId } from 'react';
import { Link } from 'react-router';
import styles from './logo.module.css';

/** The chip mark: a violet chip with gold edge inserts and a gold spade-diamond at its heart. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const id = useId().replace(/[^\w-]/g, '');
  const chip = `${id}-chip`;
  const gold = `${id}-gold`;
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" className={styles.mark}>
      <defs>
        <linearGradient id={chip} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8f74ff" />
          <stop offset="1" stopColor="#4f2fd9" />
        </linearGradient>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd98a" />
          <stop offset="1" stopColor="#e39c1c" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="15" fill={`url(#${chip})`} />
      <circle
        cx="16"
        cy="16"
        r="12.5"
        fill="none"
        stroke={`url(#${gold})`}
        strokeWidth="3"
        strokeDasharray="4.9 4.9"
      />
      <circle cx="16" cy="16" r="9" fill="#121a2e" />
      <path d="M16 9.5 21 16l-5 6.5-5-6.5z" fill={`url(#${gold})`} />
      <circle cx="16" cy="16" r="1.6" fill="#121a2e" />
    </svg>
  );
}

/**
 * The brand link to the home page under the current locale; the brand name is not translated.
 * `isCompactOnPhone` leaves only the mark below 480 px, for a header whose other controls need
 * the room (a signed-in player's balance and deposit button).
 */
export function Logo({ to, isCompactOnPhone = false }: { to: string; isCompactOnPhone?: boolean }) {
  return (
    <Link
      to={to}
      className={styles.logo}
      aria-label="Croupier"
      data-compact={isCompactOnPhone || undefined}
    >
      <LogoMark />
      <span className={styles.wordmark} aria-hidden="true">
        Croupier
      </span>
    </Link>
  );
}
