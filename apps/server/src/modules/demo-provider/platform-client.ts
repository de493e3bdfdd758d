import {
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_TIMESTAMP_HEADER,
  type ProviderTransactionResult,
  providerBalanceSchema,
  providerFreespinsSchema,
  providerTransactionResultSchema,
} from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { signProviderRequest } from '../games/provider-api/signature.ts';

/**
 * How the demo provider reaches the platform: over HTTP like any external provider, either to
 * `DEMO_PROVIDER_PLATFORM_URL` or, by default, into this process's own routes through
 * `app.inject` (the same validation and signature check, without a socket).
 */
export interface PlatformRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export interface PlatformResponse {
  status: number;
  text: string;
}
/** Sends one request; rejects when no answer came (network failure, timeout). */
export type Transport = (request: PlatformRequest) => Promise<PlatformResponse>;

/** Seconds a wallet call may take before its answer counts as lost. */
const TIMEOUT_MS = 5000;

export function createInjectTransport(app: FastifyInstance, timeoutMs = TIMEOUT_MS): Transport {
  return async ({ method, path, headers, body }) => {
    const response = await withTimeout(
      app.inject({ method, url: path, headers, ...(body !== undefined && { payload: body }) }),
      timeoutMs,
    );
    return { status: response.statusCode, text: response.body };
  };
}

export function createFetchTransport(baseUrl: string, timeoutMs = TIMEOUT_MS): Transport {
  return async ({ method, path, headers, body }) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      ...(body !== undefined && { body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  };
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('platform timeout')), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface PlatformError {
  code: number;
  message: string;
}

/**
 * A wallet call's result: accepted, refused by the platform (its code and translated message),
 * or unknown — no answer, or a 5xx — when the call may or may not have been applied.
 */
export type WalletAnswer<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'refused'; status: number; error: PlatformError }
  | { kind: 'unknown'; reason: string };

export type WalletOperation = 'balance' | 'bet' | 'win' | 'rollback' | 'round-close' | 'freespins';

export interface PlatformClient {
  balance(
    body: { sessionToken: string },
    locale: string,
  ): Promise<WalletAnswer<z.infer<typeof providerBalanceSchema>>>;
  /** The player's active free spins on the session's game. */
  freespins(
    body: { sessionToken: string },
    locale: string,
  ): Promise<WalletAnswer<z.infer<typeof providerFreespinsSchema>>>;
  transact(
    operation: 'bet' | 'win' | 'rollback',
    body: Record<string, unknown>,
    locale: string,
  ): Promise<WalletAnswer<ProviderTransactionResult>>;
  /** A public API read (`{ data }` unwrapped); null on 404, throws on anything else. */
  read<T>(path: string, locale: string): Promise<T | null>;
}

export function createPlatformClient(options: {
  transport: Transport;
  secret: string;
  integration?: string;
}): PlatformClient {
  const { transport, secret, integration = 'demo' } = options;

  async function call<S extends z.ZodType>(
    operation: WalletOperation,
    payload: Record<string, unknown>,
    locale: string,
    schema: S,
  ): Promise<WalletAnswer<z.infer<S>>> {
    const body = JSON.stringify(payload);
    const { timestamp, signature } = signProviderRequest(secret, body);
    let response: PlatformResponse;
    try {
      response = await transport({
        method: 'POST',
        path: `/api/game/provider-api/${integration}/${operation}`,
        headers: {
          'content-type': 'application/json',
          'accept-language': locale,
          [PROVIDER_TIMESTAMP_HEADER]: timestamp,
          [PROVIDER_SIGNATURE_HEADER]: signature,
        },
        body,
      });
    } catch (error) {
      return { kind: 'unknown', reason: (error as Error).message };
    }
    return readAnswer(response, schema);
  }

  return {
    balance: (body, locale) => call('balance', body, locale, providerBalanceSchema),
    freespins: (body, locale) => call('freespins', body, locale, providerFreespinsSchema),
    transact: (operation, body, locale) =>
      call(operation, body, locale, providerTransactionResultSchema),
    async read<T>(path: string, locale: string) {
      const response = await transport({
        method: 'GET',
        path,
        headers: { accept: 'application/json', 'accept-language': locale },
      });
      if (response.status === 404) return null;
      if (response.status !== 200) throw new Error(`platform ${path} answered ${response.status}`);
      return (JSON.parse(response.text) as { data: T }).data;
    },
  };
}

function readAnswer<S extends z.ZodType>(
  response: PlatformResponse,
  schema: S,
): WalletAnswer<z.infer<S>> {
  if (response.status >= 500) return { kind: 'unknown', reason: `status ${response.status}` };
  let json: unknown;
  try {
    json = JSON.parse(response.text);
  } catch {
    return { kind: 'unknown', reason: `unreadable answer (status ${response.status})` };
  }
  if (response.status >= 400) {
    const error = (json as { error?: PlatformError }).error;
    if (!error || typeof error.code !== 'number') {
      return { kind: 'unknown', reason: `status ${response.status} without an error body` };
    }
    return { kind: 'refused', status: response.status, error };
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { kind: 'ok', data: parsed.data }
    : { kind: 'unknown', reason: 'answer does not match the provider API contract' };
}
