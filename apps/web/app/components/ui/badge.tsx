import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeVariant =
  | 'neutral'
  | 'accent'
  | 'reward'
  | 'success'
  | 'warning'
  | 'error'
  | 'info';

export interface BadgeProps {
  variant?: BadgeVariant;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Badge({ variant = 'neutral', icon, children, className }: BadgeProps) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-variant={variant}>
      {icon}
      {children}
    </span>
  );
}
