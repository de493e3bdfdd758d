import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SupportChat } from '../../features/support-chat/support-chat';
import { AccountsProvider } from '../../features/wallet/accounts';
import { usePwaVisit } from '../../lib/browser/use-pwa-visit';
import { LiveProvider } from '../../lib/live';
import { ModalProvider } from '../../lib/modals/modal-provider';
import { PwaEffects } from '../../lib/pwa/pwa-effects';
import { VisitorEffects } from '../../lib/session/visitor-effects';
import { ToastProvider, useToasts } from '../../lib/toasts/toast-provider';
import { CookiePopup } from './cookie-popup';
import { usePlayerSession } from './use-player-session';

/** The operators' console, with or without a locale prefix (`/backoffice`, `/de/backoffice/…`). */
const BACKOFFICE_PATH = /^(\/[a-z]{2}(-[a-z]{2})?)?\/backoffice(\/|$)/i;

/**
 * Everything every page shares: toasts, the live channel, modals, the cookie popup, the support
 * chat and the small browser duties. The back office keeps only the toasts: none of the player's
 * live channel, modals, cookie popup or chat belongs in the operators' console.
 */
export function AppProviders() {
  const { isSignedIn } = usePlayerSession();
  const { pathname } = useLocation();
  usePwaVisit();
  if (BACKOFFICE_PATH.test(pathname)) {
    return (
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    );
  }
  return (
    <ToastProvider>
      <LiveProvider>
        <AccountsProvider>
          <ModalProvider isSignedIn={isSignedIn}>
            <HideAlertsOnPathChange />
            <VisitorEffects />
            <PwaEffects />
            <Outlet />
            <CookiePopup />
            <SupportChat />
          </ModalProvider>
        </AccountsProvider>
      </LiveProvider>
    </ToastProvider>
  );
}

/** Spec: a path change hides any alert. */
function HideAlertsOnPathChange() {
  const { pathname } = useLocation();
  const { dismissAll } = useToasts();
  // biome-ignore lint/correctness/useExhaustiveDependencies: hiding is the reaction to a new path.
  useEffect(() => {
    dismissAll();
  }, [pathname, dismissAll]);
  return null;
}
