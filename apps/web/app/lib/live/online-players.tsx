import { useIsNear } from '../browser/use-is-near';
import { useTranslation } from '../i18n';
import { numberFormat } from '../number-format';
import { useOnlinePlayers } from './live-provider';
import styles from './online-players.module.css';

/**
 * "Players online: N", once the live channel has told the count and the line has come within
 * 200 px of the viewport. It sits in the footer: formatting the number is often the page's first
 * `Intl.NumberFormat`, whose set-up (20–45 ms, ICU's locale data) otherwise made one of the long
 * tasks of a guest's home page load (docs/PERFORMANCE.md §28).
 */
export function OnlinePlayers({ className }: { className?: string }) {
  const { t, locale } = useTranslation();
  const count = useOnlinePlayers();
  const { ref, isNear } = useIsNear<HTMLParagraphElement>('200px');
  const isShown = isNear && count !== undefined;
  return (
    <p
      ref={ref}
      className={[styles.online, className].filter(Boolean).join(' ')}
      data-count={isShown ? count : undefined}
    >
      {isShown && (
        <>
          <span className={styles.dot} aria-hidden="true" />
          {t('live.playersOnline', { players: numberFormat(locale).format(count) })}
        </>
      )}
    </p>
  );
}
