import type { Profile } from '@croupier/contract';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useTranslation } from '~/lib/i18n';
import { BadgeCheck, PencilLine } from '../../../components/ui/icons';
import profileStyles from './profile.module.css';

/** The number-and-code dialog loads on demand: the profile page ships without it. */
const PhoneChangeDialog = lazy(() => import('./phone-change-dialog'));

/** The phone on `/profile/info`: shown with its state, changed only with a code sent to it. */
export function PhoneStatus({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [isChanging, setIsChanging] = useState(false);
  return (
    <Card as="section" padding="lg" aria-labelledby="phone-status-title">
      <h2 id="phone-status-title" className={profileStyles.sectionTitle}>
        {t('account.profile.phoneTitle')}
      </h2>
      {profile.phone ? (
        <>
          <p className={profileStyles.emailAddress}>{profile.phone}</p>
          {profile.isPhoneConfirmed && (
            <Badge variant="success" icon={<BadgeCheck size={14} aria-hidden="true" />}>
              {t('account.profile.phoneConfirmed')}
            </Badge>
          )}
        </>
      ) : (
        <p className={profileStyles.note}>{t('account.profile.phoneHint')}</p>
      )}
      <div className={profileStyles.formActions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<PencilLine />}
          onClick={() => setIsChanging(true)}
        >
          {profile.phone ? t('account.profile.phoneChange') : t('account.profile.phoneAdd')}
        </Button>
      </div>
      {isChanging && (
        <Suspense>
          <PhoneChangeDialog profile={profile} onClose={() => setIsChanging(false)} />
        </Suspense>
      )}
    </Card>
  );
}
