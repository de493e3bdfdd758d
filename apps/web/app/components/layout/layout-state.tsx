import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { type DrawerState, useDrawerState } from '../../lib/browser/use-drawer-state';

export type HeaderMenu = 'user' | 'currency' | 'notifications';

export interface LayoutState {
  drawer: DrawerState;
  /** The header menu open now (user nav, currency nav or notifications); one at a time. */
  openMenu: HeaderMenu | undefined;
  setOpenMenu(menu: HeaderMenu | undefined): void;
}

const LayoutStateContext = createContext<LayoutState | null>(null);

/** The default layout's shared state: the drawer and the header menus. */
export function LayoutStateProvider({ children }: { children: React.ReactNode }) {
  const drawer = useDrawerState();
  const [openMenu, setOpenMenu] = useState<HeaderMenu | undefined>(undefined);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: menus close on each new page.
  useEffect(() => {
    setOpenMenu(undefined);
  }, [pathname]);

  const state = useMemo(() => ({ drawer, openMenu, setOpenMenu }), [drawer, openMenu]);
  return <LayoutStateContext value={state}>{children}</LayoutStateContext>;
}

export function useLayoutState(): LayoutState {
  const state = useContext(LayoutStateContext);
  if (!state) throw new Error('useLayoutState needs a LayoutStateProvider above it');
  return state;
}

/** Whether a component renders inside the site's chrome (the error page draws its own otherwise). */
export const InsideShellContext = createContext(false);
