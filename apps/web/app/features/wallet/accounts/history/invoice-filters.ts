/** The transactions filters as the form holds them: empty strings mean "all". */
export interface InvoiceFilters {
  type: '' | '1' | '2';
  status: '' | '1' | '2' | '3';
  currency: string;
  /** `yyyy-mm-dd` from a date input, in the player's time zone. */
  from: string;
  to: string;
}

export const NO_FILTERS: InvoiceFilters = { type: '', status: '', currency: '', from: '', to: '' };
export const INVOICES_PER_PAGE = 10;

/**
 * The query of `GET /api/payment/invoices`: dates become the start of the first day and the end
 * of the last day in the player's time zone, as ISO instants.
 */
export function toInvoicesQuery(filters: InvoiceFilters, page: number) {
  return {
    page,
    perPage: INVOICES_PER_PAGE,
    type: filters.type || undefined,
    status: filters.status || undefined,
    currency: filters.currency || undefined,
    from: filters.from ? startOfDay(filters.from).toISOString() : undefined,
    to: filters.to ? endOfDay(filters.to).toISOString() : undefined,
  };
}

function startOfDay(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 0, 0, 0, 0);
}

function endOfDay(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 23, 59, 59, 999);
}

export function hasFilters(filters: InvoiceFilters): boolean {
  return Object.values(filters).some(Boolean);
}

export function countPages(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
