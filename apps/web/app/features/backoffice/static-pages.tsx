import type { BackofficePage } from '@croupier/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Plus, RefreshCw } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import styles from './backoffice.module.css';
import { DataTable, EditButton, PageHeader, QueryState } from './console-parts';
import { PageCreateDialog, PageTextDialog } from './static-page-dialogs';
import { ToggleSwitch } from './toggle-switch';
import { useOperatorAction, useOperatorApi, useOperatorQuery } from './use-operator-api';

/** Static pages (`/static/{identity}`): their translations, a page's text per locale, a new page. */
export function StaticPages() {
  const { t, locale } = useTranslation();
  const locales = useRootData()?.locales ?? [];
  const query = useOperatorQuery('backofficePages', {});
  const [editing, setEditing] = useState<BackofficePage | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const pages = query.data?.data ?? [];
  const saved = () => {
    setEditing(null);
    setIsCreating(false);
    query.reload();
  };
  return (
    <>
      <PageHeader
        title={t('backoffice.content.pages.heading')}
        lead={t('backoffice.content.pages.lead')}
        actions={
          <>
            <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
              {t('backoffice.content.refresh')}
            </Button>
            <Button size="sm" icon={<Plus />} onClick={() => setIsCreating(true)}>
              {t('backoffice.content.pages.create')}
            </Button>
          </>
        }
      />
      <QueryState
        query={query}
        isEmpty={pages.length === 0}
        emptyTitle={t('backoffice.content.pages.emptyTitle')}
        emptyText={t('backoffice.content.pages.emptyText')}
      >
        <DataTable
          label={t('backoffice.content.pages.tableLabel')}
          head={
            <>
              <th>{t('backoffice.content.pages.title')}</th>
              <th>{t('backoffice.content.pages.address')}</th>
              <th>{t('backoffice.content.pages.languages')}</th>
              <th>{t('backoffice.content.pages.state')}</th>
              <th className={styles.numeric}>{t('backoffice.content.actions')}</th>
            </>
          }
        >
          {pages.map((page) => {
            const title = (page.translations[locale] ?? Object.values(page.translations)[0])?.title;
            return (
              <tr key={page.identity}>
                <td>{title}</td>
                <td className={`${styles.mono} ${styles.nowrap}`}>
                  <a href={`/static/${page.identity}`} target="_blank" rel="noreferrer">
                    /static/{page.identity}
                  </a>
                </td>
                <td className={styles.mono}>
                  {locales
                    .filter((known) => known.code in page.translations)
                    .map((known) => known.code)
                    .join(' ')}
                </td>
                <td>
                  <PublishSwitch
                    page={page}
                    title={title ?? page.identity}
                    onChanged={query.reload}
                  />
                </td>
                <td className={`${styles.numeric} ${styles.nowrap}`}>
                  <EditButton
                    label={t('backoffice.content.editLabel', { name: title })}
                    onClick={() => setEditing(page)}
                  >
                    {t('backoffice.content.edit')}
                  </EditButton>
                </td>
              </tr>
            );
          })}
        </DataTable>
      </QueryState>
      {editing && (
        <PageTextDialog page={editing} onClose={() => setEditing(null)} onSaved={saved} />
      )}
      {isCreating && <PageCreateDialog onClose={() => setIsCreating(false)} onSaved={saved} />}
    </>
  );
}

interface SwitchProps {
  page: BackofficePage;
  title: string;
  onChanged(): void;
}

/** Publishes or hides a page at once: a hidden page is not found and leaves the footer. */
function PublishSwitch({ page, title, onChanged }: SwitchProps) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { isBusy, run } = useOperatorAction();
  const toggle = () =>
    run(async () => {
      const isPublished = !page.isPublished;
      await call('backofficeUpdatePage', {
        params: { identity: page.identity },
        body: { isPublished },
      });
      onChanged();
      const key = isPublished ? 'wasPublished' : 'wasHidden';
      return t(`backoffice.content.pages.${key}`, { name: title });
    });
  return (
    <ToggleSwitch
      isOn={page.isPublished}
      label={t('backoffice.content.pages.publishLabel', { name: title })}
      stateLabel={t(
        page.isPublished ? 'backoffice.content.pages.published' : 'backoffice.content.pages.hidden',
      )}
      isBusy={isBusy}
      onToggle={toggle}
    />
  );
}
