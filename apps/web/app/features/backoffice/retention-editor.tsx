import { type FormEvent, Fragment, type ReactNode, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Plus, RefreshCw } from '../../components/ui/icons';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { DataTable, DialogActions, PageHeader, QueryState } from './console-parts';
import { useOperator } from './operator-context';
import type { OperatorQuery } from './use-operator-api';

/** The frame the quest and tournament editors share: a list page and its create/edit dialog. */

interface EditorListProps<T> {
  query: OperatorQuery<{ data: T[] }>;
  texts: {
    heading: string;
    count: string | undefined;
    newItem: string;
    emptyTitle: string;
    emptyText: string;
    tableLabel: string;
  };
  head: ReactNode;
  keyOf(item: T): string;
  /** A row, with its edit action where the role may edit. */
  renderRow(item: T, onEdit: (() => void) | undefined): ReactNode;
  /** The dialog for an item, or for a new one (null). */
  renderDialog(item: T | null, onClose: () => void, onSaved: () => void): ReactNode;
}

export function EditorList<T>({
  query,
  texts,
  head,
  keyOf,
  renderRow,
  renderDialog,
}: EditorListProps<T>) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const items = query.data?.data ?? [];
  const canManage = can('retention.manage');
  return (
    <>
      <PageHeader
        title={texts.heading}
        lead={texts.count}
        actions={
          <>
            <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
              {t('backoffice.retention.refresh')}
            </Button>
            {canManage && (
              <Button size="sm" icon={<Plus />} onClick={() => setEditing({ item: null })}>
                {texts.newItem}
              </Button>
            )}
          </>
        }
      />
      <QueryState
        query={query}
        isEmpty={items.length === 0}
        emptyTitle={texts.emptyTitle}
        emptyText={texts.emptyText}
      >
        <DataTable
          label={texts.tableLabel}
          head={
            <>
              {head}
              {canManage && <th className={styles.numeric}>{t('backoffice.retention.actions')}</th>}
            </>
          }
        >
          {items.map((item) => (
            <Fragment key={keyOf(item)}>
              {renderRow(item, canManage ? () => setEditing({ item }) : undefined)}
            </Fragment>
          ))}
        </DataTable>
      </QueryState>
      {editing &&
        renderDialog(
          editing.item,
          () => setEditing(null),
          () => {
            setEditing(null);
            query.reload();
          },
        )}
    </>
  );
}

interface EditCellProps {
  label: string;
  onEdit: (() => void) | undefined;
  /** The button alone, for a cell that holds other actions too. */
  isBare?: boolean;
}

/** A row's edit button, named for the item it opens. */
export function EditCell({ label, onEdit, isBare = false }: EditCellProps) {
  const { t } = useTranslation();
  if (!onEdit) return null;
  const button = (
    <Button size="sm" variant="secondary" aria-label={label} onClick={onEdit}>
      {t('backoffice.retention.edit')}
    </Button>
  );
  return isBare ? button : <td className={styles.numeric}>{button}</td>;
}

const MODAL_Z_INDEX = 1000;

interface EditorDialogProps {
  title: string;
  formLabel: string;
  /** What the operator should know before editing (a quest players took, a started tournament). */
  note: string | null;
  failure: string | null;
  isSending: boolean;
  submitLabel: string;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}

/** The create/edit dialog: refusals above the fields, cancel and save below. */
export function EditorDialog({
  title,
  formLabel,
  note,
  failure,
  isSending,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: EditorDialogProps) {
  return (
    <Modal zIndex={MODAL_Z_INDEX} size="lg" onClose={onClose}>
      <ModalTitle>{title}</ModalTitle>
      <form className={styles.dialogBody} aria-label={formLabel} onSubmit={onSubmit} noValidate>
        {failure && <Alert type="error">{failure}</Alert>}
        {note && <Alert type="info">{note}</Alert>}
        {children}
        <DialogActions submitLabel={submitLabel} isSending={isSending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
