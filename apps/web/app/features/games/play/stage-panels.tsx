import type { Game } from '@croupier/contract';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useLocalizedHref } from '~/lib/root-data';
import {
  CircleAlert,
  Globe,
  Lock,
  RotateCcw,
  Smartphone,
  Wrench,
} from '../../../components/ui/icons';
import styles from './game-page.module.css';
import type { PlayRefusal } from './play-state';

/** The game's art behind every state of the frame, so the stage never looks empty. */
function StageBackdrop({ game }: { game: Game }) {
  return (
    <img
      className={styles.backdrop}
      src={game.images.square['2x']}
      alt=""
      aria-hidden="true"
      decoding="async"
    />
  );
}

function StagePanel({
  game,
  icon,
  tone = 'info',
  title,
  text,
  children,
}: {
  game: Game;
  icon: ReactNode;
  tone?: 'info' | 'warning' | 'error';
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.panel} data-tone={tone}>
      <StageBackdrop game={game} />
      <div className={styles.panelBody}>
        <div className={styles.panelIcon} aria-hidden="true">
          {icon}
        </div>
        <h2 className={styles.panelTitle}>{title}</h2>
        {text && <p className={styles.panelText}>{text}</p>}
        {children && <div className={styles.panelActions}>{children}</div>}
      </div>
    </div>
  );
}

/** While the provider opens the session: the art, dimmed, with a shimmering progress line. */
export function LoadingPanel({ game }: { game: Game }) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} aria-busy="true">
      <StageBackdrop game={game} />
      <div className={styles.panelBody} role="status">
        <img className={styles.loadingArt} src={game.images.square['2x']} alt="" />
        <p className={styles.panelText}>{t('play.stage.loading', { name: game.name })}</p>
        <span className={styles.progress} aria-hidden="true" />
      </div>
    </div>
  );
}

/** A guest and a game without demo: sign in or sign up to play. */
export function SignInPanel({ game }: { game: Game }) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <StagePanel
      game={game}
      icon={<Lock />}
      title={t('play.stage.signInTitle', { name: game.name })}
      text={t('play.stage.signInText')}
    >
      <Button size="lg" onClick={() => modals.open('sign-up')}>
        {t('play.stage.signUp')}
      </Button>
      <Button size="lg" variant="secondary" onClick={() => modals.open('sign-in')}>
        {t('play.stage.signIn')}
      </Button>
    </StagePanel>
  );
}

const REFUSAL_ICONS: Record<PlayRefusal, ReactNode> = {
  restricted: <Globe />,
  mobile: <Smartphone />,
  unavailable: <Wrench />,
  'signed-out': <Lock />,
  failed: <CircleAlert />,
};

/** Why the game did not open, in the player's language, with the way forward. */
export function RefusalPanel({
  game,
  refusal,
  message,
  onRetry,
}: {
  game: Game;
  refusal: PlayRefusal;
  message?: string;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  if (refusal === 'signed-out') return <SignInPanel game={game} />;
  const canRetry = refusal === 'failed' || refusal === 'unavailable';
  return (
    <StagePanel
      game={game}
      icon={REFUSAL_ICONS[refusal]}
      tone={refusal === 'failed' ? 'error' : 'warning'}
      title={t(`play.refusal.${refusal}.title`)}
      text={refusal === 'failed' && message ? message : t(`play.refusal.${refusal}.text`)}
    >
      {canRetry && (
        <Button size="lg" icon={<RotateCcw />} onClick={onRetry}>
          {t('play.stage.retry')}
        </Button>
      )}
      <Button size="lg" variant={canRetry ? 'secondary' : 'primary'} to={href('/')}>
        {t('play.stage.browse')}
      </Button>
    </StagePanel>
  );
}
