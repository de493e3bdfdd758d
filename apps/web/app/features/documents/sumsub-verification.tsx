import type SnsWebSdk from '@sumsub/websdk/types/SnsWebSdk';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useLiveChannel } from '~/lib/live';
import { useApi } from '~/lib/session/api-client';
import { BadgeCheck, Clock } from '../../components/ui/icons';
import styles from './documents.module.css';

type Phase = 'starting' | 'open' | 'submitted' | 'failed';

/**
 * `/profile/verification` with Sumsub configured: the Sumsub WebSDK in the page, started with a
 * token from `POST /api/player/services/sumsub/auth` (asked again when it expires). Sumsub's
 * review reaches the server by webhook and the player by the messenger; the page follows it live.
 */
export function SumsubVerification() {
  const { t, locale } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const container = useRef<HTMLElement>(null);
  const [level, setLevel] = useState<number>();
  const [phase, setPhase] = useState<Phase>('starting');
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again.
  useEffect(() => {
    let isCurrent = true;
    api('documents').then(
      (answer) => isCurrent && setLevel(answer.meta.verificationLevel),
      () => isCurrent && setPhase('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, round]);
  useLiveChannel('messenger:notifications', (event) => {
    if (event.message?.kind.startsWith('kyc.')) setRound((value) => value + 1);
  });

  const isVerified = level === 2;
  const isKnown = level !== undefined;
  useEffect(() => {
    if (!isKnown || isVerified) return;
    let sdk: SnsWebSdk | undefined;
    let isCurrent = true;
    const newToken = async () => (await api('sumsubAuth')).data.token;
    Promise.all([import('@sumsub/websdk'), newToken()]).then(
      ([{ default: snsWebSdk }, token]) => {
        if (!isCurrent || !container.current) return;
        sdk = snsWebSdk
          .init(token, newToken)
          .withConf({ lang: locale.slice(0, 2) })
          .withOptions({ addViewportTag: false, adaptIframeHeight: true })
          .on('idCheck.onApplicantSubmitted', () => setPhase('submitted'))
          .on('idCheck.onApplicantResubmitted', () => setPhase('submitted'))
          .build();
        sdk.launch(container.current);
        setPhase('open');
      },
      () => isCurrent && setPhase('failed'),
    );
    return () => {
      isCurrent = false;
      sdk?.destroy();
    };
  }, [api, locale, isKnown, isVerified]);

  return (
    <Card as="section" padding="lg" aria-labelledby={titleId} className={styles.page}>
      <h2 id={titleId} className={styles.title}>
        {t('documents.verification.title')}
      </h2>
      {isVerified ? (
        <p className={styles.sumsubState} data-state="approved">
          <BadgeCheck aria-hidden="true" /> {t('documents.verification.sumsub.verified')}
        </p>
      ) : (
        <>
          <p className={styles.lead}>{t('documents.verification.sumsub.lead')}</p>
          {phase === 'failed' && (
            <Alert type="error">{t('documents.verification.sumsub.failed')}</Alert>
          )}
          {phase === 'submitted' && (
            <p className={styles.sumsubState} data-state="pending">
              <Clock aria-hidden="true" /> {t('documents.verification.sumsub.submitted')}
            </p>
          )}
          {phase === 'starting' && <Skeleton variant="block" height={320} />}
          <section
            ref={container}
            className={styles.sumsubFrame}
            aria-label={t('documents.verification.sumsub.frame')}
          />
        </>
      )}
    </Card>
  );
}
