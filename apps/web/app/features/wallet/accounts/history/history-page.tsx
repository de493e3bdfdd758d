import { Card } from '~/components/ui/card';
import { Tabs } from '~/components/ui/tabs';
import { useTranslation } from '~/lib/i18n';
import { Transactions } from './transactions';

/**
 * `/profile/history`. Only the transactions tab exists yet: bets and bonuses arrive with the games
 * and bonus issues, and a tab that shows nothing would promise what is not there.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  return (
    <Card as="section" padding="lg">
      <Tabs
        label={t('wallet.history.tabsLabel')}
        variant="underline"
        value="transactions"
        onValueChange={() => {}}
        items={[
          {
            id: 'transactions',
            label: t('wallet.history.transactions'),
            content: <Transactions />,
          },
        ]}
      />
    </Card>
  );
}
