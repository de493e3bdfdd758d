import type { GameProvider } from '@croupier/contract';
import { useId } from 'react';
import { useTranslation } from '~/lib/i18n';
import { ChevronDown, Factory } from '../../../components/ui/icons';
import styles from './lobby-toolbar.module.css';

export interface ProviderSelectProps {
  providers: readonly GameProvider[];
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/** The provider filter: a native select, the platform's own picker on phones. */
export function ProviderSelect({ providers, value, onChange }: ProviderSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.provider}>
      <label htmlFor={id} className="visually-hidden">
        {t('games.lobby.provider')}
      </label>
      <Factory className={styles.providerIcon} aria-hidden="true" />
      <select
        id={id}
        className={styles.providerSelect}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t('games.lobby.allProviders')}</option>
        {providers.map((provider) => (
          <option key={provider.id} value={provider.identity}>
            {provider.name}
          </option>
        ))}
      </select>
      <ChevronDown className={styles.chevron} aria-hidden="true" />
    </div>
  );
}
