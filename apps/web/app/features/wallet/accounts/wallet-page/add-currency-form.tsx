import type { Account, Currency } from '@croupier/contract';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Select } from '~/components/ui/select';
import { useTranslation } from '~/lib/i18n';
import { Plus } from '../../../../components/ui/icons';
import styles from './wallet-page.module.css';

export interface AddCurrencyFormProps {
  accounts: readonly Account[];
  currencies: readonly Currency[];
  onAdd(currency: string): Promise<void>;
}

/** Enabled currencies the player holds no visible account in; adding one opens (or unhides) it. */
export function listAddableCurrencies(
  accounts: readonly Account[],
  currencies: readonly Currency[],
): Currency[] {
  const held = new Set(accounts.filter((a) => a.status !== 3).map((a) => a.currency));
  return currencies.filter((currency) => currency.isEnabled && !held.has(currency.code));
}

/** The currency picker of /profile/wallet. */
export function AddCurrencyForm({ accounts, currencies, onAdd }: AddCurrencyFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [currency, setCurrency] = useState('');
  const [isAdding, setIsAdding] = useState(false);
  const addable = listAddableCurrencies(accounts, currencies);
  const options = addable.map((item) => ({
    value: item.code,
    label: `${item.code} · ${item.name}`,
  }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!currency) return;
    setIsAdding(true);
    try {
      await onAdd(currency);
      setCurrency('');
    } finally {
      setIsAdding(false);
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('wallet.accounts.addTitle')}
      </h2>
      <p className={styles.note}>{t('wallet.accounts.addLead')}</p>
      {addable.length === 0 ? (
        <p className={styles.note}>{t('wallet.accounts.allHeld')}</p>
      ) : (
        <form className={styles.addForm} onSubmit={(event) => void submit(event)}>
          <Select
            label={t('wallet.accounts.addLabel')}
            placeholder={t('wallet.accounts.addPlaceholder')}
            options={options}
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          />
          <Button type="submit" icon={<Plus />} isLoading={isAdding} disabled={!currency}>
            {t('wallet.accounts.add')}
          </Button>
        </form>
      )}
    </Card>
  );
}
