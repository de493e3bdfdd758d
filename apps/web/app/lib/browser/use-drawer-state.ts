import { STORAGE_KEYS } from '@croupier/contract/constants';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useBodyScrollLock } from './scroll-lock';
import { readStorage, writeStorage } from './storage';
import { useIsMobileLayout } from './use-media-query';

/**
 * The drawer: a sidebar on desktop whose compact mode (icons only) is remembered, an overlay on
 * mobile. Opening the overlay locks the page's scroll and resets compact mode; any change of the
 * full path (pathname, search, hash) closes it.
 */
export function useDrawerState() {
  const isMobile = useIsMobileLayout();
  const [isOpen, setIsOpen] = useState(false);
  const [isCompact, setIsCompact] = useState(false);
  const { pathname, search, hash } = useLocation();
  const fullPath = `${pathname}${search}${hash}`;

  useEffect(() => {
    setIsCompact(readStorage('local', STORAGE_KEYS.drawerCompact) === 'true');
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path.
  useEffect(() => {
    setIsOpen(false);
  }, [fullPath]);

  useEffect(() => {
    if (!isMobile) setIsOpen(false);
  }, [isMobile]);

  useBodyScrollLock(isOpen && isMobile);

  const setCompact = useCallback((value: boolean) => {
    setIsCompact(value);
    writeStorage('local', STORAGE_KEYS.drawerCompact, String(value));
  }, []);

  const open = useCallback(() => {
    setIsOpen(true);
    setCompact(false);
  }, [setCompact]);

  const close = useCallback(() => setIsOpen(false), []);

  /** The menu button: opens or closes the overlay on mobile, switches compact mode on desktop. */
  const toggle = useCallback(() => {
    if (!isMobile) setCompact(!isCompact);
    else if (isOpen) close();
    else open();
  }, [isMobile, isCompact, isOpen, open, close, setCompact]);

  return { isOpen, isCompact: isCompact && !isMobile, isMobile, open, close, toggle, setCompact };
}

export type DrawerState = ReturnType<typeof useDrawerState>;
