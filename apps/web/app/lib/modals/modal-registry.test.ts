import { describe, expect, it } from 'vitest';
import { MODAL_NAMES, MODAL_REGISTRY, type ModalAccess } from './modal-registry';

/** Spec section 2, "Modals": the three lists of modals by who may open them, as written there. */
const SPEC_MODALS: Record<ModalAccess, string> = {
  guest: 'sign-in, forgot-pass, reset-pass, sign-up',
  user:
    'deposit-error, deposit-success, deposit-pending, deposit-redirect, wallet, ' +
    'equivalent-currency, wallet-region, quests-hub, quest-rewards, quest-tasks, ' +
    'quest-task-games, wallet-bonus-info, loyalty-level, turn-over-wager, add-cash-limit, ' +
    'edit-cash-limit, game-limit-reached, self-exclusion-limit, bonus-cancel-lock, ' +
    'change-active-bonus, cancel-active-bonus, cancel-issued-bonus, cancel-unsettled-bonus, ' +
    'package-bonus, bonus-details, max-bets, restricted-bets',
  all:
    'sign-up-cancel, cancel-deposit, profile-confirmed, mobile-game, loyalty-earn, demo-game, ' +
    'categories, providers, geo-restricted-game, success',
};

const specAccessByName = Object.entries(SPEC_MODALS).flatMap(([access, names]) =>
  names.split(', ').map((name) => [name, access] as const),
);

describe('MODAL_REGISTRY', () => {
  it('registers exactly the 41 modals of the spec, each under its own name', () => {
    const specNames = specAccessByName.map(([name]) => name);
    expect(specNames).toHaveLength(41);
    expect([...MODAL_NAMES].sort()).toEqual([...specNames].sort());
    expect(Object.keys(MODAL_REGISTRY).sort()).toEqual([...specNames].sort());
    for (const [key, entry] of Object.entries(MODAL_REGISTRY)) expect(entry.name).toBe(key);
  });

  it('lets open each modal whom the spec lets open it', () => {
    const registeredAccess = Object.values(MODAL_REGISTRY).map((entry) => [
      entry.name,
      entry.access,
    ]);
    expect(Object.fromEntries(registeredAccess)).toEqual(Object.fromEntries(specAccessByName));
  });

  it('loads a component as the content of every modal', async () => {
    for (const entry of Object.values(MODAL_REGISTRY)) {
      const { default: content } = await entry.load();
      expect(content, entry.name).toBeTypeOf('function');
    }
  }, 60_000);
});
