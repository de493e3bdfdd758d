import type { Limit } from '@croupier/contract';
import { LIMIT_PERIODS } from '@croupier/contract/constants';
import { COOLING_OFF_PERIODS, SELF_EXCLUSION_PERIODS } from '@croupier/contract/limit-periods';
import {
  formatMinorToMajor,
  parseMajorToMinor,
  sanitizeAmountInput,
} from '@croupier/contract/validation';
import { type FormEvent, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { subunitsOf } from '~/components/ui/amount';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { ModalTitle } from '~/components/ui/modal';
import { Select } from '~/components/ui/select';
import { TextField } from '~/components/ui/text-field';
import { ResultLayout } from '~/features/wallet/cashier/modals/result-layout';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useLocalizedHref } from '~/lib/root-data';
import { useApi } from '~/lib/session/api-client';
import { errorMessageOf } from '~/lib/session/api-error';
import { useSession } from '~/lib/session/session-provider';
import { useToasts } from '~/lib/toasts';
import { Coffee, ShieldAlert, ShieldHalf } from '../../components/ui/icons';
import { useAccounts } from '../wallet/accounts/accounts-provider';
import type { CashDefinition, CashPeriod } from './limit-groups';
import styles from './limits.module.css';
import { useLimitSavedToast } from './use-limit-toasts';

const KINDS = { 1: 'bet', 2: 'loss', 3: 'deposit' } as const;

