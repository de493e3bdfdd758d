import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { MonitorSmartphone } from '../../../components/ui/icons';
import { BrowseOrCloseActions, PlayModalLayout } from './play-modal-layout';

/** A desktop-only game opened on a phone: why it does not start, and where to go instead. */
export default function MobileGameModal({
  close,
  gameName,
}: ModalContentProps & { gameName?: string }) {
  const { t } = useTranslation();
  return (
    <PlayModalLayout
      tone="info"
      icon={<MonitorSmartphone />}
      title={t('play.mobileModal.title')}
      text={
        <p>
          {gameName
            ? t('play.mobileModal.text', { name: gameName })
            : t('play.mobileModal.textPlain')}
        </p>
      }
    >
      <BrowseOrCloseActions close={close} />
    </PlayModalLayout>
  );
}
