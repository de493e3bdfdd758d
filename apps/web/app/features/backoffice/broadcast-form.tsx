import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { TextArea } from '../../components/ui/text-area';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { FormPanel, PageHeader } from './console-parts';
import { useOperatorApi } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

type Draft = {
  title: string;
  text: string;
  country: string;
  currency: string;
  minLevelOrder: string;
};
const EMPTY: Draft = { title: '', text: '', country: '', currency: '', minLevelOrder: '' };

/** A message to every active player of a segment, once each; empty segment fields match all. */
export function BroadcastForm() {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const [recipients, setRecipients] = useState<number | null>(null);
  const { draft, change, errorOf, failure, isSending, submitWith } = useOperatorForm(EMPTY);
  const submit = submitWith(async (values) => {
    setRecipients(null);
    const { data } = await call('backofficeBroadcast', { body: bodyOf(values) });
    setRecipients(data.recipients);
  });
  return (
    <>
      <PageHeader title={t('backoffice.broadcast.heading')} lead={t('backoffice.broadcast.lead')} />
      <div aria-live="polite">
        {recipients !== null && (
          <Alert type="success">{t('backoffice.broadcast.sent', { count: recipients })}</Alert>
        )}
      </div>
      <FormPanel
        label={t('backoffice.broadcast.formLabel')}
        failure={failure}
        isSending={isSending}
        submitLabel={t('backoffice.broadcast.send')}
        onSubmit={submit}
      >
        <TextField
          label={t('backoffice.broadcast.title')}
          value={draft.title}
          maxLength={120}
          onChange={change('title')}
          error={errorOf('title')}
          required
        />
        <TextArea
          label={t('backoffice.broadcast.text')}
          value={draft.text}
          maxLength={2000}
          rows={5}
          onChange={change('text')}
          error={errorOf('text')}
          required
        />
        <h2 className={styles.sectionTitle}>{t('backoffice.broadcast.segment')}</h2>
        <div className={styles.formGrid}>
          <TextField
            label={t('backoffice.broadcast.country')}
            hint={t('backoffice.broadcast.countryHint')}
            value={draft.country}
            maxLength={2}
            autoCapitalize="characters"
            onChange={change('country')}
            error={errorOf('segment.country')}
          />
          <TextField
            label={t('backoffice.broadcast.currency')}
            hint={t('backoffice.broadcast.currencyHint')}
            value={draft.currency}
            autoCapitalize="characters"
            onChange={change('currency')}
            error={errorOf('segment.currency')}
          />
          <TextField
            label={t('backoffice.broadcast.minLevel')}
            hint={t('backoffice.broadcast.minLevelHint')}
            type="number"
            inputMode="numeric"
            min={1}
            value={draft.minLevelOrder}
            onChange={change('minLevelOrder')}
            error={errorOf('segment.minLevelOrder')}
          />
        </div>
      </FormPanel>
    </>
  );
}

/** Empty segment fields are left out: they match every player. */
function bodyOf(draft: Draft) {
  const country = draft.country.trim().toUpperCase();
  const currency = draft.currency.trim().toUpperCase();
  return {
    title: draft.title,
    text: draft.text,
    segment: {
      ...(country && { country }),
      ...(currency && { currency }),
      ...(draft.minLevelOrder && { minLevelOrder: Number(draft.minLevelOrder) }),
    },
  };
}
