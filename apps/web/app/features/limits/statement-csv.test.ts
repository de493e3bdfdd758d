import { describe, expect, it } from 'vitest';
import { lastMonths, statementCsv } from './statement-csv';

describe('monthly statement', () => {
  it('offers the last twelve months, newest first, across a year change', () => {
    const months = lastMonths(new Date('2026-02-15T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2025-03');
  });

  it('writes CSV with the given headers and amounts in major units', () => {
    const csv = statementCsv(
      {
        month: '2026-11',
        timeZone: 'UTC',
        from: '2026-11-01T00:00:00.000Z',
        to: '2026-12-01T00:00:00.000Z',
        rows: [
          { currency: 'EUR', deposits: 5000, withdrawals: 1000, stakes: 505, wins: 800, net: 295 },
          { currency: 'USD', deposits: 0, withdrawals: 0, stakes: 300, wins: 0, net: -300 },
        ],
      },
      ['Currency', 'Deposits', 'Withdrawals', 'Stakes', 'Wins', 'Net'],
      () => 100,
    );
    expect(csv.split('\r\n')).toEqual([
      'Currency,Deposits,Withdrawals,Stakes,Wins,Net',
      'EUR,50,10,5.05,8,2.95',
      'USD,0,0,3,0,-3',
    ]);
  });
});
