import type { ResponseOf } from '@croupier/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ShieldCheck } from '../../components/ui/icons';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { ClientApiError } from '../../lib/session/api-client';
import { errorMessageOf } from '../../lib/session/api-error';
import { diffFields } from './audit-changes';
import styles from './backoffice.module.css';
import { DataTable, DateTime, PageHeader, Pagination, QueryState } from './console-parts';
import { type ExpectedHead, ExpectedHeadFields, expectedHeadQuery } from './expected-head-fields';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';

type Entry = ResponseOf<'backofficeAuditLog'>['data'][number];
type Verification = ResponseOf<'backofficeAuditVerify'>['data'];
interface Filters {
  operatorId: string;
  action: string;
  targetType: string;
  targetId: string;
}
const NO_FILTERS: Filters = { operatorId: '', action: '', targetType: '', targetId: '' };
const PER_PAGE = 50;

/** Operator actions, newest first, filtered by operator, action and target; the chain check. */
export function AuditLog() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = useOperatorQuery('backofficeAuditLog', {
    query: { page, perPage: PER_PAGE, ...withoutEmpty(filters) },
  });
  const operators = useKnownOperators(query.data?.data ?? []);
  const apply = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <>
      <PageHeader title={t('backoffice.audit.heading')} actions={<VerifyChain />} />
      <FilterForm operators={operators} onApply={apply} />
      <QueryState
        query={query}
        isEmpty={query.data?.data.length === 0}
        emptyTitle={t('backoffice.audit.emptyTitle')}
        emptyText={t('backoffice.audit.emptyText')}
      >
        <AuditTable entries={query.data?.data ?? []} />
        {query.data && <Pagination meta={query.data.meta} onPage={setPage} />}
      </QueryState>
    </>
  );
}

function withoutEmpty(filters: Filters) {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
}

/** Operators seen in the log so far, for the operator filter (there is no operator list yet). */
function useKnownOperators(entries: Entry[]) {
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const unseen = entries.filter((entry) => entry.operatorId && !known.has(entry.operatorId));
  if (unseen.length > 0) {
    const next = new Map(known);
    for (const entry of unseen)
      next.set(entry.operatorId!, entry.operatorEmail ?? entry.operatorId!);
    setKnown(next);
  }
  return known;
}

function FilterForm({
  operators,
  onApply,
}: {
  operators: ReadonlyMap<string, string>;
  onApply(filters: Filters): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const change = (field: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((before) => ({ ...before, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };
  return (
    <form
      className={styles.filters}
      aria-label={t('backoffice.audit.filtersLabel')}
      onSubmit={submit}
    >
      <Select
        label={t('backoffice.audit.operator')}
        placeholder={t('backoffice.audit.anyOperator')}
        options={[...operators].map(([value, label]) => ({ value, label }))}
        value={draft.operatorId}
        onChange={change('operatorId')}
      />
      <TextField
        label={t('backoffice.audit.action')}
        value={draft.action}
        onChange={change('action')}
      />
      <TextField
        label={t('backoffice.audit.targetType')}
        value={draft.targetType}
        onChange={change('targetType')}
      />
      <TextField
        label={t('backoffice.audit.targetId')}
        value={draft.targetId}
        onChange={change('targetId')}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('backoffice.audit.apply')}</Button>
        <Button variant="ghost" onClick={reset}>
          {t('backoffice.audit.reset')}
        </Button>
      </div>
    </form>
  );
}

function AuditTable({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('backoffice.audit.tableLabel')}
      columns={
        <>
          <col className={styles.colNumber} />
          <col className={styles.colWhen} />
          <col />
          <col className={styles.colAction} />
          <col className={styles.colTarget} />
          <col className={styles.colChanges} />
        </>
      }
      head={
        <>
          <th>{t('backoffice.audit.id')}</th>
          <th>{t('backoffice.audit.at')}</th>
          <th>{t('backoffice.audit.operator')}</th>
          <th>{t('backoffice.audit.action')}</th>
          <th>{t('backoffice.audit.target')}</th>
          <th>{t('backoffice.audit.changes')}</th>
        </>
      }
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td className={styles.muted}>{entry.id}</td>
          <td>
            <DateTime iso={entry.at} isCompact />
          </td>
          <td className={styles.wrapAnywhere}>
            <div className={styles.stack}>
              <span>
                {entry.operatorEmail ? (
                  <Email address={entry.operatorEmail} />
                ) : (
                  t('backoffice.audit.system')
                )}
              </span>
              {entry.ip && (
                <span className={`${styles.mono} ${styles.muted}`}>
                  <span className="visually-hidden">{t('backoffice.audit.ip')} </span>
                  {entry.ip}
                </span>
              )}
            </div>
          </td>
          <td className={`${styles.mono} ${styles.wrapAnywhere}`}>{entry.action}</td>
          <td>
            <Target type={entry.targetType} id={entry.targetId} />
          </td>
          <td className={styles.wrapAnywhere}>
            <Changes before={entry.before} after={entry.after} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** An e-mail that, when it must wrap, wraps after its @. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

function Target({ type, id }: { type: string | null; id: string | null }) {
  if (!type) return '—';
  return (
    <div className={styles.stack}>
      <span className={styles.muted}>{type}</span>
      {id && (
        <span className={`${styles.mono} ${styles.id}`} title={id}>
          {id}
        </span>
      )}
    </div>
  );
}

/** What an action changed: each field whose value differs, before → after. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const changes = diffFields(before, after);
  if (changes.length === 0) return '—';
  return (
    <ul className={`${styles.changeList} ${styles.mono}`}>
      {changes.map(({ field, from, to }) => (
        <li key={field}>
          <span className={styles.muted}>{field}:</span>{' '}
          {from === undefined ? to : `${from} → ${to ?? '—'}`}
        </li>
      ))}
    </ul>
  );
}

function VerifyChain() {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const [result, setResult] = useState<Verification | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const [head, setHead] = useState<ExpectedHead>({ id: '', hash: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const verify = async () => {
    setIsChecking(true);
    setFailure(null);
    setFieldErrors({});
    try {
      setResult((await call('backofficeAuditVerify', expectedHeadQuery(head))).data);
    } catch (error) {
      if (error instanceof ClientApiError) setFieldErrors(error.fields);
      setFailure(errorMessageOf(error, t('backoffice.common.failed')));
    } finally {
      setIsChecking(false);
    }
  };
  return (
    <div className={styles.verify}>
      <Button
        variant="secondary"
        icon={<ShieldCheck aria-hidden="true" />}
        isLoading={isChecking}
        onClick={verify}
      >
        {t('backoffice.audit.verify')}
      </Button>
      <ExpectedHeadFields value={head} onChange={setHead} errors={fieldErrors} />
      {failure && <Alert type="error">{failure}</Alert>}
      {result && <VerificationResult result={result} />}
    </div>
  );
}

function VerificationResult({ result }: { result: Verification }) {
  const { t } = useTranslation();
  if (result.isIntact) {
    return (
      <Alert type="success">{t('backoffice.audit.intact', { count: result.checkedRows })}</Alert>
    );
  }
  const broken = result.firstBroken;
  return (
    <Alert type="error">
      {t('backoffice.audit.broken', {
        id: broken?.id ?? '?',
        reason: broken ? t(`backoffice.audit.reasons.${broken.reason}`) : '',
      })}
    </Alert>
  );
}
