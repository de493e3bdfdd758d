import type { Country } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { ModalTitle } from '~/components/ui/modal';
import { Skeleton } from '~/components/ui/skeleton';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { fetchCountries } from '../api/reference-data';
import styles from '../cashier.module.css';

interface WalletRegionProps extends ModalContentProps {
  country?: string;
  onSelect?: (code: string) => void;
}

/** The payment region: which country's methods the wallet offers. Countries from the settings. */
export default function WalletRegionModal({ country, onSelect, close }: WalletRegionProps) {
  const { t, locale } = useTranslation();
  const [countries, setCountries] = useState<Country[]>();
  const [query, setQuery] = useState('');
  useEffect(() => {
    fetchCountries(locale).then(setCountries, () => setCountries([]));
  }, [locale]);
  const needle = query.trim().toLocaleLowerCase(locale);
  const shown = (countries ?? []).filter((item) =>
    item.name.toLocaleLowerCase(locale).includes(needle),
  );
  return (
    <div className={styles.stack}>
      <ModalTitle>{t('cashier.region.title')}</ModalTitle>
      <TextField
        label={t('cashier.region.search')}
        isLabelHidden
        placeholder={t('cashier.region.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        type="search"
      />
      {countries === undefined ? (
        <Skeleton variant="text" lines={6} />
      ) : (
        <ul className={styles.choiceList} aria-label={t('cashier.region.title')}>
          {shown.map((item) => (
            <li key={item.code}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={item.code === country}
                onClick={() => {
                  onSelect?.(item.code);
                  close();
                }}
              >
                <span className={styles.flag} aria-hidden="true">
                  {item.code}
                </span>
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
