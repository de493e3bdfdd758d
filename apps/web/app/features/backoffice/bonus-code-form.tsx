import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import type { Bonus } from './bonus-codes';
import { FormPanel } from './console-parts';
import { useOperatorApi } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

type Draft = {
  code: string;
  bonusId: string;
  trigger: string;
  maxUses: string;
  expiresOn: string;
};
const EMPTY: Draft = { code: '', bonusId: '', trigger: '1', maxUses: '', expiresOn: '' };
const TRIGGERS = [1, 3] as const;

/**
 * A new code for a bonus that codes give. The API checks it (format, a taken code, the bonus,
 * a past expiry) and its refusals show under their fields in the operator's language.
 */
export function BonusCodeForm({ bonuses, onCreated }: { bonuses: Bonus[]; onCreated(): void }) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const { draft, change, errorOf, failure, isSending, submitWith } = useOperatorForm(EMPTY);
  const submit = submitWith(async (values) => {
    const { data } = await call('backofficeCreateBonusCode', { body: bodyOf(values) });
    show({ type: 'success', title: t('backoffice.bonusCodes.created', { code: data.code }) });
    onCreated();
  });

  return (
    <FormPanel
      label={t('backoffice.bonusCodes.createLabel')}
      heading={t('backoffice.bonusCodes.createHeading')}
      failure={failure}
      isSending={isSending}
      submitLabel={t('backoffice.bonusCodes.create')}
      onSubmit={submit}
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('backoffice.bonusCodes.code')}
          hint={t('backoffice.bonusCodes.codeHint')}
          value={draft.code}
          autoCapitalize="characters"
          onChange={change('code')}
          error={errorOf('code')}
          required
        />
        <Select
          label={t('backoffice.bonusCodes.bonus')}
          placeholder={t('backoffice.bonusCodes.chooseBonus')}
          options={bonuses
            .filter((bonus) => bonus.trigger === 'code')
            .map((bonus) => ({ value: bonus.id, label: `${bonus.name} (${bonus.id})` }))}
          value={draft.bonusId}
          onChange={change('bonusId')}
          error={errorOf('bonusId')}
          required
        />
        <Select
          label={t('backoffice.bonusCodes.trigger')}
          options={TRIGGERS.map((trigger) => ({
            value: String(trigger),
            label: t(`backoffice.bonusCodes.triggers.${trigger}`),
          }))}
          value={draft.trigger}
          onChange={change('trigger')}
          error={errorOf('trigger')}
        />
        <TextField
          label={t('backoffice.bonusCodes.maxUses')}
          hint={t('backoffice.bonusCodes.optional')}
          type="number"
          inputMode="numeric"
          min={1}
          value={draft.maxUses}
          onChange={change('maxUses')}
          error={errorOf('maxUses')}
        />
        <TextField
          label={t('backoffice.bonusCodes.expiresOn')}
          hint={t('backoffice.bonusCodes.expiresHint')}
          type="date"
          value={draft.expiresOn}
          onChange={change('expiresOn')}
          error={errorOf('expiresAt')}
        />
      </div>
    </FormPanel>
  );
}

/** The form as the API reads it: a date's expiry at the end of that day in the operator's zone. */
function bodyOf(draft: Draft) {
  return {
    code: draft.code,
    bonusId: draft.bonusId,
    trigger: Number(draft.trigger) as 1 | 3,
    maxUses: draft.maxUses.trim() === '' ? null : Number(draft.maxUses),
    expiresAt: draft.expiresOn ? new Date(`${draft.expiresOn}T23:59:59`).toISOString() : null,
  };
}
