import { describe, expect, it } from 'vitest';
import { alertForLiveEvent } from './live-alerts';
import type { LiveChannel } from './live-channels';
import type { LiveEventMap } from './live-events';

/** The alert on a page that is not a game page, unless told another. */
const alertFor = <C extends LiveChannel>(channel: C, data: LiveEventMap[C], pathname = '/') =>
  alertForLiveEvent(channel, data, pathname);

const bonus = (status: number, result: number) => ({ id: 'b1', name: 'Welcome', status, result });

describe('alerts for live events', () => {
  it('maps bonus status-result pairs to the spec alerts, with the bonus name', () => {
    const keys = [
      [1, 1],
      [2, 1],
      [3, 2],
      [3, 3],
      [3, 4],
      [3, 5],
    ].map(([status, result]) => alertFor('bonus:player-bonuses', bonus(status!, result!)));
    expect(keys.map((alert) => alert?.key)).toEqual([
      'live.alert.bonusIssued',
      'live.alert.bonusActivated',
      'live.alert.bonusPlayed',
      'live.alert.bonusCanceled',
      'live.alert.bonusExpired',
      'live.alert.bonusLost',
    ]);
    expect(keys[0]).toMatchObject({ type: 'info', name: 'Welcome' });
    expect(keys[5]?.type).toBe('error');
  });

  it('shows nothing for bonus pairs outside the table', () => {
    expect(alertFor('bonus:player-bonuses', bonus(2, 2))).toBeUndefined();
    expect(alertFor('bonus:player-bonuses', bonus(1, 5))).toBeUndefined();
  });

  it('maps free spins like bonuses, except that they cannot be lost', () => {
    expect(alertFor('bonus:player-freespins', bonus(2, 1))?.key).toBe(
      'live.alert.freespinsActivated',
    );
    expect(alertFor('bonus:player-freespins', bonus(3, 4))?.key).toBe(
      'live.alert.freespinsExpired',
    );
    expect(alertFor('bonus:player-freespins', bonus(3, 5))).toBeUndefined();
  });

  it('alerts success on invoice status 2 and an error on 3, for deposits and withdrawals', () => {
    const invoice = (type: 1 | 2, status: 1 | 2 | 3) =>
      alertFor('payment:invoices', {
        id: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f',
        type,
        status,
        amount: 5000,
        currency: 'EUR',
      });
    const money = { amountMinor: 5000, currency: 'EUR' };
    expect(invoice(1, 2)).toEqual({ type: 'success', key: 'live.alert.depositSucceeded', money });
    expect(invoice(1, 3)).toEqual({ type: 'error', key: 'live.alert.depositFailed', money });
    expect(invoice(2, 2)).toEqual({
      type: 'success',
      key: 'live.alert.withdrawalSucceeded',
      money,
    });
    expect(invoice(2, 3)).toEqual({ type: 'error', key: 'live.alert.withdrawalFailed', money });
    expect(invoice(1, 1)).toBeUndefined();
  });

  it('alerts on quest state changes except to completed (3)', () => {
    const quest = (state: number) =>
      alertFor('retention:quests', {
        kind: 'quest',
        id: 'r1',
        questId: 'q1',
        name: 'Spin 10',
        state,
      });
    expect(quest(2)).toMatchObject({ key: 'live.alert.questActivated', name: 'Spin 10' });
    expect(quest(5)?.key).toBe('live.alert.questExpired');
    expect(quest(6)?.key).toBe('live.alert.questExpired');
    expect(quest(3)).toBeUndefined();
  });

  it('alerts when a task of an active quest reaches its quantity, not before', () => {
    const task = (questState: number, progress: number) =>
      alertFor('retention:quests', {
        kind: 'task',
        questId: 'q1',
        playerQuestId: 'r1',
        questState,
        id: 't1',
        name: 'Play 5 rounds',
        progress,
        quantity: 5,
      });
    expect(task(2, 5)).toEqual({
      type: 'success',
      key: 'live.alert.taskCompleted',
      name: 'Play 5 rounds',
    });
    expect(task(2, 4)).toBeUndefined();
    expect(task(5, 5)).toBeUndefined();
  });

  it('alerts a level up on a game page, only when the level order rises', () => {
    const level = (levelOrder: number, previousLevelOrder: number) =>
      alertFor(
        'retention:accounts',
        { points: 120, levelOrder, previousLevelOrder, levelName: 'Gold' },
        '/de/games/lucky-star-777',
      );
    expect(level(3, 2)).toEqual({ type: 'success', key: 'live.alert.levelUp', name: 'Gold' });
    expect(level(2, 2)).toBeUndefined();
    expect(level(1, 2)).toBeUndefined();
  });

  it('leaves a level up off other pages to the level modal, without a notice beside it', () => {
    const rise = { points: 120, levelOrder: 3, previousLevelOrder: 2, levelName: 'Gold' };
    for (const pathname of ['/', '/loyalty', '/de/games', '/games/lucky-star-777/info']) {
      expect(alertFor('retention:accounts', rise, pathname)).toBeUndefined();
    }
  });

  it('alerts restricted bets and bets above the bonus max bet, carrying the max bet', () => {
    expect(alertFor('game:bets', { event: 'game.bet.restricted' })).toEqual({
      type: 'error',
      key: 'live.alert.betRestricted',
    });
    const maxBet = { amountMinor: 500, currency: 'EUR', subunitToUnit: 100 };
    expect(alertFor('game:bets', { event: 'game.bet.max.exceed', maxBet })).toEqual({
      type: 'warning',
      key: 'live.alert.betMaxExceeded',
      maxBet,
    });
    expect(alertFor('game:bets', { event: 'game.bet.placed' })).toBeUndefined();
  });

  it('shows nothing for channels without alerts or for malformed data', () => {
    const account = {
      id: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f',
      currency: 'EUR',
      type: 'fiat' as const,
      status: 1 as const,
      balance: 1,
      withdrawalBalance: 1,
    };
    expect(alertFor('wallet:accounts', account)).toBe(undefined);
    expect(alertFor('global:online', { count: 3 })).toBeUndefined();
    expect(alertFor('payment:invoices', null as never)).toBeUndefined();
  });

  it('alerts a new message with its title, and nothing for a changed unread count', () => {
    const message = (kind: string) => ({
      id: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f',
      kind,
      content: { title: 'Document declined', text: 'Please upload a new one.' },
      state: 1 as const,
      readAt: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      link: '/profile/documents',
    });
    expect(
      alertFor('messenger:notifications', {
        totalUnread: 1,
        message: message('document.declined'),
      }),
    ).toEqual({ type: 'warning', key: 'live.alert.newMessage', name: 'Document declined' });
    expect(
      alertFor('messenger:notifications', {
        totalUnread: 1,
        message: message('document.approved'),
      })?.type,
    ).toBe('info');
    expect(alertFor('messenger:notifications', { totalUnread: 0 })).toBeUndefined();
    // Payments, bonuses, levels and quests have their own alerts.
    for (const kind of [
      'deposit.succeeded',
      'freespins.issued',
      'loyalty.levelUp',
      'quest.completed',
    ]) {
      expect(
        alertFor('messenger:notifications', { totalUnread: 2, message: message(kind) }),
      ).toBeUndefined();
    }
  });
});
