import { useSearchParams } from 'react-router';
import { BetsTab } from '~/features/games/history/bets-tab';
import { SpinsTab } from '~/features/games/history/spins-tab';
import { StatementTab } from '~/features/limits/statement-tab';
import { HistoryPage } from '~/features/wallet/accounts/history/history-page';
import { useTranslation } from '~/lib/i18n';
import { pageMeta, translate } from '~/lib/meta';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-history';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'wallet.history.metaTitle'));

/**
 * `/profile/history?tab=transactions|spins|bets|statement`: the wallet's invoices, the games'
 * rounds and the monthly activity statement.
 */
export default function ProfileHistoryRoute() {
  const { isSignedIn } = useSession();
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!isSignedIn) return null;
  const changeTab = (tab: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'transactions') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <HistoryPage
      tab={searchParams.get('tab') ?? 'transactions'}
      onTabChange={changeTab}
      extraTabs={[
        { id: 'spins', label: t('play.history.spins'), content: <SpinsTab /> },
        { id: 'bets', label: t('play.history.bets'), content: <BetsTab /> },
        { id: 'statement', label: t('limits.statement.tab'), content: <StatementTab /> },
      ]}
    />
  );
}
