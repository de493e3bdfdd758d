import type { Invoice, InvoiceEvent } from '@croupier/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveChannel, useLiveResync } from '~/lib/live';
import { useApi } from '~/lib/session/api-client';
import { type InvoiceFilters, toInvoicesQuery } from './invoice-filters';

export interface InvoicesState {
  invoices: Invoice[] | undefined;
  total: number;
  hasFailed: boolean;
  reload(): Promise<void>;
  /** Applies a `payment:invoices` event or a decline answer to the listed invoice. */
  update(invoice: Pick<Invoice, 'id'> & Partial<Invoice>): void;
}

/**
 * One page of the player's invoices. A live event updates the invoice it names in place (a
 * status change ends "declinable"); an event for an invoice not on the page reloads it, so a
 * new deposit shows up at the top.
 */
export function useInvoices(filters: InvoiceFilters, page: number): InvoicesState {
  const api = useApi();
  const [invoices, setInvoices] = useState<Invoice[]>();
  const [total, setTotal] = useState(0);
  const [hasFailed, setHasFailed] = useState(false);
  const request = useRef(0);

  const reload = useCallback(async () => {
    const current = ++request.current;
    try {
      const answer = await api('invoices', { query: toInvoicesQuery(filters, page) });
      if (current !== request.current) return;
      setInvoices(answer.data);
      setTotal(answer.meta.total);
      setHasFailed(false);
    } catch {
      if (current === request.current) setHasFailed(true);
    }
  }, [api, filters, page]);

  useEffect(() => {
    setInvoices(undefined);
    void reload();
  }, [reload]);

  const update = useCallback((change: Pick<Invoice, 'id'> & Partial<Invoice>) => {
    setInvoices((list) =>
      list?.map((item) => (item.id === change.id ? { ...item, ...change } : item)),
    );
  }, []);

  useLiveChannel('payment:invoices', (event: InvoiceEvent) => {
    if (!invoices?.some((item) => item.id === event.id)) return void reload();
    update({
      id: event.id,
      status: event.status,
      ...(event.status !== 1 && { isDeclinable: false }),
    });
  });
  useLiveResync('payment:invoices', () => void reload());

  return { invoices, total, hasFailed, reload, update };
}
