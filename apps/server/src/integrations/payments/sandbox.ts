import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadAppSecret } from '../../db/app-secrets.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type {
  DepositInstructions,
  PaymentAdapter,
  PayoutResult,
  ProviderEvent,
  ProviderInvoice,
} from './types.ts';

export const SANDBOX_PROVIDER = 'sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** Webhooks older than this (or this far in the future) are refused: a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The sandbox's webhook secret: SANDBOX_WEBHOOK_SECRET, else generated once and kept in the database. */
export async function loadSandboxSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return loadAppSecret(db, 'sandbox-webhook-secret', 32);
}

/** `v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`, the scheme Stripe-like PSPs use. */
export function signWebhook(secret: string, timestamp: number, rawBody: string) {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `v1=${digest}`;
}

/** The sandbox's notice as it travels: `type` in the sandbox's words, ids and amounts. */
export interface SandboxWebhook {
  id: string;
  type:
    | 'payment.pending'
    | 'payment.succeeded'
    | 'payment.failed'
    | 'payment.qr'
    | 'payout.succeeded'
    | 'payout.failed';
  reference: string;
  amount?: number;
  qr?: string;
  confirmations?: number;
  reason?: string;
}

const KINDS: Record<SandboxWebhook['type'], ProviderEvent['kind']> = {
  'payment.pending': 'deposit.pending',
  'payment.succeeded': 'deposit.succeeded',
  'payment.failed': 'deposit.failed',
  'payment.qr': 'deposit.qr',
  'payout.succeeded': 'payout.succeeded',
  'payout.failed': 'payout.failed',
};

function header(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function isSameSignature(expected: string, actual: string) {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the sandbox PSP answers when a payment is created (modules/sandbox/provider.ts). */
export interface SandboxApi {
  createPayment(invoice: ProviderInvoice): Promise<DepositInstructions>;
  createPayout(invoice: ProviderInvoice): Promise<PayoutResult>;
}

export function createSandboxAdapter(
  secret: string,
  api: SandboxApi,
  now: () => number = Date.now,
): PaymentAdapter {
  return {
    provider: SANDBOX_PROVIDER,
    createDeposit: (invoice) => api.createPayment(invoice),
    createPayout: (invoice) => api.createPayout(invoice),
    verifyWebhook(headers, rawBody) {
      const timestamp = Number(header(headers, TIMESTAMP_HEADER));
      const signature = header(headers, SIGNATURE_HEADER) ?? '';
      const ageSeconds = Math.abs(now() / 1000 - timestamp);
      if (!Number.isFinite(timestamp) || ageSeconds > WEBHOOK_TOLERANCE_SECONDS) {
        throw new AppError('invalidSignature', { cause: new Error('stale webhook') });
      }
      if (!isSameSignature(signWebhook(secret, timestamp, rawBody), signature)) {
        throw new AppError('invalidSignature');
      }
      const body = JSON.parse(rawBody) as SandboxWebhook;
      const kind = KINDS[body.type];
      if (!kind || typeof body.id !== 'string' || typeof body.reference !== 'string') {
        throw new AppError('badRequest', { cause: new Error('unknown sandbox webhook') });
      }
      return {
        eventId: body.id,
        kind,
        providerReference: body.reference,
        ...(Number.isSafeInteger(body.amount) && { amount: body.amount }),
        ...(body.qr && { qr: body.qr }),
        ...(body.confirmations !== undefined && { confirmations: body.confirmations }),
        ...(body.reason && { reason: body.reason }),
        payload: body as unknown as Record<string, unknown>,
      };
    },
  };
}
