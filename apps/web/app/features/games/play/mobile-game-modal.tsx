import { Gamepad2, MonitorSmartphone } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useLocalizedHref } from '~/lib/root-data';
import { PlayModalLayout } from './play-modal-layout';

/** A desktop-only game opened on a phone: why it does not start, and where to go instead. */
export default function MobileGameModal({
  close,
  gameName,
}: ModalContentProps & { gameName?: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
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
      <Button size="lg" isFullWidth icon={<Gamepad2 />} to={href('/')} onClick={close}>
        {t('play.modals.browse')}
      </Button>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('play.modals.close')}
      </Button>
    </PlayModalLayout>
  );
}
