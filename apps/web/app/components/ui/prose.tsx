import type { ReactNode } from 'react';
import styles from './prose.module.css';

export interface ProseProps {
  /** Managed HTML from the content API (sanitised by the server). */
  html?: string;
  children?: ReactNode;
  className?: string;
}

/** Typography for managed content: headings, paragraphs, lists, tables and links. */
export function Prose({ html, children, className }: ProseProps) {
  const classes = [styles.prose, className].filter(Boolean).join(' ');
  if (html !== undefined)
    return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={classes}>{children}</div>;
}
