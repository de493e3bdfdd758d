import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Amount } from '../../components/ui/amount';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pencil } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import { errorMessageOf } from '../../lib/session/api-error';
import styles from './backoffice.module.css';
import { useOperator } from './operator-context';
import type { OperatorQuery } from './use-operator-api';

/**
 * Pieces every console page shares: its header, loading/empty/error states, paging, values, a
 * row's edit button and a dialog's buttons.
 */

export function PageHeader({
  title,
  lead,
  actions,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.pageHeader}>
      <div>
        <h1 className={styles.pageTitle}>{title}</h1>
        {lead && <p className={styles.pageLead}>{lead}</p>}
      </div>
      {actions && <div className={styles.toolbar}>{actions}</div>}
    </header>
  );
}

interface QueryStateProps {
  query: OperatorQuery<unknown>;
  isEmpty: boolean;
  emptyTitle: string;
  emptyText: string;
  children: ReactNode;
}

/** Skeleton rows while the first answer is on its way, the API's refusal, or the empty state. */
export function QueryState({ query, isEmpty, emptyTitle, emptyText, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (query.error && !query.data) {
    return (
      <Alert
        type="error"
        title={t('backoffice.common.loadFailed')}
        action={
          <Button variant="secondary" size="sm" onClick={query.reload}>
            {t('backoffice.common.retry')}
          </Button>
        }
      >
        {errorMessageOf(query.error, '')}
      </Alert>
    );
  }
  if (!query.data) return <Skeleton lines={6} height={20} />;
  if (isEmpty) return <EmptyState title={emptyTitle} description={emptyText} />;
  return <>{children}</>;
}

export function Pagination({
  meta,
  onPage,
}: {
  meta: { page: number; perPage: number; total: number };
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(meta.total / meta.perPage));
  if (pages === 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('backoffice.common.pagination')}>
      <Button
        variant="ghost"
        size="sm"
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
      >
        {t('backoffice.common.previous')}
      </Button>
      <span>{t('backoffice.common.pageOf', { page: meta.page, pages })}</span>
      <Button
        variant="ghost"
        size="sm"
        disabled={meta.page >= pages}
        onClick={() => onPage(meta.page + 1)}
      >
        {t('backoffice.common.next')}
      </Button>
    </nav>
  );
}

interface DataTableProps {
  label: string;
  /** The header cells. */
  head: ReactNode;
  /** Column widths, for a table laid out to fit whatever its cells hold. */
  columns?: ReactNode;
  children: ReactNode;
}

/** A console table named for assistive technology, scrolling sideways when it must. */
export function DataTable({ label, head, columns, children }: DataTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table
        className={[styles.table, columns && styles.fixedTable].filter(Boolean).join(' ')}
        aria-label={label}
      >
        {columns && <colgroup>{columns}</colgroup>}
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function Money({ amountMinor, currency }: { amountMinor: number; currency: string }) {
  const { locale } = useTranslation();
  return <Amount amountMinor={amountMinor} currency={currency} locale={locale} />;
}

interface DateTimeProps {
  iso: string;
  isDateOnly?: boolean;
  /** A short date, for dense tables. */
  isCompact?: boolean;
}

/** A moment in the operator's language and time zone (rendered in the browser only). */
export function DateTime({ iso, isDateOnly = false, isCompact = false }: DateTimeProps) {
  const { locale } = useTranslation();
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: isCompact ? 'short' : 'medium',
    timeStyle: isDateOnly ? undefined : 'medium',
  });
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}

/**
 * The player by name (e-mail or nickname) with their id below, or by id alone when the row has no
 * name; a link where the role may open players.
 */
export function PlayerCell({ playerId, name }: { playerId: string; name: string | null }) {
  const href = useLocalizedHref();
  const { can } = useOperator();
  const id = (
    <span className={`${styles.mono} ${styles.id}`} title={playerId}>
      {playerId}
    </span>
  );
  const label = name ?? id;
  return (
    <div className={styles.stack}>
      {can('players.read') ? (
        <Link to={href(`/backoffice/players/${playerId}`)}>{label}</Link>
      ) : (
        label
      )}
      {name && <span className={styles.muted}>{id}</span>}
    </div>
  );
}

interface FormPanelProps {
  label: string;
  /** A visible heading; the label alone names the form otherwise. */
  heading?: string;
  failure: string | null;
  isSending: boolean;
  submitLabel: string;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}

/** A console form on its panel: its name, a refusal above the fields, the send button below. */
export function FormPanel({
  label,
  heading,
  failure,
  isSending,
  submitLabel,
  onSubmit,
  children,
}: FormPanelProps) {
  return (
    <form className={styles.createForm} aria-label={label} onSubmit={onSubmit} noValidate>
      {heading && <h2 className={styles.sectionTitle}>{heading}</h2>}
      {failure && <Alert type="error">{failure}</Alert>}
      {children}
      <div className={styles.dialogActions}>
        <Button type="submit" isLoading={isSending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface DialogActionsProps {
  submitLabel: string;
  isSending: boolean;
  onCancel(): void;
}

/** A console dialog's buttons: cancel, then the one that sends its form. */
export function DialogActions({ submitLabel, isSending, onCancel }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.dialogActions}>
      <Button variant="ghost" onClick={onCancel}>
        {t('backoffice.common.cancel')}
      </Button>
      <Button type="submit" isLoading={isSending}>
        {submitLabel}
      </Button>
    </div>
  );
}

interface EditButtonProps {
  /** The accessible name, which says what is edited. */
  label: string;
  children: ReactNode;
  onClick(): void;
}

/** A table row's edit button. */
export function EditButton({ label, children, onClick }: EditButtonProps) {
  return (
    <Button
      size="sm"
      variant="secondary"
      icon={<Pencil aria-hidden="true" />}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
