/**
 * What the platform needs from a payment service provider (PSP). The sandbox implements it
 * (sandbox.ts); a real PSP's adapter implements the same three calls and nothing else changes:
 * every outcome comes back through `verifyWebhook` on `POST /api/payment/webhooks/{provider}`.
 */

/** The invoice as the PSP sees it when a payment is created. */
export interface ProviderInvoice {
  id: string;
  number: number;
  playerId: string;
  amount: number;
  currency: string;
  method: string;
  processingType: 'form' | 'iframe' | 'qr' | 'message' | 'asyncRedirect';
  country: string | null;
  /** The fields the player filled (network, wallet_id, cpf_number…). */
  fields: Record<string, string>;
  /** The player's language, for hosted pages and instructions. */
  locale: string;
}

/** How the player pays: the cashier's `PaymentResponse` without the invoice id. */
export interface DepositInstructions {
  /** URL to open (form: redirect, iframe: embed), or null. */
  action: string | null;
  /** What to show the player (bank-transfer instructions for `message`). */
  fields: Record<string, string>;
  /** A payment URI to draw as a QR code. */
  qr: string | null;
  address: string | null;
  /** Destination tag / memo on networks that share one address. */
  tag: string | null;
  /** The PSP's id of this payment; webhooks name it. */
  providerReference: string;
}

export interface PayoutResult {
  /** 'pending': the outcome follows by webhook. */
  status: 'succeeded' | 'pending' | 'failed';
  providerReference: string;
}

/** A webhook, checked and translated into the platform's words. */
export interface ProviderEvent {
  /** The PSP's unique id of this notice; a replay carries the same id. */
  eventId: string;
  kind:
    | 'deposit.pending'
    | 'deposit.succeeded'
    | 'deposit.failed'
    | 'deposit.qr'
    | 'payout.succeeded'
    | 'payout.failed';
  providerReference: string;
  /** The amount actually received (crypto), minor units; absent: the invoice's amount. */
  amount?: number;
  qr?: string;
  /** Chain payments: confirmations so far. */
  confirmations?: number;
  reason?: string;
  payload: Record<string, unknown>;
}

export interface PaymentAdapter {
  readonly provider: string;
  createDeposit(invoice: ProviderInvoice): Promise<DepositInstructions>;
  createPayout(invoice: ProviderInvoice): Promise<PayoutResult>;
  /** Throws AppError('invalidSignature') unless the body is authentic and fresh. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): ProviderEvent;
}
