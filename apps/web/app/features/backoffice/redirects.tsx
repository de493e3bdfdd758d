import type { BackofficeRedirect } from '@croupier/contract';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { RefreshCw, Trash2 } from '../../components/ui/icons';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import {
  DataTable,
  DialogActions,
  EditButton,
  FormPanel,
  PageHeader,
  QueryState,
} from './console-parts';
import { useOperatorAction, useOperatorApi, useOperatorQuery } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

const MODAL_Z_INDEX = 1000;
const EMPTY = { fromPath: '', to: '', statusCode: '301' };
type Form = ReturnType<typeof useOperatorForm<typeof EMPTY>>;

/** Redirects by path: a visit to a path no page claims goes to its target. */
export function Redirects() {
  const { t } = useTranslation();
  const query = useOperatorQuery('backofficeRedirects', {});
  const [editing, setEditing] = useState<BackofficeRedirect | null>(null);
  const list = query.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('backoffice.content.redirects.heading')}
        lead={t('backoffice.content.redirects.lead')}
        actions={
          <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
            {t('backoffice.content.refresh')}
          </Button>
        }
      />
      <RedirectCreateForm onCreated={query.reload} />
      <QueryState
        query={query}
        isEmpty={list.length === 0}
        emptyTitle={t('backoffice.content.redirects.emptyTitle')}
        emptyText={t('backoffice.content.redirects.emptyText')}
      >
        <DataTable
          label={t('backoffice.content.redirects.tableLabel')}
          head={
            <>
              <th>{t('backoffice.content.redirects.fromPath')}</th>
              <th>{t('backoffice.content.redirects.to')}</th>
              <th>{t('backoffice.content.redirects.statusCode')}</th>
              <th className={styles.numeric}>{t('backoffice.content.actions')}</th>
            </>
          }
        >
          {list.map((redirect) => (
            <tr key={redirect.fromPath}>
              <td className={styles.mono}>{redirect.fromPath}</td>
              <td className={`${styles.mono} ${styles.wrapAnywhere}`}>{redirect.to}</td>
              <td>{t(`backoffice.content.redirects.statuses.${redirect.statusCode}`)}</td>
              <td className={`${styles.numeric} ${styles.nowrap}`}>
                <div className={styles.rowActions}>
                  <EditButton
                    label={t('backoffice.content.editLabel', { name: redirect.fromPath })}
                    onClick={() => setEditing(redirect)}
                  >
                    {t('backoffice.content.edit')}
                  </EditButton>
                  <DeleteButton redirect={redirect} onDeleted={query.reload} />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      </QueryState>
      {editing && (
        <RedirectDialog
          redirect={editing}
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

function TargetFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('backoffice.content.redirects.to')}
        hint={t('backoffice.content.redirects.toHint')}
        value={form.draft.to}
        spellCheck={false}
        onChange={form.change('to')}
        error={form.errorOf('to')}
        required
      />
      <Select
        label={t('backoffice.content.redirects.statusCode')}
        options={['301', '302'].map((value) => ({
          value,
          label: t(`backoffice.content.redirects.statuses.${value}`),
        }))}
        value={form.draft.statusCode}
        onChange={form.change('statusCode')}
        error={form.errorOf('statusCode')}
      />
    </>
  );
}

const targetOf = (draft: typeof EMPTY) => ({
  to: draft.to,
  statusCode: Number(draft.statusCode) as 301 | 302,
});

function RedirectCreateForm({ onCreated }: { onCreated(): void }) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const form = useOperatorForm(EMPTY);
  const submit = form.submitWith(async (draft) => {
    const { data } = await call('backofficeCreateRedirect', {
      body: { fromPath: draft.fromPath, ...targetOf(draft) },
    });
    show({
      type: 'success',
      title: t('backoffice.content.redirects.created', { name: data.fromPath }),
    });
    onCreated();
  });
  return (
    <FormPanel
      label={t('backoffice.content.redirects.createLabel')}
      heading={t('backoffice.content.redirects.createHeading')}
      failure={form.failure}
      isSending={form.isSending}
      submitLabel={t('backoffice.content.redirects.create')}
      onSubmit={submit}
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('backoffice.content.redirects.fromPath')}
          hint={t('backoffice.content.redirects.fromPathHint')}
          value={form.draft.fromPath}
          spellCheck={false}
          onChange={form.change('fromPath')}
          error={form.errorOf('fromPath')}
          required
        />
        <TargetFields form={form} />
      </div>
    </FormPanel>
  );
}

interface DialogProps {
  redirect: BackofficeRedirect;
  onClose(): void;
  onSaved(): void;
}

function RedirectDialog({ redirect, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const form = useOperatorForm({ ...redirect, statusCode: String(redirect.statusCode) });
  const submit = form.submitWith(async (draft) => {
    await call('backofficeUpdateRedirect', {
      params: { fromPath: redirect.fromPath },
      body: targetOf(draft),
    });
    show({
      type: 'success',
      title: t('backoffice.content.redirects.saved', { name: redirect.fromPath }),
    });
    onSaved();
  });
  return (
    <Modal zIndex={MODAL_Z_INDEX} size="sm" onClose={onClose}>
      <ModalTitle>
        {t('backoffice.content.redirects.editTitle', { name: redirect.fromPath })}
      </ModalTitle>
      <form className={styles.dialogBody} onSubmit={submit} noValidate>
        {form.failure && <Alert type="error">{form.failure}</Alert>}
        <TargetFields form={form} />
        <DialogActions
          submitLabel={t('backoffice.content.save')}
          isSending={form.isSending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

function DeleteButton({
  redirect,
  onDeleted,
}: {
  redirect: BackofficeRedirect;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { isBusy, run } = useOperatorAction();
  const remove = () =>
    run(async () => {
      await call('backofficeDeleteRedirect', { params: { fromPath: redirect.fromPath } });
      onDeleted();
      return t('backoffice.content.redirects.deleted', { name: redirect.fromPath });
    });
  return (
    <Button
      size="sm"
      variant="ghost"
      icon={<Trash2 aria-hidden="true" />}
      isLoading={isBusy}
      aria-label={t('backoffice.content.deleteLabel', { name: redirect.fromPath })}
      onClick={remove}
    >
      {t('backoffice.content.delete')}
    </Button>
  );
}
