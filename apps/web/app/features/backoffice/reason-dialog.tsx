import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { TextArea } from '../../components/ui/text-area';
import { useTranslation } from '../../lib/i18n';
import { errorMessageOf } from '../../lib/session/api-error';
import styles from './backoffice.module.css';

const MIN_REASON_LENGTH = 3;
const MODAL_Z_INDEX = 1000;

export interface ReasonDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** Sends the action with the reason; a rejection's message shows in the dialog. */
  onConfirm(reason: string): Promise<void>;
  onClose(): void;
  /** Fields the action needs besides its reason (an amount), shown above it. */
  children?: ReactNode;
  /** Whether those fields are valid; they show their own errors when not. */
  canConfirm?(): boolean;
  /** Above another modal (the document viewer) it sits one step higher. */
  zIndex?: number;
}

/** Asks for the reason an action needs (reject, block, adjust); it goes to the audit log. */
export function ReasonDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  children,
  canConfirm = () => true,
  zIndex = MODAL_Z_INDEX,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const isValid = reason.trim().length >= MIN_REASON_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (!canConfirm() || !isValid) return;
    setIsSending(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
    } catch (error) {
      setFailure(errorMessageOf(error, t('backoffice.common.failed')));
      setIsSending(false);
    }
  };

  return (
    <Modal zIndex={zIndex} size="sm" onClose={onClose}>
      <ModalTitle>{title}</ModalTitle>
      <form className={styles.dialogBody} onSubmit={submit} noValidate>
        <p className={styles.dialogText}>{text}</p>
        {failure && <Alert type="error">{failure}</Alert>}
        {children}
        <TextArea
          label={t('backoffice.common.reason')}
          hint={t('backoffice.common.reasonHint')}
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setIsTouched(true)}
          error={isTouched && !isValid ? t('backoffice.common.reasonTooShort') : undefined}
          required
        />
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('backoffice.common.cancel')}
          </Button>
          <Button type="submit" isLoading={isSending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
