import type { BackofficePromoPanel } from '@croupier/contract';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Plus, RefreshCw, Trash2 } from '../../components/ui/icons';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { DataTable, EditButton, PageHeader, QueryState } from './console-parts';
import { PromoPanelDialog } from './promo-panel-dialog';
import { useOperatorAction, useOperatorApi, useOperatorQuery } from './use-operator-api';

const MODAL_Z_INDEX = 1000;

/** Promo panels by placement and order: add, edit (settings and texts per locale), delete. */
export function PromoPanels() {
  const { t, locale } = useTranslation();
  const query = useOperatorQuery('backofficePromoPanels', {});
  const [editing, setEditing] = useState<BackofficePromoPanel | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BackofficePromoPanel | null>(null);
  const panels = query.data?.data ?? [];
  const titleOf = (panel: BackofficePromoPanel) =>
    (panel.translations[locale] ?? Object.values(panel.translations)[0])?.title ?? '';
  const saved = () => {
    setEditing(null);
    query.reload();
  };
  return (
    <>
      <PageHeader
        title={t('backoffice.content.panels.heading')}
        lead={t('backoffice.content.panels.lead')}
        actions={
          <>
            <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
              {t('backoffice.content.refresh')}
            </Button>
            <Button size="sm" icon={<Plus />} onClick={() => setEditing('new')}>
              {t('backoffice.content.panels.create')}
            </Button>
          </>
        }
      />
      <QueryState
        query={query}
        isEmpty={panels.length === 0}
        emptyTitle={t('backoffice.content.panels.emptyTitle')}
        emptyText={t('backoffice.content.panels.emptyText')}
      >
        <DataTable
          label={t('backoffice.content.panels.tableLabel')}
          head={
            <>
              <th>{t('backoffice.content.panels.placement')}</th>
              <th className={styles.numeric}>{t('backoffice.content.panels.position')}</th>
              <th>{t('backoffice.content.panels.title')}</th>
              <th>{t('backoffice.content.panels.link')}</th>
              <th>{t('backoffice.content.panels.state')}</th>
              <th className={styles.numeric}>{t('backoffice.content.actions')}</th>
            </>
          }
        >
          {panels.map((panel) => (
            <tr key={panel.identity}>
              <td>{t(`backoffice.content.panels.placements.${panel.placement}`)}</td>
              <td className={`${styles.numeric} ${styles.muted}`}>{panel.position}</td>
              <td>
                <div className={styles.stack}>
                  <span>{titleOf(panel)}</span>
                  <span className={`${styles.mono} ${styles.muted}`}>{panel.identity}</span>
                </div>
              </td>
              <td className={styles.mono}>{panel.link}</td>
              <td>
                <Badge variant={panel.isPublished ? 'success' : 'neutral'}>
                  {t(
                    panel.isPublished
                      ? 'backoffice.content.panels.published'
                      : 'backoffice.content.panels.hidden',
                  )}
                </Badge>
              </td>
              <td className={`${styles.numeric} ${styles.nowrap}`}>
                <div className={styles.rowActions}>
                  <EditButton
                    label={t('backoffice.content.editLabel', { name: panel.identity })}
                    onClick={() => setEditing(panel)}
                  >
                    {t('backoffice.content.edit')}
                  </EditButton>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Trash2 aria-hidden="true" />}
                    aria-label={t('backoffice.content.deleteLabel', { name: panel.identity })}
                    onClick={() => setDeleting(panel)}
                  >
                    {t('backoffice.content.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      </QueryState>
      {editing && (
        <PromoPanelDialog
          panel={editing === 'new' ? undefined : editing}
          artPaths={[
            ...new Set(panels.flatMap((panel) => [panel.desktopImage, panel.mobileImage])),
          ].sort()}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {deleting && (
        <DeleteDialog
          panel={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            query.reload();
          }}
        />
      )}
    </>
  );
}

interface DeleteProps {
  panel: BackofficePromoPanel;
  onClose(): void;
  onDeleted(): void;
}

/** Deleting cannot be undone (the audit entry keeps the panel): asked once more. */
function DeleteDialog({ panel, onClose, onDeleted }: DeleteProps) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { isBusy, run } = useOperatorAction();
  const remove = () =>
    run(async () => {
      await call('backofficeDeletePromoPanel', { params: { identity: panel.identity } });
      onDeleted();
      return t('backoffice.content.panels.deleted', { name: panel.identity });
    });
  return (
    <Modal zIndex={MODAL_Z_INDEX} size="sm" onClose={onClose}>
      <ModalTitle>
        {t('backoffice.content.panels.deleteTitle', { name: panel.identity })}
      </ModalTitle>
      <div className={styles.dialogBody}>
        <p className={styles.dialogText}>{t('backoffice.content.panels.deleteText')}</p>
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('backoffice.common.cancel')}
          </Button>
          <Button isLoading={isBusy} onClick={remove}>
            {t('backoffice.content.delete')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
