import type { ResponseOf } from '@croupier/contract';
import { OPERATOR_ROLES } from '@croupier/contract/backoffice-permissions';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { FormPanel } from './console-parts';
import { TotpQrCode } from './totp-qr-code';
import { useOperatorApi } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

export type Enrolment = ResponseOf<'backofficeCreateOperator'>['data'];
type OperatorRole = Enrolment['operator']['role'];

const EMPTY = { email: '', name: '', role: 'support', password: '' };
const MODAL_Z_INDEX = 1000;

/** Adds an operator; their authenticator enrolment is answered once and shown once. */
export function OperatorForm({ onCreated }: { onCreated(enrolment: Enrolment): void }) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { draft, change, errorOf, failure, isSending, submitWith } = useOperatorForm(EMPTY);
  const submit = submitWith(async (values) => {
    const { data } = await call('backofficeCreateOperator', {
      body: { ...values, role: values.role as OperatorRole },
    });
    onCreated(data);
  });
  return (
    <FormPanel
      label={t('backoffice.operators.addLabel')}
      heading={t('backoffice.operators.addLabel')}
      failure={failure}
      isSending={isSending}
      submitLabel={t('backoffice.operators.add')}
      onSubmit={submit}
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('backoffice.operators.name')}
          value={draft.name}
          onChange={change('name')}
          error={errorOf('name')}
          required
        />
        <TextField
          label={t('backoffice.operators.email')}
          type="email"
          autoComplete="off"
          value={draft.email}
          onChange={change('email')}
          error={errorOf('email')}
          required
        />
        <Select
          label={t('backoffice.operators.role')}
          options={OPERATOR_ROLES.map((role) => ({
            value: role,
            label: t(`backoffice.frame.roles.${role}`),
          }))}
          value={draft.role}
          onChange={change('role')}
          error={errorOf('role')}
        />
        <TextField
          label={t('backoffice.operators.password')}
          hint={t('backoffice.operators.passwordHint')}
          type="password"
          autoComplete="new-password"
          value={draft.password}
          onChange={change('password')}
          error={errorOf('password')}
          required
        />
      </div>
    </FormPanel>
  );
}

/** The new second factor, shown this once: the secret to type, or the link to open on a phone. */
export function EnrolmentDialog({ enrolment, onClose }: { enrolment: Enrolment; onClose(): void }) {
  const { t } = useTranslation();
  const secret = new URL(enrolment.enrolmentUri).searchParams.get('secret') ?? '';
  return (
    <Modal zIndex={MODAL_Z_INDEX} size="sm" onClose={onClose}>
      <ModalTitle>
        {t('backoffice.operators.enrolmentTitle', { name: enrolment.operator.name })}
      </ModalTitle>
      <div className={styles.dialogBody}>
        <Alert type="warning">{t('backoffice.operators.enrolmentOnce')}</Alert>
        <TotpQrCode uri={enrolment.enrolmentUri} />
        <dl className={styles.facts}>
          <dt>{t('backoffice.operators.secret')}</dt>
          <dd className={styles.mono}>{secret}</dd>
          <dt>{t('backoffice.operators.enrolmentLink')}</dt>
          <dd className={`${styles.mono} ${styles.wrapAnywhere}`}>
            <a href={enrolment.enrolmentUri}>{enrolment.enrolmentUri}</a>
          </dd>
        </dl>
        <div className={styles.dialogActions}>
          <Button onClick={onClose}>{t('backoffice.operators.enrolmentDone')}</Button>
        </div>
      </div>
    </Modal>
  );
}