/** The amount and period form add-cash-limit and edit-cash-limit share. */
function CashLimitForm({
  currency,
  periods,
  initial,
  submitLabel,
  note,
  onSubmit,
  children,
}: {
  currency: string;
  periods: readonly CashPeriod[];
  initial: { period: CashPeriod; amount: string };
  submitLabel: string;
  note: string;
  onSubmit(values: { period: CashPeriod; amount: number }): Promise<void>;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<CashPeriod>(initial.period);
  const [text, setText] = useState(initial.amount);
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const amount = parseMajorToMinor(text, subunitsOf(currency)) ?? undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === undefined || amount <= 0) {
      setError(t('limits.form.amountInvalid'));
      return;
    }
    setIsBusy(true);
    try {
      await onSubmit({ period, amount });
    } catch (failure) {
      setError(errorMessageOf(failure, t('account.errors.somethingWrong')));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Select
        label={t('limits.form.period')}
        value={period}
        options={periods.map((value) => ({ value, label: t(`limits.periods.${value}`) }))}
        onChange={(event) => setPeriod(event.target.value as CashPeriod)}
      />
      <TextField
        label={t('limits.form.amount', { currency })}
        value={text}
        inputMode="decimal"
        autoComplete="off"
        maxLength={10}
        error={error}
        onChange={(event) => {
          setText(sanitizeAmountInput(event.target.value));
          setError(undefined);
        }}
      />
      <p className={styles.hint}>{note}</p>
      <Button type="submit" size="lg" isFullWidth isLoading={isBusy}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}

type AddProps = ModalContentProps & {
  definition: CashDefinition;
  periods: readonly CashPeriod[];
  onSaved(): void;
};

/** add-cash-limit: a bet, loss or deposit limit in a free period, in the active currency. */
export function AddCashLimitModal({ definition, periods, onSaved, close }: AddProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { show } = useToasts();
  const currency = useAccounts().activeAccount?.currency ?? 'EUR';
  const kind = KINDS[definition];
  return (
    <div className={styles.modal}>
      <ModalTitle>{t(`limits.groups.${kind}.add`)}</ModalTitle>
      <p className={styles.hint}>{t(`limits.groups.${kind}.text`)}</p>
      <CashLimitForm
        currency={currency}
        periods={periods.length > 0 ? periods : LIMIT_PERIODS}
        initial={{ period: periods[0] ?? 'daily', amount: '' }}
        submitLabel={t('limits.form.set')}
        note={t('limits.form.newNote')}
        onSubmit={async ({ period, amount }) => {
          await api('createLimit', { body: { definition, period, amount, currency } });
          show({ type: 'success', title: t('limits.toasts.set') });
          onSaved();
          close();
        }}
      />
    </div>
  );
}

type EditProps = ModalContentProps & { limit: Limit; onSaved(): void };

/** edit-cash-limit: a lower amount applies at once; more, or another period, waits 24 hours. */
export function EditCashLimitModal({ limit, onSaved, close }: EditProps) {
  const { t } = useTranslation();
  const api = useApi();
  const currency = limit.currency ?? 'EUR';
  const kind = KINDS[limit.definition as CashDefinition];
  const showSaved = useLimitSavedToast();
  const saved = (data: Limit | null) => {
    showSaved(data);
    onSaved();
    close();
  };
  return (
    <div className={styles.modal}>
      <ModalTitle>{t(`limits.groups.${kind}.change`)}</ModalTitle>
      <CashLimitForm
        currency={currency}
        periods={LIMIT_PERIODS}
        initial={{
          period: limit.period as CashPeriod,
          amount: formatMinorToMajor(limit.amount ?? 0, subunitsOf(currency)),
        }}
        submitLabel={t('limits.form.save')}
        note={t('limits.form.changeNote')}
        onSubmit={async ({ period, amount }) => {
          const answer = await api('updateLimit', {
            params: { limitId: limit.id },
            body: { period, amount },
          });
          saved(answer.data);
        }}
      />
    </div>
  );
}

type BreakKind = 'coolingOff' | 'selfExclusion';

/**
 * self-exclusion-limit: a cooling-off (a day to six weeks) or a self-exclusion (six months to
 * for good). Neither can be shortened; starting one signs the player out everywhere at once.
 */
export function SelfExclusionLimitModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { show } = useToasts();
  const { signOut } = useSession();
  const [kind, setKind] = useState<BreakKind>('coolingOff');
  const periods = kind === 'coolingOff' ? COOLING_OFF_PERIODS : SELF_EXCLUSION_PERIODS;
  const [period, setPeriod] = useState<string>(COOLING_OFF_PERIODS[0]);
  const [isUnderstood, setIsUnderstood] = useState(false);
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isUnderstood) {
      setError(t('limits.exclusion.mustConfirm'));
      return;
    }
    setIsBusy(true);
    try {
      await api('createLimit', {
        body: { definition: kind === 'coolingOff' ? 5 : 4, period },
      });
      // The server closed every session: forget this one at once, before a call with its dead
      // token could ask the player to sign in again. The toast is kept across the move home.
      show({ type: 'info', title: t('limits.exclusion.started'), keepOnPageChange: true });
      close();
      await signOut({ isClosedByServer: true });
    } catch (failure) {
      setError(errorMessageOf(failure, t('account.errors.somethingWrong')));
      setIsBusy(false);
    }
  };
  return (
    <form className={styles.modal} noValidate onSubmit={(event) => void submit(event)}>
      <ModalTitle>{t('limits.exclusion.title')}</ModalTitle>
      <fieldset className={styles.choices}>
        <legend className={styles.srOnly}>{t('limits.exclusion.kind')}</legend>
        {(['coolingOff', 'selfExclusion'] as const).map((value) => (
          <label key={value} className={styles.choice} data-checked={kind === value || undefined}>
            <input
              type="radio"
              name="break-kind"
              checked={kind === value}
              onChange={() => {
                setKind(value);
                setPeriod(
                  (value === 'coolingOff' ? COOLING_OFF_PERIODS : SELF_EXCLUSION_PERIODS)[0],
                );
              }}
            />
            {value === 'coolingOff' ? (
              <Coffee aria-hidden="true" />
            ) : (
              <ShieldHalf aria-hidden="true" />
            )}
            <span>
              <strong>{t(`limits.exclusion.${value}`)}</strong>
              <span className={styles.hint}>{t(`limits.exclusion.${value}Text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Select
        label={t('limits.exclusion.period')}
        value={period}
        options={periods.map((value) => ({ value, label: t(`limits.periods.${value}`) }))}
        onChange={(event) => setPeriod(event.target.value)}
      />
      <Alert type="warning">{t('limits.exclusion.warning')}</Alert>
      <Checkbox
        label={t('limits.exclusion.understand')}
        checked={isUnderstood}
        error={error}
        onChange={(event) => {
          setIsUnderstood(event.target.checked);
          setError(undefined);
        }}
      />
      <Button type="submit" size="lg" isFullWidth isLoading={isBusy}>
        {t(`limits.exclusion.confirm.${kind}`)}
      </Button>
      <Button type="button" variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('limits.exclusion.keepPlaying')}
      </Button>
    </form>
  );
}

/** game-limit-reached: a bet or loss limit refused the stake (live, from the game page). */
export function GameLimitReachedModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <ResultLayout
      tone="error"
      icon={<ShieldAlert />}
      title={t('limits.reached.title')}
      text={t('limits.reached.text')}
    >
      <Button size="lg" isFullWidth to={href('/profile/limits')} onClick={close}>
        {t('limits.reached.seeLimits')}
      </Button>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('limits.reached.close')}
      </Button>
    </ResultLayout>
  );
}
