import { useTranslation } from '../i18n';
import { numberFormat } from '../number-format';
import { useOnlinePlayers } from './live-provider';
import styles from './online-players.module.css';

/** "Players online: N", once the live channel has told the count. */
export function OnlinePlayers({ className }: { className?: string }) {
  const { t, locale } = useTranslation();
  const count = useOnlinePlayers();
  if (count === undefined) return null;
  return (
    <p className={[styles.online, className].filter(Boolean).join(' ')} data-count={count}>
      <span className={styles.dot} aria-hidden="true" />
      {t('live.playersOnline', { players: numberFormat(locale).format(count) })}
    </p>
  );
}
