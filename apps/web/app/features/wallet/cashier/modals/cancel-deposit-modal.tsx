import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { HandCoins } from '../../../../components/ui/icons';
import { ResultLayout } from './result-layout';

/** Asks before the deposit tab closes; leaving closes the wallet. */
export default function CancelDepositModal({
  close,
  onConfirm,
}: ModalContentProps & { onConfirm?: () => void }) {
  const { t } = useTranslation();
  return (
    <ResultLayout
      tone="info"
      icon={<HandCoins />}
      title={t('cashier.cancel.title')}
      text={t('cashier.cancel.text')}
    >
      <Button size="lg" isFullWidth onClick={close}>
        {t('cashier.cancel.stay')}
      </Button>
      <Button
        variant="ghost"
        size="lg"
        isFullWidth
        onClick={() => {
          close();
          onConfirm?.();
        }}
      >
        {t('cashier.cancel.leave')}
      </Button>
    </ResultLayout>
  );
}
