import type { ComponentType } from 'react';

export type ModalAccess = 'guest' | 'user' | 'all';
export type ModalSize = 'sm' | 'md' | 'lg';

/** What every modal content component receives besides the props it was opened with. */
export interface ModalContentProps {
  name: ModalName;
  close(): void;
}

export interface ModalEntry {
  name: ModalName;
  access: ModalAccess;
  /** Mirrors the open state as `?modal=<queryName>`, so a link or reload reopens it. */
  queryName?: string;
  /** Opening it again while open only updates its props (wallet and similar). */
  isOpenOnce?: boolean;
  size?: ModalSize;
  // biome-ignore lint/suspicious/noExplicitAny: each content declares its own props.
  load: () => Promise<{ default: ComponentType<any> }>;
}

export const MODAL_NAMES = [
  'sign-in',
  'forgot-pass',
  'reset-pass',
  'sign-up',
  'deposit-error',
  'deposit-success',
  'deposit-pending',
  'deposit-redirect',
  'wallet',
  'equivalent-currency',
  'wallet-region',
  'quests-hub',
  'quest-rewards',
  'quest-tasks',
  'quest-task-games',
  'wallet-bonus-info',
  'loyalty-level',
  'turn-over-wager',
  'add-cash-limit',
  'edit-cash-limit',
  'game-limit-reached',
  'self-exclusion-limit',
  'bonus-cancel-lock',
  'change-active-bonus',
  'cancel-active-bonus',
  'cancel-issued-bonus',
  'cancel-unsettled-bonus',
  'package-bonus',
  'bonus-details',
  'max-bets',
  'restricted-bets',
  'sign-up-cancel',
  'cancel-deposit',
  'profile-confirmed',
  'mobile-game',
  'loyalty-earn',
  'demo-game',
  'categories',
  'providers',
  'geo-restricted-game',
  'success',
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

/** The bonus modals share one chunk, as do the limit and loyalty modals: one import a family. */
const bonusModal = (name: keyof typeof import('~/features/bonuses/bonus-modals')) =>
  named(import('~/features/bonuses/bonus-modals'), name);
const limitModal = (name: keyof typeof import('~/features/limits/limit-modals')) =>
  named(import('~/features/limits/limit-modals'), name);
const questModal = (name: keyof typeof import('~/features/quests/quest-modals')) =>
  named(import('~/features/quests/quest-modals'), name);
const loyaltyModal = (name: keyof typeof import('~/features/loyalty/loyalty-modals')) =>
  named(import('~/features/loyalty/loyalty-modals'), name);
function named<M, K extends keyof M>(module: Promise<M>, name: K) {
  return module.then((loaded) => ({ default: loaded[name] }));
}

type EntryOptions = Omit<ModalEntry, 'name' | 'access'>;

function guest(name: ModalName, options: EntryOptions): ModalEntry {
  return { name, access: 'guest', ...options };
}
function user(name: ModalName, options: EntryOptions): ModalEntry {
  return { name, access: 'user', ...options };
}
function all(name: ModalName, options: EntryOptions): ModalEntry {
  return { name, access: 'all', ...options };
}

/** Spec section 2, "Modals": every modal by name with who may open it. */
export const MODAL_REGISTRY: Record<ModalName, ModalEntry> = Object.fromEntries(
  [
    guest('sign-in', {
      queryName: 'sign-in',
      load: () => import('~/features/account/sign-in/sign-in-modal'),
    }),
    guest('forgot-pass', {
      queryName: 'forgot-password',
      size: 'sm',
      load: () => import('~/features/account/password/forgot-pass-modal'),
    }),
    guest('reset-pass', {
      size: 'sm',
      load: () => import('~/features/account/password/reset-pass-modal'),
    }),
    guest('sign-up', {
      queryName: 'sign-up',
      size: 'lg',
      load: () => import('~/features/account/sign-up/sign-up-modal'),
    }),
    user('deposit-error', {
      queryName: 'deposit-error',
      size: 'sm',
      load: () =>
        import('~/features/wallet/cashier/modals/deposit-result-modals').then((module) => ({
          default: module.DepositErrorModal,
        })),
    }),
    user('deposit-success', {
      queryName: 'deposit-success',
      size: 'sm',
      load: () =>
        import('~/features/wallet/cashier/modals/deposit-result-modals').then((module) => ({
          default: module.DepositSuccessModal,
        })),
    }),
    user('deposit-pending', {
      queryName: 'deposit-pending',
      size: 'sm',
      load: () =>
        import('~/features/wallet/cashier/modals/deposit-result-modals').then((module) => ({
          default: module.DepositPendingModal,
        })),
    }),
    user('deposit-redirect', {
      size: 'sm',
      load: () => import('~/features/wallet/cashier/modals/deposit-redirect-modal'),
    }),
    user('wallet', {
      queryName: 'wallet',
      isOpenOnce: true,
      size: 'lg',
      load: () => import('~/features/wallet/cashier/wallet-modal'),
    }),
    user('equivalent-currency', {
      size: 'sm',
      load: () => import('~/features/wallet/cashier/modals/equivalent-currency-modal'),
    }),
    user('wallet-region', {
      size: 'sm',
      load: () => import('~/features/wallet/cashier/modals/wallet-region-modal'),
    }),
    user('quests-hub', {
      queryName: 'quests',
      isOpenOnce: true,
      size: 'lg',
      load: () => questModal('QuestsHubModal'),
    }),
    user('quest-rewards', { size: 'sm', load: () => questModal('QuestRewardsModal') }),
    user('quest-tasks', { load: () => questModal('QuestTasksModal') }),
    user('quest-task-games', { size: 'sm', load: () => questModal('QuestTaskGamesModal') }),
    user('wallet-bonus-info', {
      size: 'sm',
      load: () => bonusModal('WalletBonusInfoModal'),
    }),
    user('loyalty-level', { size: 'sm', load: () => loyaltyModal('LoyaltyLevelModal') }),
    user('turn-over-wager', {
      size: 'sm',
      load: () => import('~/features/wallet/cashier/modals/turn-over-wager-modal'),
    }),
    user('add-cash-limit', { size: 'sm', load: () => limitModal('AddCashLimitModal') }),
    user('edit-cash-limit', { size: 'sm', load: () => limitModal('EditCashLimitModal') }),
    user('game-limit-reached', { size: 'sm', load: () => limitModal('GameLimitReachedModal') }),
    user('self-exclusion-limit', {
      size: 'sm',
      load: () => limitModal('SelfExclusionLimitModal'),
    }),
    user('bonus-cancel-lock', { size: 'sm', load: () => bonusModal('BonusCancelLockModal') }),
    user('change-active-bonus', {
      size: 'sm',
      load: () => bonusModal('ChangeActiveBonusModal'),
    }),
    user('cancel-active-bonus', {
      size: 'sm',
      load: () => bonusModal('CancelActiveBonusModal'),
    }),
    user('cancel-issued-bonus', {
      size: 'sm',
      load: () => bonusModal('CancelIssuedBonusModal'),
    }),
    user('cancel-unsettled-bonus', {
      size: 'sm',
      load: () => bonusModal('CancelUnsettledBonusModal'),
    }),
    user('package-bonus', { load: () => bonusModal('PackageBonusModal') }),
    user('bonus-details', {
      load: () => bonusModal('BonusDetailsModal'),
    }),
    user('max-bets', { size: 'sm', load: () => bonusModal('MaxBetsModal') }),
    user('restricted-bets', { size: 'sm', load: () => bonusModal('RestrictedBetsModal') }),
    all('sign-up-cancel', {
      size: 'sm',
      load: () => import('~/features/account/sign-up/sign-up-cancel-modal'),
    }),
    all('cancel-deposit', {
      size: 'sm',
      load: () => import('~/features/wallet/cashier/modals/cancel-deposit-modal'),
    }),
    all('profile-confirmed', {
      size: 'sm',
      load: () => import('~/features/account/email/profile-confirmed-modal'),
    }),
    all('mobile-game', {
      size: 'sm',
      load: () => import('~/features/games/play/mobile-game-modal'),
    }),
    all('loyalty-earn', {
      queryName: 'loyalty-earn',
      load: () => loyaltyModal('LoyaltyEarnModal'),
    }),
    all('demo-game', { size: 'sm', load: () => import('~/features/games/play/demo-game-modal') }),
    all('categories', {
      queryName: 'categories',
      size: 'lg',
      load: () => import('~/features/games/lobby/categories-modal'),
    }),
    all('providers', {
      queryName: 'providers',
      size: 'lg',
      load: () => import('~/features/games/lobby/providers-modal'),
    }),
    all('geo-restricted-game', {
      size: 'sm',
      load: () => import('~/features/games/play/geo-restricted-game-modal'),
    }),
    all('success', { queryName: 'success', size: 'sm', load: () => import('./success-modal') }),
  ].map((entry) => [entry.name, entry]),
) as Record<ModalName, ModalEntry>;

export function isModalName(value: string): value is ModalName {
  return (MODAL_NAMES as readonly string[]).includes(value);
}
