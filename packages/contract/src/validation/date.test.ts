import { describe, expect, it } from 'vitest';
import { ageInYears, compareDateValues, parseDateValue } from './date.ts';

describe('parseDateValue', () => {
  it('reads a year-month-day date as midnight UTC', () => {
    expect(parseDateValue('2024-03-15')?.toISOString()).toBe('2024-03-15T00:00:00.000Z');
  });

  it('reads one-digit months and days and the / and . separators', () => {
    expect(parseDateValue('2024/3/5')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(parseDateValue('2024.03.05')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
  });

  it('refuses mixed separators', () => {
    expect(parseDateValue('2024-03/05')).toBeNull();
  });

  it('accepts 29 February in leap years, including century years divisible by 400', () => {
    expect(parseDateValue('2024-02-29')).not.toBeNull();
    expect(parseDateValue('2000-02-29')).not.toBeNull();
  });

  it('refuses 29 February outside leap years, including 1900', () => {
    expect(parseDateValue('2023-02-29')).toBeNull();
    expect(parseDateValue('1900-02-29')).toBeNull();
  });

  it('refuses days and months that do not exist', () => {
    expect(parseDateValue('2024-04-31')).toBeNull();
    expect(parseDateValue('2024-13-01')).toBeNull();
    expect(parseDateValue('2024-00-10')).toBeNull();
    expect(parseDateValue('2024-01-00')).toBeNull();
  });

  it('accepts years 1000 and 3000 and refuses 999 and 3001', () => {
    expect(parseDateValue('1000-01-01')).not.toBeNull();
    expect(parseDateValue('3000-12-31')).not.toBeNull();
    expect(parseDateValue('999-01-01')).toBeNull();
    expect(parseDateValue('0999-01-01')).toBeNull();
    expect(parseDateValue('3001-01-01')).toBeNull();
  });

  it('reads numbers and digit strings as millisecond timestamps', () => {
    expect(parseDateValue(1_700_000_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(parseDateValue('1700000000000')?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(parseDateValue(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });

  it('refuses fractional, infinite and out-of-range timestamps', () => {
    expect(parseDateValue(1.5)).toBeNull();
    expect(parseDateValue(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDateValue(9e15)).toBeNull();
  });

  it('copies valid Date objects and refuses invalid ones', () => {
    const date = new Date('2024-01-02T03:04:05Z');
    expect(parseDateValue(date)?.getTime()).toBe(date.getTime());
    expect(parseDateValue(new Date('nope'))).toBeNull();
  });

  it('refuses text that is no date and values of other types', () => {
    expect(parseDateValue('15/03/2024')).toBeNull();
    expect(parseDateValue('tomorrow')).toBeNull();
    expect(parseDateValue('')).toBeNull();
    expect(parseDateValue(null)).toBeNull();
    expect(parseDateValue(true)).toBeNull();
  });
});

describe('compareDateValues', () => {
  it('orders two valid dates and gives null when one is invalid', () => {
    expect(compareDateValues('2024-01-01', '2024-01-02')).toBeLessThan(0);
    expect(compareDateValues('2024-01-02', '2024-01-02')).toBe(0);
    expect(compareDateValues('2024-01-01', '2023-02-29')).toBeNull();
  });
});

describe('ageInYears', () => {
  const birthdate = new Date(Date.UTC(2000, 5, 15));

  it('counts a year only once the birthday is reached', () => {
    expect(ageInYears(birthdate, new Date('2018-06-14T23:59:59Z'))).toBe(17);
    expect(ageInYears(birthdate, new Date('2018-06-15T00:00:00Z'))).toBe(18);
    expect(ageInYears(birthdate, new Date('2018-12-01T00:00:00Z'))).toBe(18);
  });

  it('makes someone born on 29 February older on 1 March of a common year', () => {
    const leapling = new Date(Date.UTC(2004, 1, 29));
    expect(ageInYears(leapling, new Date('2022-02-28T12:00:00Z'))).toBe(17);
    expect(ageInYears(leapling, new Date('2022-03-01T00:00:00Z'))).toBe(18);
  });
});
