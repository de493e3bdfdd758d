import { formatMinorToMajor } from '@croupier/contract/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  type SandboxApi,
  type SandboxWebhook,
  SIGNATURE_HEADER,
  signWebhook,
  TIMESTAMP_HEADER,
} from '../../integrations/payments/sandbox.ts';
import type { DepositInstructions, ProviderInvoice } from '../../integrations/payments/types.ts';
import { depositAddress, destinationTag, paymentUri } from './chain.ts';
import { findPayment, type SandboxPayment } from './repo.ts';

export type SandboxConfig = Pick<
  Config,
  'PUBLIC_URL' | 'SANDBOX_CONFIRMATIONS' | 'SANDBOX_BLOCK_SECONDS' | 'SANDBOX_ASYNC_QR_SECONDS'
>;

/** Sends a signed webhook body to the platform; answers the HTTP status. */
export type Deliver = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxOptions {
  config: SandboxConfig;
  db: Db;
  secret: string;
  deliver: Deliver;
  log: FastifyBaseLogger;
}

export type CheckoutOutcome = 'approve' | 'decline' | 'pending';

export const referenceOf = (invoiceId: string) => `sbx_${invoiceId.replaceAll('-', '')}`;

const SUBUNITS: Record<string, number> = { BTC: 1e8, ETH: 1e8, USDT: 1e6 };

/** The demo bank account players transfer to (message processing type). */
const BANK = { bank: 'Sandbox Bank AG', iban: 'DE02 1001 0010 0000 0000 00', bic: 'SBXBDEB1XXX' };

/**
 * The sandbox payment service provider. It answers the adapter's calls like a PSP's API, serves
 * its own pages (routes.ts), and tells the platform every outcome only by signed webhooks.
 */
export function createSandboxPsp({ config, db, secret, deliver, log }: SandboxOptions) {
  const timers = new Set<NodeJS.Timeout>();
  let isClosed = false;

  function later(seconds: number, task: () => Promise<unknown>) {
    if (isClosed) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        task().catch((error: unknown) => log.warn({ err: error }, 'sandbox task failed'));
      },
      Math.max(20, seconds * 1000),
    );
    timers.add(timer);
  }

  /** Signs and sends a webhook; retries a few times while the platform does not know the payment yet. */
  async function notify(webhook: Omit<SandboxWebhook, 'id'>, attempt = 0): Promise<number> {
    const rawBody = JSON.stringify({ id: crypto.randomUUID(), ...webhook });
    return send(rawBody, attempt);
  }

  async function send(rawBody: string, attempt: number): Promise<number> {
    const timestamp = Math.floor(Date.now() / 1000);
    const status = await deliver(rawBody, {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(secret, timestamp, rawBody),
    });
    if ((status === 404 || status >= 500) && attempt < 5) {
      later(0.1 * 2 ** attempt, () => send(rawBody, attempt + 1));
    } else if (status !== 200) {
      log.warn({ status, rawBody }, 'sandbox webhook refused');
    }
    return status;
  }

  function action(reference: string, invoice: ProviderInvoice, embed: boolean) {
    const url = new URL(`/sandbox/pay/checkout/${reference}`, config.PUBLIC_URL);
    url.searchParams.set('lang', invoice.locale);
    if (embed) url.searchParams.set('embed', '1');
    return url.toString();
  }

  function cryptoInstructions(reference: string, invoice: ProviderInvoice): DepositInstructions {
    const network = invoice.fields.network ?? 'ethereum';
    const address = depositAddress(secret, invoice.id, network);
    const tag = destinationTag(network, invoice.number);
    const major = formatMinorToMajor(invoice.amount, SUBUNITS[invoice.currency] ?? 100);
    return {
      action: new URL(`/sandbox/pay/chain/${reference}`, config.PUBLIC_URL).toString(),
      fields: {},
      qr: paymentUri(network, address, major, tag),
      address,
      tag,
      providerReference: reference,
    };
  }

  function bankInstructions(reference: string, invoice: ProviderInvoice): DepositInstructions {
    const paymentReference = `SBX-${invoice.number}`;
    return {
      action: null,
      fields: { ...BANK, reference: paymentReference },
      qr: null,
      address: null,
      tag: null,
      providerReference: reference,
    };
  }

  /** A PIX-like "copia e cola" code: the sandbox makes it up once the bank answers. */
  function pixCode(invoice: ProviderInvoice) {
    const amount = formatMinorToMajor(invoice.amount, 100);
    return `00020126580014br.gov.bcb.pix0136sandbox-${invoice.number}5204000053039865406${amount}5802BR5913CROUPIER6009SAO PAULO62070503***6304ABCD`;
  }

  const api: SandboxApi = {
    async createPayment(invoice) {
      const reference = referenceOf(invoice.id);
      const none = { fields: {}, qr: null, address: null, tag: null, providerReference: reference };
      switch (invoice.processingType) {
        case 'form':
          return { ...none, action: action(reference, invoice, false) };
        case 'iframe':
          return { ...none, action: action(reference, invoice, true) };
        case 'qr':
          return cryptoInstructions(reference, invoice);
        case 'message':
          return bankInstructions(reference, invoice);
        case 'asyncRedirect':
          // The bank's QR takes a moment: it follows in a webhook, then in an invoice event.
          later(config.SANDBOX_ASYNC_QR_SECONDS, () =>
            notify({ type: 'payment.qr', reference, qr: pixCode(invoice) }),
          );
          return { ...none, action: null };
      }
    },
    async createPayout(invoice) {
      // The sandbox pays out at once; a real PSP may answer 'pending' and confirm by webhook.
      return { status: 'succeeded', providerReference: `sbx_po_${invoice.id.replaceAll('-', '')}` };
    },
  };

  /** The player's choice on the hosted card page, or the operator's on the console. */
  async function settle(reference: string, outcome: CheckoutOutcome) {
    const type =
      outcome === 'approve'
        ? 'payment.succeeded'
        : outcome === 'decline'
          ? 'payment.failed'
          : 'payment.pending';
    return notify({
      type,
      reference,
      ...(outcome === 'decline' && { reason: 'declined on the sandbox page' }),
    });
  }

  /**
   * Simulates a chain payment to a deposit address: seen in the mempool (pending, 0
   * confirmations), one more confirmation per block, credited after SANDBOX_CONFIRMATIONS.
   */
  async function sendOnChain(payment: SandboxPayment, amount: number) {
    const needed = config.SANDBOX_CONFIRMATIONS;
    const base = { reference: payment.reference, amount };
    await notify({ type: 'payment.pending', ...base, confirmations: 0 });
    for (let block = 1; block <= needed; block += 1) {
      const isFinal = block === needed;
      later(config.SANDBOX_BLOCK_SECONDS * block, () =>
        notify({
          type: isFinal ? 'payment.succeeded' : 'payment.pending',
          ...base,
          confirmations: block,
        }),
      );
    }
    return { reference: payment.reference, confirmations: needed };
  }

  return {
    api,
    secret,
    config,
    notify,
    settle,
    sendOnChain,
    findPayment: (reference: string) => findPayment(db, reference),
    close() {
      isClosed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type SandboxPsp = ReturnType<typeof createSandboxPsp>;
