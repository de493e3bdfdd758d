import type { PlayerDocument } from '@croupier/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { useApi } from '~/lib/session/api-client';
import { BadgeCheck, CircleDashed, CircleX, Clock } from '../../components/ui/icons';
import styles from './documents.module.css';

const STEPS = ['identity', 'address'] as const;
type StepState = 'todo' | 'pending' | 'approved' | 'declined';

/** A step's state from its newest document of that type. */
function stateOf(documents: readonly PlayerDocument[], type: string): StepState {
  const newest = documents.find((document) => document.type === type);
  if (documents.some((d) => d.type === type && d.status === 2)) return 'approved';
  if (!newest) return 'todo';
  return newest.status === 1 ? 'pending' : 'declined';
}

const ICONS = {
  todo: <CircleDashed aria-hidden="true" />,
  pending: <Clock aria-hidden="true" />,
  approved: <BadgeCheck aria-hidden="true" />,
  declined: <CircleX aria-hidden="true" />,
};

/**
 * `/profile/verification`, the built-in flow (no external provider configured): the steps to a
 * verified account — an identity document, then a proof of address — each with its state, and
 * the way to the documents page to upload what is missing.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const href = useLocalizedHref();
  const titleId = useId();
  const [documents, setDocuments] = useState<PlayerDocument[]>();
  useEffect(() => {
    let isCurrent = true;
    api('documents').then(
      (answer) => isCurrent && setDocuments(answer.data),
      () => isCurrent && setDocuments([]),
    );
    return () => {
      isCurrent = false;
    };
  }, [api]);
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId} className={styles.page}>
      <h2 id={titleId} className={styles.title}>
        {t('documents.verification.title')}
      </h2>
      <p className={styles.lead}>{t('documents.verification.lead')}</p>
      {!documents ? (
        <Skeleton variant="text" lines={3} />
      ) : (
        <ol className={styles.list}>
          {STEPS.map((type, index) => {
            const state = stateOf(documents, type);
            return (
              <li key={type} className={styles.step} data-state={state}>
                {ICONS[state]}
                <div className={styles.rowText}>
                  <h3>
                    {t('documents.verification.step', {
                      n: index + 1,
                      name: t(`documents.types.${type}`),
                    })}
                  </h3>
                  <p className={styles.hint}>{t(`documents.verification.${state}`)}</p>
                </div>
                {(state === 'todo' || state === 'declined') && (
                  <Button size="sm" variant="secondary" to={href('/profile/documents')}>
                    {t('documents.verification.upload')}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
