import type { Account } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { listVisibleAccounts, mergeAccount } from './account-list';

const account = (id: string, status: Account['status'], balance = 0): Account => ({
  id,
  currency: id.toUpperCase(),
  type: 'fiat',
  status,
  balance,
  withdrawalBalance: balance,
});

describe('mergeAccount', () => {
  it('replaces the account with the same id in place', () => {
    const list = [account('eur', 1, 100), account('usd', 2, 5)];
    expect(mergeAccount(list, account('usd', 2, 900))).toEqual([
      account('eur', 1, 100),
      account('usd', 2, 900),
    ]);
  });

  it('adds an account it does not know at the end', () => {
    expect(mergeAccount([account('eur', 1)], account('btc', 2)).map((a) => a.id)).toEqual([
      'eur',
      'btc',
    ]);
  });

  it('demotes the previous active account when another becomes active', () => {
    const merged = mergeAccount([account('eur', 1), account('usd', 2)], account('usd', 1));
    expect(merged.map((a) => [a.id, a.status])).toEqual([
      ['eur', 2],
      ['usd', 1],
    ]);
  });
});

describe('listVisibleAccounts', () => {
  it('puts the active account first and leaves hidden ones out', () => {
    const list = [account('eur', 2), account('btc', 3), account('usd', 1), account('gbp', 2)];
    expect(listVisibleAccounts(list).map((a) => a.id)).toEqual(['usd', 'eur', 'gbp']);
  });
});
