import type { GameProvider } from '@croupier/contract';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { Factory } from '../../../components/ui/icons';
import styles from './lobby.module.css';
import { ProviderCard } from './provider-card';

/** The lobby's strip of provider logos, each opening the provider's games. */
export function ProvidersStrip({ providers }: { providers: readonly GameProvider[] }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  if (providers.length === 0) return null;
  return (
    <section className={`${styles.section} ${styles.belowFold}`} aria-labelledby="lobby-providers">
      <header className={styles.sectionHeader}>
        <h2 id="lobby-providers" className={styles.sectionTitle}>
          <span className={styles.titleIcon}>
            <Factory aria-hidden="true" />
          </span>
          {t('games.lobby.providers')}
        </h2>
        <Link to={href('/providers')} className={styles.seeAll}>
          {t('games.row.seeAll')}
        </Link>
      </header>
      <ul className={styles.strip}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <ProviderCard provider={provider} size="sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
