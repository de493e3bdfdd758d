import type { Account, Currency } from '@croupier/contract';
import { Amount, formatMoney } from '~/components/ui/amount';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useTranslation } from '~/lib/i18n';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  CircleCheck,
  EyeOff,
} from '../../../../components/ui/icons';
import { toEquivalent } from '../money';
import styles from './wallet-page.module.css';

export interface AccountCardProps {
  account: Account;
  currencies: readonly Currency[];
  /** The currency equivalents are shown in; none for the account in that very currency. */
  equivalentCurrency: string;
  busyAction: 'switch' | 'hide' | undefined;
  onSwitch(): void;
  onHide(): void;
  onOpenWallet(tab: 'deposit' | 'withdraw'): void;
}

/** One account: balance, withdrawable part and equivalent; the active one deposits and withdraws. */
export function AccountCard(props: AccountCardProps) {
  const { account, currencies } = props;
  const { t, locale } = useTranslation();
  const isActive = account.status === 1;
  const currency = currencies.find((item) => item.code === account.currency);
  return (
    <Card
      as="li"
      variant={isActive ? 'raised' : 'card'}
      padding="md"
      className={styles.account}
      data-active={isActive || undefined}
      data-currency={account.currency}
      aria-label={currency ? `${currency.name} (${account.currency})` : account.currency}
    >
      <div className={styles.accountHead}>
        <span className={styles.currencyMark} aria-hidden="true">
          {currency?.symbol ?? account.currency.slice(0, 1)}
        </span>
        <div className={styles.currencyText}>
          <p className={styles.currencyCode}>{account.currency}</p>
          <p className={styles.currencyName}>
            {currency?.name ?? account.currency} ·{' '}
            {t(
              account.type === 'crypto' ? 'wallet.accounts.typeCrypto' : 'wallet.accounts.typeFiat',
            )}
          </p>
        </div>
        {isActive && (
          <Badge variant="success" icon={<CircleCheck aria-hidden="true" />}>
            {t('wallet.accounts.active')}
          </Badge>
        )}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('wallet.accounts.balance')}</dt>
          <dd className={styles.balance} data-testid="account-balance">
            <Amount amountMinor={account.balance} currency={account.currency} locale={locale} />
          </dd>
          <EquivalentLine {...props} locale={locale} />
        </div>
        <div>
          <dt>{t('wallet.accounts.withdrawalBalance')}</dt>
          <dd>
            <Amount
              amountMinor={account.withdrawalBalance}
              currency={account.currency}
              locale={locale}
            />
          </dd>
        </div>
      </dl>
      <AccountActions {...props} isActive={isActive} />
    </Card>
  );
}

function EquivalentLine({
  account,
  currencies,
  equivalentCurrency,
  locale,
}: AccountCardProps & { locale: string }) {
  const { t } = useTranslation();
  if (account.currency === equivalentCurrency) return null;
  const equivalent = toEquivalent(
    account.balance,
    account.currency,
    equivalentCurrency,
    currencies,
  );
  if (equivalent === undefined) return null;
  const amount = formatMoney(Math.round(equivalent * 100), equivalentCurrency, locale, {
    subunitToUnit: 100,
    isInWholeUnits: true,
  });
  return <p className={styles.equivalent}>{t('wallet.accounts.equivalent', { amount })}</p>;
}

function AccountActions({
  account,
  isActive,
  busyAction,
  onSwitch,
  onHide,
  onOpenWallet,
}: AccountCardProps & { isActive: boolean }) {
  const { t } = useTranslation();
  const currency = account.currency;
  if (isActive) {
    return (
      <div className={styles.actions}>
        <Button size="sm" icon={<ArrowDownToLine />} onClick={() => onOpenWallet('deposit')}>
          {t('wallet.accounts.deposit')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<ArrowUpFromLine />}
          onClick={() => onOpenWallet('withdraw')}
        >
          {t('wallet.accounts.withdraw')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <Button
        size="sm"
        variant="secondary"
        isLoading={busyAction === 'switch'}
        disabled={busyAction !== undefined}
        aria-label={t('wallet.accounts.makeActiveLabel', { currency })}
        onClick={onSwitch}
      >
        {t('wallet.accounts.makeActive')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        icon={<EyeOff />}
        isLoading={busyAction === 'hide'}
        disabled={busyAction !== undefined}
        aria-label={t('wallet.accounts.hideLabel', { currency })}
        onClick={onHide}
      >
        {t('wallet.accounts.hide')}
      </Button>
    </div>
  );
}
