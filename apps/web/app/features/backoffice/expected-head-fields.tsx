import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import own from './expected-head-fields.module.css';

export interface ExpectedHead {
  id: string;
  hash: string;
}

interface Props {
  value: ExpectedHead;
  onChange(value: ExpectedHead): void;
  errors: Record<string, string[]>;
}

/**
 * The audit head recorded outside the database (the `audit head` log line, the
 * croupier_audit_head_id metric): with it the check also tells rows cut off the end.
 */
export function ExpectedHeadFields({ value, onChange, errors }: Props) {
  const { t } = useTranslation();
  return (
    <details className={own.details} open={Boolean(value.id || value.hash) || undefined}>
      <summary>{t('backoffice.audit.expectedHead')}</summary>
      <p className={own.hint}>{t('backoffice.audit.expectedHeadHint')}</p>
      <div className={own.fields}>
        <TextField
          label={t('backoffice.audit.expectedId')}
          inputMode="numeric"
          value={value.id}
          onChange={(event) => onChange({ ...value, id: event.target.value })}
          error={errors.expectId?.[0]}
        />
        <TextField
          label={t('backoffice.audit.expectedHash')}
          spellCheck={false}
          value={value.hash}
          onChange={(event) => onChange({ ...value, hash: event.target.value })}
          error={errors.expectHash?.[0]}
        />
      </div>
    </details>
  );
}

/** The verification's query: both parts of the head, or none. */
export function expectedHeadQuery(head: ExpectedHead) {
  const id = head.id.trim();
  const hash = head.hash.trim().toLowerCase();
  if (id === '' && hash === '') return {};
  return { query: { ...(id && { expectId: id }), ...(hash && { expectHash: hash }) } };
}
