import { type BalanceFunnelStep, trackBalanceFunnel } from '../../features/wallet/balance-funnel';
import { useModals } from '../../lib/modals/modal-provider';
import { useRootData } from '../../lib/root-data';
import { useSession } from '../../lib/session/session-provider';
import { CurrencyNav } from './currency-nav';
import { useLayoutState } from './layout-state';
import { NotificationsBell } from './notifications-bell';
import type { PlayerSession } from './use-player-session';
import { UserNav } from './user-nav';

/** The signed-in header area: balance with currency switch and Deposit, messages, the user menu. */
export function PlayerMenus({ session }: { session: PlayerSession }) {
  const { openMenu, setOpenMenu } = useLayoutState();
  const modals = useModals();
  const locale = useRootData()?.locale ?? 'en';
  const activeAccountId = session.activeAccountId ?? session.accounts[0]?.id;
  const userId = useSession().profile?.id;
  const currencyOf = (accountId: string | undefined) =>
    session.accounts.find((account) => account.id === accountId)?.currency;
  const trackBalance = (step: BalanceFunnelStep, accountId = activeAccountId) =>
    trackBalanceFunnel({ step, userId, currency: currencyOf(accountId) });
  return (
    <>
      {activeAccountId && (
        <CurrencyNav
          accounts={session.accounts}
          activeAccountId={activeAccountId}
          locale={locale}
          isOpen={openMenu === 'currency'}
          onOpenChange={(isOpen) => {
            if (isOpen) trackBalance('open');
            setOpenMenu(isOpen ? 'currency' : undefined);
          }}
          onSelectAccount={(accountId) => {
            if (accountId !== activeAccountId) trackBalance('switchAccount', accountId);
            session.selectAccount(accountId);
          }}
          onManage={() => trackBalance('manage')}
          onDeposit={() => {
            trackBalance('deposit');
            modals.open('wallet', { tab: 'deposit' });
          }}
        />
      )}
      <NotificationsBell
        isOpen={openMenu === 'notifications'}
        onOpenChange={(isOpen) => setOpenMenu(isOpen ? 'notifications' : undefined)}
      />
      <UserNav
        playerLabel={session.playerLabel}
        accounts={session.accounts}
        activeAccountId={activeAccountId}
        locale={locale}
        onSelectAccount={session.selectAccount}
        isOpen={openMenu === 'user'}
        onOpenChange={(isOpen) => setOpenMenu(isOpen ? 'user' : undefined)}
        onSignOut={() => {
          setOpenMenu(undefined);
          session.signOut();
        }}
      />
    </>
  );
}
