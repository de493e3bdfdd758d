import type { GameProvider } from '@croupier/contract';
import { Link } from 'react-router';
import { LazyImage } from '~/components/ui/lazy-image';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import styles from './provider-card.module.css';

/** The provider view's path (spec: /providers; one provider is `?provider=`). */
export function providerPath(identity: string) {
  return `/providers?provider=${encodeURIComponent(identity)}`;
}

export interface ProviderCardProps {
  provider: GameProvider;
  size?: 'sm' | 'md';
}

/** A provider's logo and games count, linking to its view. */
export function ProviderCard({ provider, size = 'md' }: ProviderCardProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <Link to={href(providerPath(provider.identity))} className={styles.card} data-size={size}>
      {/* The logo shows the name; the hidden text says it to screen readers, and the link's name
          still holds the visible count (WCAG 2.5.3, label in name). */}
      <LazyImage src={provider.logo} alt="" width={320} height={96} className={styles.logo} />
      <span className="visually-hidden">
        {t('games.providers.openProvider', { name: provider.name })}{' '}
      </span>
      <span className={styles.count}>
        {t('games.providers.gamesCount', { count: provider.gamesCount })}
      </span>
    </Link>
  );
}
