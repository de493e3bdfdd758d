import type { PlayerDocument } from '@croupier/contract';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@croupier/contract/document-rules';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Select } from '~/components/ui/select';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useLiveChannel, useLiveResync } from '~/lib/live';
import { useApi } from '~/lib/session/api-client';
import { errorMessageOf } from '~/lib/session/api-error';
import { useToasts } from '~/lib/toasts';
import { BadgeCheck, Eye, FileText, Trash2, Upload } from '../../components/ui/icons';
import styles from './documents.module.css';
import { documentFileUrl, uploadDocument } from './documents-api';

const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
const STATUS = {
  1: { key: 'pending', variant: 'warning' },
  2: { key: 'approved', variant: 'success' },
  3: { key: 'declined', variant: 'error' },
} as const;

function useDocuments() {
  const api = useApi();
  const [state, setState] = useState<{ data: PlayerDocument[]; level: 0 | 1 | 2 }>();
  const [hasFailed, setHasFailed] = useState(false);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again.
  useEffect(() => {
    let isCurrent = true;
    api('documents').then(
      (answer) => {
        if (!isCurrent) return;
        setState({ data: answer.data, level: answer.meta.verificationLevel });
        setHasFailed(false);
      },
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, round]);
  // A review reaches the player as a messenger message; the list follows it live.
  useLiveChannel('messenger:notifications', (event) => {
    if (event.message?.kind.startsWith('document.')) setRound((value) => value + 1);
  });
  useLiveResync('messenger:notifications', () => setRound((value) => value + 1));
  return { state, hasFailed, reload: () => setRound((value) => value + 1) };
}

/**
 * `/profile/documents`: upload identity, address, payment-method and selfie documents (drag and
 * drop or choose, previewed before sending), see each one's review status, view or delete it.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const { state, hasFailed, reload } = useDocuments();
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId} className={styles.page}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('documents.page.title')}
        </h2>
        {state && (
          <Badge
            variant={state.level > 0 ? 'success' : 'neutral'}
            icon={state.level > 0 ? <BadgeCheck /> : undefined}
          >
            {t(`documents.level.${state.level}`)}
          </Badge>
        )}
      </div>
      <p className={styles.lead}>{t('documents.page.lead')}</p>
      <UploadForm onUploaded={reload} />
      {!state && hasFailed ? (
        <Alert
          type="error"
          action={
            <Button size="sm" onClick={reload}>
              {t('documents.page.retry')}
            </Button>
          }
        >
          {t('documents.page.loadFailed')}
        </Alert>
      ) : !state ? (
        <Skeleton variant="text" lines={4} />
      ) : state.data.length === 0 ? (
        <p className={styles.empty}>{t('documents.page.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('documents.page.listLabel')}>
          {state.data.map((document) => (
            <DocumentRow key={document.id} document={document} onDeleted={reload} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function UploadForm({ onUploaded }: { onUploaded(): void }) {
  const { t, locale } = useTranslation();
  const { show } = useToasts();
  const inputId = useId();
  const [type, setType] = useState<string>(DOCUMENT_TYPES[0]);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const [isDragging, setIsDragging] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (!file?.type.startsWith('image/')) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    setError(undefined);
    if (chosen && chosen.size > DOCUMENT_MAX_BYTES) {
      setFile(undefined);
      setError(t('documents.upload.tooLarge'));
      return;
    }
    setFile(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const submit = async () => {
    if (!file) return setError(t('documents.upload.chooseFirst'));
    setIsBusy(true);
    try {
      await uploadDocument(type, file, locale);
      show({ type: 'success', title: t('documents.upload.done') });
      setFile(undefined);
      onUploaded();
    } catch (failure) {
      setError(errorMessageOf(failure, t('account.errors.somethingWrong')));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <form
      className={styles.upload}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Select
        label={t('documents.upload.type')}
        value={type}
        options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`documents.types.${value}`) }))}
        onChange={(event) => setType(event.target.value)}
      />
      <label
        htmlFor={inputId}
        className={styles.drop}
        data-dragging={isDragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
      >
        {preview ? (
          <img src={preview} alt={t('documents.upload.previewAlt')} className={styles.preview} />
        ) : (
          <Upload aria-hidden="true" className={styles.dropIcon} />
        )}
        <span className={styles.dropText}>{file ? file.name : t('documents.upload.drop')}</span>
        <span className={styles.hint}>{t('documents.upload.rules')}</span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className={styles.fileInput}
          aria-label={t('documents.upload.file')}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" icon={<Upload />} isLoading={isBusy} disabled={!file}>
        {t('documents.upload.submit')}
      </Button>
    </form>
  );
}

function DocumentRow({ document, onDeleted }: { document: PlayerDocument; onDeleted(): void }) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const { show } = useToasts();
  const nameId = useId();
  const [isBusy, setIsBusy] = useState(false);
  const status = STATUS[document.status];
  const view = async () => {
    try {
      const url = await documentFileUrl(document.id);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      show({ type: 'error', title: t('account.errors.somethingWrong') });
    }
  };
  const remove = async () => {
    setIsBusy(true);
    try {
      await api('deleteDocument', { params: { id: document.id } });
      show({ type: 'success', title: t('documents.row.deleted') });
      onDeleted();
    } catch (failure) {
      show({ type: 'error', title: errorMessageOf(failure, t('account.errors.somethingWrong')) });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <li className={styles.row} aria-labelledby={nameId}>
      <FileText aria-hidden="true" className={styles.rowIcon} />
      <div className={styles.rowText}>
        <h3 id={nameId}>{t(`documents.types.${document.type}`)}</h3>
        <p className={styles.hint}>
          {document.fileName} ·{' '}
          {new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
            new Date(document.createdAt),
          )}
        </p>
        {document.declineReason && (
          <p className={styles.reason}>
            {t('documents.row.reason', { reason: document.declineReason })}
          </p>
        )}
      </div>
      <Badge variant={status.variant}>{t(`documents.status.${status.key}`)}</Badge>
      <div className={styles.rowActions}>
        <Button size="sm" variant="ghost" icon={<Eye />} onClick={() => void view()}>
          {t('documents.row.view')}
        </Button>
        {document.status === 1 && (
          <Button
            size="sm"
            variant="ghost"
            icon={<Trash2 />}
            isLoading={isBusy}
            onClick={() => void remove()}
          >
            {t('documents.row.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
