import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { RefreshCw } from '../../components/ui/icons';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { Select } from '../../components/ui/select';
import { TextArea } from '../../components/ui/text-area';
import { useTranslation } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import { DataTable, DialogActions, EditButton, PageHeader, QueryState } from './console-parts';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

type ManagedText = ResponseOf<'backofficeTexts'>['data'][number];
const MODAL_Z_INDEX = 1000;

/** The site's managed texts (footer tagline, home titles…) with their value in each locale. */
export function ManagedTexts() {
  const { t } = useTranslation();
  const locales = useRootData()?.locales ?? [];
  const query = useOperatorQuery('backofficeTexts', {});
  const [editing, setEditing] = useState<ManagedText | null>(null);
  const list = query.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('backoffice.content.texts.heading')}
        lead={t('backoffice.content.texts.lead')}
        actions={
          <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
            {t('backoffice.content.refresh')}
          </Button>
        }
      />
      <QueryState
        query={query}
        isEmpty={list.length === 0}
        emptyTitle={t('backoffice.content.texts.emptyTitle')}
        emptyText={t('backoffice.content.texts.emptyText')}
      >
        <DataTable
          label={t('backoffice.content.texts.tableLabel')}
          head={
            <>
              <th>{t('backoffice.content.texts.key')}</th>
              {locales.map((known) => (
                <th key={known.code}>{known.name}</th>
              ))}
              <th className={styles.numeric}>{t('backoffice.content.actions')}</th>
            </>
          }
        >
          {list.map((text) => (
            <tr key={text.key}>
              <td className={styles.mono}>{text.key}</td>
              {locales.map((known) => (
                <td key={known.code} lang={known.code}>
                  {text.values[known.code] ?? '—'}
                </td>
              ))}
              <td className={`${styles.numeric} ${styles.nowrap}`}>
                <EditButton
                  label={t('backoffice.content.editLabel', { name: text.key })}
                  onClick={() => setEditing(text)}
                >
                  {t('backoffice.content.edit')}
                </EditButton>
              </td>
            </tr>
          ))}
        </DataTable>
      </QueryState>
      {editing && (
        <TextDialog
          text={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            query.reload();
          }}
        />
      )}
    </>
  );
}

interface DialogProps {
  text: ManagedText;
  onClose(): void;
  onSaved(): void;
}

function TextDialog({ text, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const locales = useRootData()?.locales ?? [];
  const form = useOperatorForm<Record<string, string>>({
    ...Object.fromEntries(locales.map((known) => [known.code, text.values[known.code] ?? ''])),
    locale: locales.find((known) => known.isDefault)?.code ?? 'en',
  });
  const locale = form.draft.locale ?? 'en';
  const submit = form.submitWith(async (draft) => {
    await call('backofficeUpdateText', {
      params: { key: text.key },
      body: { locale, value: draft[locale] ?? '' },
    });
    show({ type: 'success', title: t('backoffice.content.texts.saved', { name: text.key }) });
    onSaved();
  });
  return (
    <Modal zIndex={MODAL_Z_INDEX} size="md" onClose={onClose}>
      <ModalTitle>{t('backoffice.content.texts.editTitle', { name: text.key })}</ModalTitle>
      <form className={styles.dialogBody} onSubmit={submit} noValidate>
        {form.failure && <Alert type="error">{form.failure}</Alert>}
        <Select
          label={t('backoffice.content.language')}
          options={locales.map((known) => ({ value: known.code, label: known.name }))}
          value={locale}
          onChange={form.change('locale')}
          error={form.errorOf('locale')}
        />
        <TextArea
          label={t('backoffice.content.texts.value')}
          lang={locale}
          rows={3}
          value={form.draft[locale] ?? ''}
          onChange={form.change(locale)}
          error={form.errorOf('value')}
        />
        <DialogActions
          submitLabel={t('backoffice.content.save')}
          isSending={form.isSending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
