import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { Globe } from '../../../components/ui/icons';
import { BrowseOrCloseActions, PlayModalLayout } from './play-modal-layout';

/**
 * The game is not licensed for the visitor's country (play refused with gameRestricted, 451):
 * what that means and what the player can do instead.
 */
export default function GeoRestrictedGameModal({
  close,
  gameName,
}: ModalContentProps & { gameName?: string }) {
  const { t } = useTranslation();
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
      <BrowseOrCloseActions close={close} />
    </PlayModalLayout>
  );
}
