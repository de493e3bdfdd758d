import { Gamepad2, Globe } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useLocalizedHref } from '~/lib/root-data';
import { PlayModalLayout } from './play-modal-layout';

/**
 * The game is not licensed for the visitor's country (play refused with gameRestricted, 451):
 * what that means and what the player can do instead.
 */
export default function GeoRestrictedGameModal({
  close,
  gameName,
}: ModalContentProps & { gameName?: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <PlayModalLayout
      tone="warning"
      icon={<Globe />}
      title={t('play.geoModal.title')}
      text={
        <>
          <p>
            {gameName ? t('play.geoModal.text', { name: gameName }) : t('play.geoModal.textPlain')}
          </p>
          <p>{t('play.geoModal.hint')}</p>
        </>
      }
    >
      <Button size="lg" isFullWidth icon={<Gamepad2 />} to={href('/')} onClick={close}>
        {t('play.modals.browse')}
      </Button>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('play.modals.close')}
      </Button>
    </PlayModalLayout>
  );
}
