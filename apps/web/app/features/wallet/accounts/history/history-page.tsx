import type { ReactNode } from 'react';
import { Card } from '~/components/ui/card';
import { Tabs } from '~/components/ui/tabs';
import { useTranslation } from '~/lib/i18n';
import { Transactions } from './transactions';

export interface HistoryTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * `/profile/history`: transactions first, then the tabs other features bring (the route passes
 * the games' spins and bets: features do not import each other). The tab lives in the URL.
 */
export function HistoryPage({
  tab = 'transactions',
  onTabChange,
  extraTabs = [],
}: {
  tab?: string;
  onTabChange?(tab: string): void;
  extraTabs?: readonly HistoryTab[];
}) {
  const { t } = useTranslation();
  const items = [
    { id: 'transactions', label: t('wallet.history.transactions'), content: <Transactions /> },
    ...extraTabs,
  ];
  const value = items.some((item) => item.id === tab) ? tab : 'transactions';
  return (
    <Card as="section" padding="lg">
      <Tabs
        label={t('wallet.history.tabsLabel')}
        variant="underline"
        value={value}
        onValueChange={(next) => onTabChange?.(next)}
        items={items}
      />
    </Card>
  );
}
