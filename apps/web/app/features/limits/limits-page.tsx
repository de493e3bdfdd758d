import type { Limit, RealityCheck } from '@croupier/contract';
import { REALITY_CHECK_INTERVALS } from '@croupier/contract/limit-periods';
import { useEffect, useId, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { formatMoney } from '~/components/ui/amount';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ProgressFigure } from '~/components/ui/progress-figure';
import { Select } from '~/components/ui/select';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useApi } from '~/lib/session/api-client';
import { errorMessageOf } from '~/lib/session/api-error';
import { useToasts } from '~/lib/toasts';
import { Coffee, Plus, ShieldHalf } from '../../components/ui/icons';
import {
  CASH_GROUPS,
  type CashDefinition,
  freePeriods,
  groupLimits,
  isConfirmable,
  usedPercent,
} from './limit-groups';
import styles from './limits.module.css';
import { useLimitSavedToast, useMoment } from './use-limit-toasts';
import { useLimits } from './use-limits';

/**
 * `/profile/limits`: bet, loss and deposit limits by period (spec section 4), what each has used
 * in its period, changes waiting for their 24 hours with a confirm button, and the way to a
 * cooling-off or self-exclusion.
 */
export function LimitsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const { limits, hasFailed, reload } = useLimits();
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId} className={styles.page}>
      <h2 id={titleId} className={styles.title}>
        {t('limits.page.title')}
      </h2>
      <p className={styles.lead}>{t('limits.page.lead')}</p>
      {!limits && hasFailed ? (
        <Alert
          type="error"
          action={
            <Button size="sm" onClick={reload}>
              {t('limits.page.retry')}
            </Button>
          }
        >
          {t('limits.page.loadFailed')}
        </Alert>
      ) : !limits ? (
        <Skeleton variant="text" lines={6} />
      ) : (
        <LimitGroups limits={limits} onSaved={reload} />
      )}
    </Card>
  );
}

function LimitGroups({ limits, onSaved }: { limits: Limit[]; onSaved(): void }) {
  const groups = groupLimits(limits);
  return (
    <>
      {CASH_GROUPS.map(({ definition, key }) => (
        <CashGroup
          key={key}
          definition={definition}
          kind={key}
          limits={groups.cash[definition]}
          all={limits}
          onSaved={onSaved}
        />
      ))}
      <RealityCheckSection />
      <BreakSection exclusions={[...groups.coolingOff, ...groups.selfExclusion]} />
    </>
  );
}

