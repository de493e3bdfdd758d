import type { PlayMode } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { usePlayerSession } from '~/components/layout/use-player-session';
import { formatMoney } from '~/components/ui/amount';
import { useTranslation } from '~/lib/i18n';
import { Clock, TrendingDown, TrendingUp } from '../../../components/ui/icons';
import styles from './game-page.module.css';
import { computeNetResultMinor, formatSessionTime, toneOfNetResult } from './session-clock';

/**
 * Responsible gaming in the bar: how long the session has run and, in real play, the net result
 * (balance now minus balance when it opened; the header's live balance feeds both). Mounted anew
 * for every session, so the start balance is the one of that session.
 */
export function SessionMeter({ openedAt, mode }: { openedAt: number; mode: PlayMode }) {
  const { t, locale } = useTranslation();
  const now = useNow();
  const balance = useActiveBalance();
  const [start] = useState(balance);
  const netMinor = mode === 'real' ? computeNetResultMinor(start, balance) : undefined;
  const tone = netMinor === undefined ? 'even' : toneOfNetResult(netMinor);
  return (
    <dl className={styles.meter}>
      <div className={styles.meterItem}>
        <dt>
          <Clock aria-hidden="true" />
          <span className="visually-hidden">{t('play.bar.sessionTime')}</span>
        </dt>
        <dd>
          <time dateTime={`PT${Math.max(0, Math.floor((now - openedAt) / 1000))}S`}>
            {formatSessionTime(now - openedAt)}
          </time>
        </dd>
      </div>
      {netMinor !== undefined && balance && (
        <div className={styles.meterItem} data-tone={tone}>
          <dt>
            {netMinor < 0 ? <TrendingDown aria-hidden="true" /> : <TrendingUp aria-hidden="true" />}
            <span className="visually-hidden">{t('play.bar.netResult')}</span>
          </dt>
          <dd>
            {netMinor > 0 ? '+' : ''}
            {formatMoney(netMinor, balance.currency, locale)}
          </dd>
        </div>
      )}
    </dl>
  );
}

function useActiveBalance() {
  const { accounts, activeAccountId } = usePlayerSession();
  const active = accounts.find((account) => account.id === activeAccountId);
  return active ? { balanceMinor: active.balance, currency: active.currency } : undefined;
}

/** The time, once a second; the frame's parent does not re-render with it. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
