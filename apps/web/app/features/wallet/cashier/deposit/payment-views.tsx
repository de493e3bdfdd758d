import type { PaymentMethod } from '@croupier/contract';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { useTranslation } from '~/lib/i18n';
import { ArrowLeft, Hourglass } from '../../../../components/ui/icons';
import styles from '../cashier.module.css';
import { CopyField } from '../copy-field';
import { findNetworkField, localized } from '../method-fields';
import type { CashierMoney } from '../use-cashier-money';
import type { DepositResult } from './deposit-panel';
import { QrCode } from './qr-code';

interface PaymentViewProps {
  method: PaymentMethod;
  result: DepositResult;
  /** The QR to show: from the answer, or from the invoice event of an asyncRedirect. */
  qr: string | undefined;
  money: CashierMoney;
  onNetworkChange(key: string, networkId: string): void;
  onBack(): void;
  onPaid(): void;
}

/** What follows a deposit request, by the method's processing type (spec section 2). */
export function PaymentView(props: PaymentViewProps) {
  const { t } = useTranslation();
  const { method, result } = props;
  const amount = props.money.format(result.amountMinor, method.currency);
  return (
    <div className={styles.stack}>
      <div className={styles.paymentTop}>
        <button type="button" className={styles.linkButton} onClick={props.onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('cashier.payment.changeAmount')}
        </button>
        <span className={styles.paymentAmount}>{amount}</span>
      </div>
      <PaymentBody {...props} />
    </div>
  );
}

function PaymentBody(props: PaymentViewProps) {
  const { t } = useTranslation();
  const { method, result, qr } = props;
  switch (method.processingType) {
    case 'iframe':
      return (
        <iframe
          className={styles.iframe}
          title={t('cashier.payment.iframeTitle', { method: method.name })}
          src={result.response.action ?? undefined}
        />
      );
    case 'message':
      return <MessageView fields={result.response.fields} onPaid={props.onPaid} />;
    case 'asyncRedirect':
      return qr ? <CryptoView {...props} /> : <AwaitingView />;
    default:
      return <CryptoView {...props} />;
  }
}

/** Spec: awaiting-invoice view, while the provider prepares the payment. */
function AwaitingView() {
  const { t } = useTranslation();
  return (
    <div className={styles.awaiting} role="status">
      <Hourglass aria-hidden="true" className={styles.awaitingIcon} />
      <p className={styles.awaitingTitle}>{t('cashier.payment.awaitingTitle')}</p>
      <p className={styles.muted}>{t('cashier.payment.awaitingText')}</p>
    </div>
  );
}

/** Crypto: network, destination tag with its warning, QR, address; then the awaiting note. */
function CryptoView({ method, result, qr, onNetworkChange, onPaid }: PaymentViewProps) {
  const { t, locale } = useTranslation();
  const { address, tag } = result.response;
  const networkField = findNetworkField(method);
  return (
    <div className={styles.crypto}>
      {networkField?.options && (
        <Select
          label={localized(networkField.labels, locale) ?? t('cashier.fields.network')}
          options={networkField.options.map((option) => ({ value: option.id, label: option.name }))}
          value={result.fields[networkField.key] ?? ''}
          onChange={(event) => onNetworkChange(networkField.key, event.target.value)}
        />
      )}
      {tag && (
        <>
          <Alert type="warning">{t('cashier.payment.tagWarning')}</Alert>
          <CopyField label={t('cashier.payment.tag')} value={tag} />
        </>
      )}
      {qr && <QrCode value={qr} label={t('cashier.payment.qrLabel')} />}
      {address && <CopyField label={t('cashier.payment.address')} value={address} />}
      <p className={styles.awaitingNote} role="status">
        <Hourglass aria-hidden="true" />
        {t('cashier.payment.waitingForPayment')}
      </p>
      <Button variant="secondary" isFullWidth onClick={onPaid}>
        {t('cashier.payment.paid')}
      </Button>
    </div>
  );
}

/** Bank-transfer style instructions: each detail copyable. */
function MessageView({ fields, onPaid }: { fields: Record<string, string>; onPaid(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.crypto}>
      <Alert type="info" title={t('cashier.payment.messageTitle')}>
        {t('cashier.payment.messageText')}
      </Alert>
      {Object.entries(fields).map(([key, value]) => (
        <CopyField
          key={key}
          label={t(`cashier.payment.details.${key}`, { defaultValue: key })}
          value={value}
        />
      ))}
      <Button isFullWidth onClick={onPaid}>
        {t('cashier.payment.paid')}
      </Button>
    </div>
  );
}
