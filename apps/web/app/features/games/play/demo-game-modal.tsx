import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { Coins, Gamepad2, ShieldCheck, Sparkles } from '../../../components/ui/icons';
import { PlayModalLayout } from './play-modal-layout';
import styles from './play-modals.module.css';

/** Asked before real play turns into demo: virtual credits, nothing won or lost for real. */
export default function DemoGameModal({
  close,
  gameName,
  onConfirm,
}: ModalContentProps & { gameName?: string; onConfirm?: () => void }) {
  const { t } = useTranslation();
  return (
    <PlayModalLayout
      tone="accent"
      icon={<Gamepad2 />}
      title={t('play.demoModal.title')}
      text={
        <>
          <p>
            {gameName
              ? t('play.demoModal.text', { name: gameName })
              : t('play.demoModal.textPlain')}
          </p>
          <ul className={styles.points}>
            <li>
              <Coins aria-hidden="true" />
              {t('play.demoModal.credits')}
            </li>
            <li>
              <ShieldCheck aria-hidden="true" />
              {t('play.demoModal.wallet')}
            </li>
            <li>
              <Sparkles aria-hidden="true" />
              {t('play.demoModal.switchBack')}
            </li>
          </ul>
        </>
      }
    >
      <Button
        size="lg"
        isFullWidth
        onClick={() => {
          close();
          onConfirm?.();
        }}
      >
        {t('play.demoModal.confirm')}
      </Button>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('play.demoModal.stay')}
      </Button>
    </PlayModalLayout>
  );
}
