import { Button } from '~/components/ui/button';
import { ModalTitle } from '~/components/ui/modal';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useLocalizedHref } from '~/lib/root-data';
import { RotateCcw } from '../../../components/ui/icons';
import { useProviders } from '../api/providers';
import styles from './lobby-modals.module.css';
import { ProviderCard } from './provider-card';
import { useCloseOnNavigation } from './use-close-on-navigation';

/** Every provider as a logo card; picking one opens its games and closes the modal. */
export default function ProvidersModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const providers = useProviders();
  useCloseOnNavigation(close);
  return (
    <div className={styles.content}>
      <ModalTitle>{t('games.modal.providersTitle')}</ModalTitle>
      {providers.status === 'error' ? (
        <div className={styles.error}>
          <p>{t('games.modal.loadError')}</p>
          <Button variant="secondary" icon={<RotateCcw />} onClick={providers.reload}>
            {t('games.modal.retry')}
          </Button>
        </div>
      ) : (
        <ul className={styles.providers}>
          {providers.status === 'loading'
            ? [1, 2, 3, 4, 5, 6].map((index) => (
                <li key={index}>
                  <Skeleton variant="block" height={120} />
                </li>
              ))
            : providers.data.map((provider) => (
                <li key={provider.id}>
                  <ProviderCard provider={provider} size="sm" />
                </li>
              ))}
        </ul>
      )}
      <Button to={href('/providers')} variant="ghost">
        {t('games.providers.allProviders')}
      </Button>
    </div>
  );
}
