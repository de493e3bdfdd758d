export const MIN_DATE_YEAR = 1000;
export const MAX_DATE_YEAR = 3000;

const CALENDAR_DATE = /^(\d{1,4})([-/.])(\d{1,2})\2(\d{1,2})$/;
const DIGITS = /^\d+$/;

/**
 * Reads a date the way the date rules accept it: a Date, a numeric timestamp (a number or a string
 * of digits) in milliseconds — the unit of `Date.now()` and of every JavaScript date, so a value
 * made in the browser round-trips — or year-month-day (separated by -, / or .) with a year from
 * 1000 to 3000 and a day that exists in that month. Calendar dates are midnight UTC.
 */
export function parseDateValue(value: unknown): Date | null {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return parseTimestamp(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DIGITS.test(text) ? parseTimestamp(Number(text)) : parseCalendarDate(text);
}

function parseTimestamp(milliseconds: number): Date | null {
  if (!Number.isSafeInteger(milliseconds)) return null;
  const date = new Date(milliseconds);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parseCalendarDate(text: string): Date | null {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[3]);
  const day = Number(match[4]);
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) return null;
  if (month < 1 || month > 12 || day < 1 || day > countDaysInMonth(year, month)) return null;
  return new Date(Date.UTC(year, month - 1, day));
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function countDaysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Negative when a is earlier, zero when equal, positive when later; null when either is no date. */
export function compareDateValues(a: unknown, b: unknown): number | null {
  const first = parseDateValue(a);
  const second = parseDateValue(b);
  if (!first || !second) return null;
  return first.getTime() - second.getTime();
}

/** Whole years lived at `now`, in UTC; someone born on 29 February turns a year older on 1 March. */
export function ageInYears(birthdate: Date, now: Date): number {
  const years = now.getUTCFullYear() - birthdate.getUTCFullYear();
  const monthDelta = now.getUTCMonth() - birthdate.getUTCMonth();
  const hasHadBirthday =
    monthDelta > 0 || (monthDelta === 0 && now.getUTCDate() >= birthdate.getUTCDate());
  return hasHadBirthday ? years : years - 1;
}
