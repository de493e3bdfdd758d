import type { Statement } from '@croupier/contract';
import { formatMinorToMajor } from '@croupier/contract/validation';

export const COLUMNS = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'] as const;

/** The last twelve months, newest first, as `YYYY-MM` (UTC; the server reads them in the player's zone). */
export function lastMonths(now: Date, count = 12): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** The statement as CSV: a header of translated column names, amounts in major units. */
export function statementCsv(
  statement: Statement,
  headers: readonly string[],
  subunitsOf: (currency: string) => number,
): string {
  const lines = statement.rows.map((row) =>
    [
      row.currency,
      ...COLUMNS.map((key) => formatMinorToMajor(row[key], subunitsOf(row.currency))),
    ].join(','),
  );
  return [headers.join(','), ...lines].join('\r\n');
}
