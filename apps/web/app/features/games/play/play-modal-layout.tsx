import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { ModalTitle } from '~/components/ui/modal';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '~/lib/root-data';
import { Gamepad2 } from '../../../components/ui/icons';
import styles from './play-modals.module.css';

/** The layout the game modals share: a toned icon, title, text, then stacked actions. */
export function PlayModalLayout({
  tone,
  icon,
  title,
  text,
  children,
}: {
  tone: 'info' | 'warning' | 'accent';
  icon: ReactNode;
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.content} data-tone={tone}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <ModalTitle className={styles.title}>{title}</ModalTitle>
      <div className={styles.text}>{text}</div>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}

/** The actions of a game that cannot start here: browse other games, or just close. */
export function BrowseOrCloseActions({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <>
      <Button size="lg" isFullWidth icon={<Gamepad2 />} to={href('/')} onClick={close}>
        {t('play.modals.browse')}
      </Button>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('play.modals.close')}
      </Button>
    </>
  );
}
