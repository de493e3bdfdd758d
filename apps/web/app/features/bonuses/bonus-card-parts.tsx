import { type ReactNode, useId } from 'react';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useTranslation } from '~/lib/i18n';
import styles from './bonuses.module.css';

/** What the bonus and free spins cards share: the load failure, the frame, the expiry. */

export function LoadFailedAlert({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      action={
        <Button size="sm" onClick={onRetry}>
          {t('bonuses.page.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/**
 * A bonus or free spins card: a list item named by its heading, with the icon, the name and the
 * status badge on top of what the card shows.
 */
export function BonusCard({
  icon,
  kind,
  name,
  headingLevel: Heading,
  status,
  children,
}: {
  icon: ReactNode;
  kind?: 'freespins';
  name: string;
  headingLevel: 'h3' | 'h4';
  /** 1 issued, 2 active. */
  status: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const isActive = status === 2;
  return (
    <Card
      as="li"
      variant={isActive ? 'raised' : 'card'}
      padding="md"
      className={styles.bonus}
      aria-labelledby={nameId}
      data-status={status}
    >
      <div className={styles.bonusHead}>
        <span className={styles.bonusIcon} data-kind={kind} aria-hidden="true">
          {icon}
        </span>
        <div className={styles.bonusTitle}>
          <Heading id={nameId}>{name}</Heading>
          <Badge variant={isActive ? 'success' : 'reward'}>
            {t(isActive ? 'bonuses.status.active' : 'bonuses.status.issued')}
          </Badge>
        </div>
      </div>
      {children}
    </Card>
  );
}

export function ExpiryFigure({ at }: { at: string }) {
  const { t, locale } = useTranslation();
  return (
    <div>
      <dt>{t('bonuses.card.expires')}</dt>
      <dd>
        <time dateTime={at}>
          {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(at),
          )}
        </time>
      </dd>
    </div>
  );
}