function CashGroup({
  definition,
  kind,
  limits,
  all,
  onSaved,
}: {
  definition: CashDefinition;
  kind: 'bet' | 'loss' | 'deposit';
  limits: Limit[];
  all: Limit[];
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const modals = useModals();
  const titleId = useId();
  const periods = freePeriods(all, definition);
  return (
    <section aria-labelledby={titleId} className={styles.group}>
      <div className={styles.groupHead}>
        <div>
          <h3 id={titleId} className={styles.groupTitle}>
            {t(`limits.groups.${kind}.title`)}
          </h3>
          <p className={styles.hint}>{t(`limits.groups.${kind}.text`)}</p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          icon={<Plus />}
          disabled={periods.length === 0}
          onClick={() => modals.open('add-cash-limit', { definition, periods, onSaved })}
        >
          {t(`limits.groups.${kind}.add`)}
        </Button>
      </div>
      {limits.length === 0 ? (
        <p className={styles.empty}>{t('limits.page.none')}</p>
      ) : (
        <ul className={styles.list}>
          {limits.map((limit) => (
            <LimitCard key={limit.id} limit={limit} kind={kind} onSaved={onSaved} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LimitCard({
  limit,
  kind,
  onSaved,
}: {
  limit: Limit;
  kind: 'bet' | 'loss' | 'deposit';
  onSaved(): void;
}) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const modals = useModals();
  const { show } = useToasts();
  const nameId = useId();
  const moment = useMoment();
  const showSaved = useLimitSavedToast();
  const [isBusy, setIsBusy] = useState(false);
  const money = (amount: number) => formatMoney(amount, limit.currency ?? 'EUR', locale);
  const percent = usedPercent(limit);
  const periodName = t(`limits.periods.${limit.period}`);

  const run = async (action: () => Promise<{ data: Limit | null }>) => {
    setIsBusy(true);
    try {
      const { data } = await action();
      showSaved(data);
      onSaved();
    } catch (error) {
      show({ type: 'error', title: errorMessageOf(error, t('account.errors.somethingWrong')) });
    } finally {
      setIsBusy(false);
    }
  };
  const remove = () => run(() => api('deleteLimit', { params: { id: limit.id } }));
  const confirm = () => {
    const { pending } = limit;
    if (!pending) return;
    if (pending.isRemoval) return void remove();
    void run(() =>
      api('updateLimit', {
        params: { limitId: limit.id },
        body: { period: pending.period ?? 'daily', amount: pending.amount ?? 0 },
      }),
    );
  };

  return (
    <Card as="li" variant="raised" padding="md" aria-labelledby={nameId} className={styles.limit}>
      <div className={styles.limitHead}>
        <span className={styles.limitIcon} aria-hidden="true">
          <ShieldHalf />
        </span>
        <h4 id={nameId}>{periodName}</h4>
        <strong className={styles.limitAmount}>{money(limit.amount ?? 0)}</strong>
      </div>
      <ProgressFigure
        label={t(`limits.groups.${kind}.used`)}
        figure={`${money(Math.max(0, limit.currentAmount ?? 0))} / ${money(limit.amount ?? 0)}`}
        barLabel={t('limits.card.usedOf', { period: periodName })}
        max={100}
        now={percent}
        valueText={t('limits.card.usedPercent', { percent })}
        tone={percent >= 100 ? 'warning' : 'info'}
      >
        {limit.endsAt && (
          <p className={styles.hint}>{t('limits.card.resets', { at: moment(limit.endsAt) })}</p>
        )}
      </ProgressFigure>
      {limit.pending && (
        <PendingChange limit={limit} isBusy={isBusy} onConfirm={confirm} money={money} />
      )}
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="ghost"
          disabled={isBusy}
          onClick={() => modals.open('edit-cash-limit', { limit, onSaved })}
        >
          {t('limits.card.change')}
        </Button>
        {!limit.pending?.isRemoval && (
          <Button size="sm" variant="ghost" isLoading={isBusy} onClick={() => void remove()}>
            {t('limits.card.remove')}
          </Button>
        )}
      </div>
    </Card>
  );
}

function PendingChange({
  limit,
  isBusy,
  onConfirm,
  money,
}: {
  limit: Limit;
  isBusy: boolean;
  onConfirm(): void;
  money(amount: number): string;
}) {
  const { t } = useTranslation();
  const moment = useMoment();
  const pending = limit.pending!;
  const canConfirm = isConfirmable(limit, Date.now());
  const what = pending.isRemoval
    ? t('limits.pending.removal')
    : t('limits.pending.change', {
        amount: money(pending.amount ?? 0),
        period: t(`limits.periods.${pending.period ?? limit.period}`),
      });
  return (
    <div className={styles.pending} role="status">
      <p>
        <strong>{what}</strong>{' '}
        {canConfirm
          ? t('limits.pending.ready')
          : t('limits.pending.waiting', { at: moment(pending.confirmableAt) })}
      </p>
      <Button size="sm" disabled={!canConfirm} isLoading={isBusy} onClick={onConfirm}>
        {t(pending.isRemoval ? 'limits.pending.confirmRemoval' : 'limits.pending.confirm')}
      </Button>
    </div>
  );
}

/** How often real play stops for a reality check (off, 15, 30, 60 minutes); saved on change. */
function RealityCheckSection() {
  const { t } = useTranslation();
  const api = useApi();
  const { show } = useToasts();
  const titleId = useId();
  const [minutes, setMinutes] = useState<number>();
  useEffect(() => {
    let isCurrent = true;
    api('realityCheck').then(
      (answer) => isCurrent && setMinutes(answer.data.intervalMinutes),
      () => isCurrent && setMinutes(0),
    );
    return () => {
      isCurrent = false;
    };
  }, [api]);
  const save = async (next: RealityCheck['intervalMinutes']) => {
    const previous = minutes;
    setMinutes(next);
    try {
      await api('updateRealityCheck', { body: { intervalMinutes: next } });
      show({ type: 'success', title: t('limits.reality.saved') });
    } catch (error) {
      setMinutes(previous);
      show({ type: 'error', title: errorMessageOf(error, t('account.errors.somethingWrong')) });
    }
  };
  return (
    <section aria-labelledby={titleId} className={styles.group}>
      <div className={styles.groupHead}>
        <div>
          <h3 id={titleId} className={styles.groupTitle}>
            {t('limits.reality.title')}
          </h3>
          <p className={styles.hint}>{t('limits.reality.text')}</p>
        </div>
        <div className={styles.realitySelect}>
          <Select
            label={t('limits.reality.label')}
            value={minutes === undefined ? '' : String(minutes)}
            disabled={minutes === undefined}
            options={REALITY_CHECK_INTERVALS.map((value) => ({
              value: String(value),
              label:
                value === 0
                  ? t('limits.reality.off')
                  : t('limits.reality.every', { minutes: value }),
            }))}
            onChange={(event) =>
              void save(Number(event.target.value) as RealityCheck['intervalMinutes'])
            }
          />
        </div>
      </div>
    </section>
  );
}

function BreakSection({ exclusions }: { exclusions: Limit[] }) {
  const { t } = useTranslation();
  const modals = useModals();
  const titleId = useId();
  const moment = useMoment();
  return (
    <section aria-labelledby={titleId} className={styles.group} data-kind="break">
      <div className={styles.groupHead}>
        <div>
          <h3 id={titleId} className={styles.groupTitle}>
            {t('limits.break.title')}
          </h3>
          <p className={styles.hint}>{t('limits.break.text')}</p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          icon={<Coffee />}
          disabled={exclusions.length > 0}
          onClick={() => modals.open('self-exclusion-limit')}
        >
          {t('limits.break.start')}
        </Button>
      </div>
      {exclusions.length > 0 && (
        <ul className={styles.list}>
          {exclusions.map((limit) => (
            <li key={limit.id} className={styles.exclusion}>
              {t(limit.definition === 4 ? 'limits.break.selfExcluded' : 'limits.break.coolingOff', {
                at: limit.endsAt ? moment(limit.endsAt) : t('limits.break.permanent'),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
