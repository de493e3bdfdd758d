import type { Invoice } from '@croupier/contract';
import { Amount } from '~/components/ui/amount';
import { Badge, type BadgeVariant } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import { X } from '../../../../components/ui/icons';
import styles from './history.module.css';

const TYPE_KEYS = { 1: 'deposit', 2: 'withdrawal' } as const;
const STATUS_KEYS = { 1: 'pending', 2: 'success', 3: 'failed' } as const;
const STATUS_VARIANTS: Record<Invoice['status'], BadgeVariant> = {
  1: 'warning',
  2: 'success',
  3: 'error',
};

export interface InvoiceRowProps {
  invoice: Invoice;
  isDeclining: boolean;
  onDecline(): void;
}

/** One invoice; on phones each cell shows its column name (`data-label`). */
export function InvoiceRow({ invoice, isDeclining, onDecline }: InvoiceRowProps) {
  const { t, locale } = useTranslation();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(invoice.createdAt),
  );
  const sign = invoice.type === 2 ? -1 : 1;
  return (
    <tr data-invoice={invoice.number} data-status={invoice.status}>
      <td data-label={t('wallet.history.number')} className={styles.number}>
        {invoice.number}
      </td>
      <td data-label={t('wallet.history.date')}>
        <time dateTime={invoice.createdAt}>{date}</time>
      </td>
      <td data-label={t('wallet.history.type')}>
        {t(`wallet.history.types.${TYPE_KEYS[invoice.type]}`)}
      </td>
      <td data-label={t('wallet.history.method')}>{invoice.method}</td>
      <td data-label={t('wallet.history.amount')} className={styles.amountColumn}>
        <Amount amountMinor={sign * invoice.amount} currency={invoice.currency} locale={locale} />
      </td>
      <td data-label={t('wallet.history.status')}>
        <Badge variant={STATUS_VARIANTS[invoice.status]}>
          {t(`wallet.history.statuses.${STATUS_KEYS[invoice.status]}`)}
        </Badge>
      </td>
      <td className={styles.actionCell}>
        {invoice.isDeclinable && invoice.status === 1 && (
          <Button
            size="sm"
            variant="secondary"
            icon={<X />}
            isLoading={isDeclining}
            aria-label={t('wallet.history.cancelLabel', { number: invoice.number })}
            onClick={onDecline}
          >
            {t('wallet.history.cancel')}
          </Button>
        )}
      </td>
    </tr>
  );
}
