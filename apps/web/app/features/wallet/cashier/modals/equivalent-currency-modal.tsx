import type { Currency } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { ModalTitle } from '~/components/ui/modal';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useEquivalentCurrency } from '../../accounts/equivalent-currency';
import { fetchCurrencies } from '../api/reference-data';
import styles from '../cashier.module.css';

/** Picks the fiat currency balances are shown in as equivalents (spec: default USD). */
export default function EquivalentCurrencyModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const equivalent = useEquivalentCurrency();
  const [currencies, setCurrencies] = useState<Currency[]>();
  useEffect(() => {
    fetchCurrencies().then(
      (list) => setCurrencies(list.filter((currency) => currency.type === 'fiat')),
      () => setCurrencies([]),
    );
  }, []);
  return (
    <div className={styles.stack}>
      <ModalTitle>{t('cashier.equivalent.title')}</ModalTitle>
      <p className={styles.muted}>{t('cashier.equivalent.text')}</p>
      {currencies === undefined ? (
        <Skeleton variant="text" lines={4} />
      ) : (
        <ul className={styles.choiceList} aria-label={t('cashier.equivalent.title')}>
          {currencies.map((currency) => (
            <li key={currency.code}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={currency.code === equivalent.currency}
                onClick={() => {
                  equivalent.set(currency.code);
                  close();
                }}
              >
                <span className={styles.currencyCode}>{currency.code}</span>
                {currency.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
