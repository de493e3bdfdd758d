import { useEffect, useRef } from 'react';
import { trackWalletFunnel, type WalletFunnelStep } from '../analytics';
import type { Operation } from './api/payment-methods';

/**
 * The wallet funnel (spec sections 3 and 4) of one opening of the wallet: 'open' once the
 * methods have loaded, with the time they took from the opening; 'close' when the wallet goes
 * away, however it is closed; and `track` for the steps in between, with the current tab (or the
 * one just chosen) and the player. Outcomes are not steps: they follow the invoice events.
 */
export function useWalletFunnel(operation: Operation, userId: string, isLoading: boolean) {
  const openedAt = useRef(Date.now());
  const hasOpened = useRef(false);
  const latest = useRef({ operation, userId });
  useEffect(() => {
    latest.current = { operation, userId };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: one 'open' event per opening.
  useEffect(() => {
    if (isLoading || hasOpened.current) return;
    hasOpened.current = true;
    trackWalletFunnel({
      step: 'open',
      operationType: operation,
      userId,
      loadTimeMs: Date.now() - openedAt.current,
    });
  }, [isLoading]);

  useEffect(
    () => () =>
      trackWalletFunnel({
        step: 'close',
        operationType: latest.current.operation,
        userId: latest.current.userId,
      }),
    [],
  );

  return (step: WalletFunnelStep, operationType: Operation = operation) =>
    trackWalletFunnel({ step, operationType, userId });
}

export type TrackWalletFunnel = ReturnType<typeof useWalletFunnel>;
