import { Dices } from 'lucide-react';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import styles from './coming-soon.module.css';

/** A page that a later release fills in: says so and offers the way back to the lobby. */
export function ComingSoon({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <div className={styles.comingSoon}>
      <EmptyState
        headingLevel="h1"
        size="lg"
        illustration={<ReelsIllustration />}
        eyebrow={t('shell.comingSoon.eyebrow')}
        title={titleKey ? t(titleKey) : t('shell.comingSoon.title')}
        description={t('shell.comingSoon.text')}
        action={
          <Button to={href('/main')} size="lg" icon={<Dices />}>
            {t('shell.comingSoon.button')}
          </Button>
        }
      />
    </div>
  );
}

/** Three slot reels, the last still spinning. */
function ReelsIllustration() {
  return (
    <svg viewBox="0 0 200 140" width="200" height="140" fill="none" aria-hidden="true">
      <rect
        x="14"
        y="18"
        width="172"
        height="104"
        rx="18"
        fill="#19233b"
        stroke="#3a4870"
        strokeWidth="2"
      />
      <rect x="28" y="34" width="44" height="72" rx="8" fill="#0b1020" />
      <rect x="78" y="34" width="44" height="72" rx="8" fill="#0b1020" />
      <rect x="128" y="34" width="44" height="72" rx="8" fill="#0b1020" />
      <text x="50" y="80" textAnchor="middle" fill="#f5b83d" fontSize="30" fontWeight="700">
        7
      </text>
      <text x="100" y="80" textAnchor="middle" fill="#f5b83d" fontSize="30" fontWeight="700">
        7
      </text>
      <path
        d="M136 48h28M136 60h28M136 72h28M136 84h28M136 96h28"
        stroke="#a78bfa"
        strokeOpacity=".5"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M22 70h156"
        stroke="#6a4bf5"
        strokeOpacity=".6"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
      <path d="M176 10l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#f5b83d" />
      <path d="M24 118l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="#a78bfa" />
    </svg>
  );
}
