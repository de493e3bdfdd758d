import { describe, expect, it } from 'vitest';
import { countPages, NO_FILTERS, toInvoicesQuery } from './invoice-filters';

describe('toInvoicesQuery', () => {
  it('leaves out the filters set to all', () => {
    expect(toInvoicesQuery(NO_FILTERS, 2)).toEqual({
      page: 2,
      perPage: 10,
      type: undefined,
      status: undefined,
      currency: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('spans whole days in the local time zone', () => {
    const query = toInvoicesQuery({ ...NO_FILTERS, from: '2026-03-01', to: '2026-03-02' }, 1);
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 2, 3).getTime() - 1);
  });

  it('passes type, status and currency as the API names them', () => {
    const query = toInvoicesQuery({ ...NO_FILTERS, type: '2', status: '1', currency: 'EUR' }, 1);
    expect(query).toMatchObject({ type: '2', status: '1', currency: 'EUR' });
  });
});

describe('countPages', () => {
  it('counts at least one page', () => {
    expect(countPages(0, 10)).toBe(1);
    expect(countPages(10, 10)).toBe(1);
    expect(countPages(11, 10)).toBe(2);
  });
});
