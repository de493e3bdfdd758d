import type { ReactNode } from 'react';
import styles from './accordion.module.css';
import { ChevronDown } from './icons';

export interface AccordionItemProps {
  title: ReactNode;
  children: ReactNode;
  isDefaultOpen?: boolean;
  id?: string;
}

export interface AccordionProps {
  /** The entries, or AccordionItem children for custom markup. */
  items?: readonly { id: string; title: ReactNode; content: ReactNode }[];
  children?: ReactNode;
}

/** A group of questions; each opens on its own (native details, keyboard and find-in-page work). */
export function Accordion({ items, children }: AccordionProps) {
  return (
    <div className={styles.accordion}>
      {items?.map((item) => (
        <AccordionItem key={item.id} id={item.id} title={item.title}>
          {item.content}
        </AccordionItem>
      ))}
      {children}
    </div>
  );
}

export function AccordionItem({ title, children, isDefaultOpen = false, id }: AccordionItemProps) {
  return (
    <details className={styles.item} open={isDefaultOpen} id={id}>
      <summary className={styles.summary}>
        <span className={styles.title}>{title}</span>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}
