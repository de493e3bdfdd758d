import { useEffect } from 'react';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { ExternalLink } from '../../../../components/ui/icons';
import { ResultLayout } from './result-layout';

/** Spec: the payment page opens after this notice; it says where the player is going. */
const REDIRECT_DELAY_MS = 1500;

interface DepositRedirectProps extends ModalContentProps {
  action: string;
  methodName?: string;
}

/** Before leaving for the provider's hosted payment page. */
export default function DepositRedirectModal({ action, methodName, close }: DepositRedirectProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(action), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [action]);
  return (
    <ResultLayout
      tone="info"
      icon={<ExternalLink />}
      title={t('cashier.redirect.title')}
      text={t('cashier.redirect.text', { method: methodName ?? '' })}
    >
      <Button size="lg" isFullWidth onClick={() => window.location.assign(action)}>
        {t('cashier.redirect.continue')}
      </Button>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('cashier.redirect.cancel')}
      </Button>
    </ResultLayout>
  );
}
