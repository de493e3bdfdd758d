import { pushAnalyticsEvent } from '../../lib/browser/analytics';

/**
 * The balance funnel (spec section 9, category balanceFunnel): what a player does with the
 * header's balance. The spec names the category only; its steps follow the wallet funnel's
 * shape: 'open' (the account list opened), 'switchAccount' (another account made active, with
 * its currency), 'manage' (on to the wallet page) and 'deposit' (the header's Deposit button).
 * Kept apart from the wallet's analytics module: the header is on every page, the cashier is not.
 */
export type BalanceFunnelStep = 'open' | 'switchAccount' | 'manage' | 'deposit';

export interface BalanceFunnelEvent {
  event: 'balanceFunnel';
  category: 'balanceFunnel';
  userId: string;
  funnelStep: BalanceFunnelStep;
  currency: string;
}

export function buildBalanceFunnelEvent(input: {
  step: BalanceFunnelStep;
  userId?: string;
  currency?: string;
}): BalanceFunnelEvent {
  return {
    event: 'balanceFunnel',
    category: 'balanceFunnel',
    userId: input.userId || 'not set',
    funnelStep: input.step,
    currency: input.currency || 'not set',
  };
}

export function trackBalanceFunnel(input: Parameters<typeof buildBalanceFunnelEvent>[0]) {
  pushAnalyticsEvent(buildBalanceFunnelEvent(input));
}
