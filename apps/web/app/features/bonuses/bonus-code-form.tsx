import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/i18n';
import { ClientApiError, useApi } from '~/lib/session/api-client';
import { useToasts } from '~/lib/toasts';
import { Ticket } from '../../components/ui/icons';
import styles from './bonuses.module.css';

/** The answer's status → what the player reads (spec section 8: 3 incorrect, 4 not available). */
const OUTCOMES = {
  1: { type: 'success', key: 'bonuses.code.pending' },
  2: { type: 'success', key: 'bonuses.code.used' },
  3: { type: 'error', key: 'bonuses.code.incorrect' },
  4: { type: 'error', key: 'bonuses.code.notAvailable' },
} as const;

/**
 * A bonus code input: trigger 1 gives its bonus at once, trigger 3 keeps it for the next deposit.
 * Add is disabled while the field is empty or a request runs (spec section 5). `onSent` hears each
 * code sent (the cashier's funnel step 'promoSent').
 */
export function BonusCodeForm({ trigger, onSent }: { trigger: 1 | 3; onSent?: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { show } = useToasts();
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const submit = async () => {
    if (!code.trim() || isBusy) return;
    setIsBusy(true);
    onSent?.();
    try {
      const answer = await api('addBonusCode', { body: { bonusCode: code.trim(), trigger } });
      const outcome = OUTCOMES[answer.data.status];
      show({ type: outcome.type, title: t(outcome.key, { code: answer.data.bonusCode }) });
      if (answer.data.status <= 2) setCode('');
    } catch (error) {
      const message = error instanceof ClientApiError ? error.message : undefined;
      show({ type: 'error', title: message || t('account.errors.somethingWrong') });
    } finally {
      setIsBusy(false);
    }
  };
  // Not a <form>: in the cashier it sits inside the deposit form, and forms do not nest.
  return (
    <div className={styles.codeForm}>
      <TextField
        label={t('bonuses.code.label')}
        value={code}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void submit();
        }}
      />
      <Button
        type="button"
        variant="secondary"
        icon={<Ticket />}
        isLoading={isBusy}
        disabled={code.trim() === ''}
        onClick={() => void submit()}
      >
        {t('bonuses.code.add')}
      </Button>
    </div>
  );
}
