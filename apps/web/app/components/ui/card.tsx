import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
  /** `promo` adds the brand gradient and glow, for promotional surfaces only. */
  variant?: 'panel' | 'card' | 'raised' | 'promo';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}

export function Card({
  as: Element = 'div',
  variant = 'card',
  padding = 'md',
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Element
      {...props}
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-padding={padding}
    >
      {children}
    </Element>
  );
}
