/**
 * How the harness's clients talk to a server that may vanish at any moment: every request is
 * logged with what came back, and one whose answer was lost is sent again, with the same id,
 * once the server is back — as a game provider or a payment provider does.
 */
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '@croupier/contract';
import {
  SIGNATURE_HEADER,
  signWebhook,
  TIMESTAMP_HEADER,
} from '../../apps/server/src/integrations/payments/sandbox.ts';
import { signProviderRequest } from '../../apps/server/src/modules/games/provider-api/signature.ts';
import { sleep } from '../lib/server.ts';
import type { ServerSlot } from './chaos.ts';
import type { ClientLog, RequestLine } from './client-log.ts';

const REQUEST_TIMEOUT_MS = 15_000;
/** A request still unanswered after this long fails the run: the server never came back. */
const GIVE_UP_AFTER_MS = 120_000;
const INTEGRATION = 'demo';

export interface ClientContext {
  slot: ServerSlot;
  log: ClientLog;
  providerSecret: string;
  sandboxSecret: string;
}

export type Answer =
  | { kind: 'answer'; status: number; body: unknown }
  | { kind: 'lost'; error: string };

/** One HTTP request; a reset connection, a refused one or a timeout is a lost answer. */
export async function request(
  slot: ServerSlot,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  try {
    const response = await fetch(slot.baseUrl + path, {
      ...init,
      headers: { 'accept-language': 'en', ...init.headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { kind: 'answer', status: response.status, body: parseJson(await response.text()) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { kind: 'lost', error: cause ?? (error as Error).name };
  }
}

/** The body of a JSON answer; null for an empty or non-JSON one (a proxy's error page). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** 2xx: done; 4xx (but 408 and 429): refused for good; anything else: the outcome is unknown. */
export function resultOf(answer: Answer): 'ack' | 'refused' | 'unacked' {
  if (answer.kind === 'lost') return 'unacked';
  if (answer.status >= 200 && answer.status < 300) return 'ack';
  if (answer.status >= 400 && answer.status < 500 && ![408, 429].includes(answer.status)) {
    return 'refused';
  }
  return 'unacked';
}

export function errorCodeOf(answer: Answer): number | undefined {
  if (answer.kind === 'lost') return undefined;
  return (answer.body as { error?: { code?: number } } | null)?.error?.code;
}

/** What identifies a request in the log: the same on every attempt. */
export type RequestBase = Pick<RequestLine, 'op' | 'player' | 'id' | 'amount' | 'invoiceId'>;

/** What one attempt was: logged as it happened. */
export function logAttempt(
  ctx: ClientContext,
  base: RequestBase,
  attempt: number,
  answer: Answer,
  extra: Partial<RequestLine> = {},
): RequestLine {
  const line: RequestLine = {
    kind: 'request',
    at: new Date().toISOString(),
    ...base,
    attempt,
    result: resultOf(answer),
    ...(answer.kind === 'answer'
      ? { status: answer.status, ...(errorCodeOf(answer) && { code: errorCodeOf(answer) }) }
      : { error: answer.error }),
    ...extra,
  };
  ctx.log.write(line);
  return line;
}

/** Waits for the server to be up again, then a little longer the more often it failed. */
export async function backOff(ctx: ClientContext, attempt: number, startedAt: number) {
  if (performance.now() - startedAt > GIVE_UP_AFTER_MS) {
    throw new Error(`no answer for ${GIVE_UP_AFTER_MS / 1000} s: the server did not come back`);
  }
  await ctx.slot.whenUp();
  await sleep(Math.min(2_000, 100 * 2 ** Math.min(attempt, 5)));
}

/**
 * Sends `send()` until it is answered for good (acknowledged or refused), logging every attempt;
 * `send` builds the request again each time (a fresh signature), with the same id and body.
 */
export async function sendUntilAnswered(
  ctx: ClientContext,
  base: RequestBase,
  send: () => Promise<Answer>,
): Promise<{ line: RequestLine; answer: Answer }> {
  const startedAt = performance.now();
  for (let attempt = 1; ; attempt++) {
    const answer = await send();
    const line = logAttempt(ctx, base, attempt, answer);
    if (line.result !== 'unacked') return { line, answer };
    await backOff(ctx, attempt, startedAt);
  }
}

/** A seamless-wallet call signed as the demo integration signs it. */
export function providerCall(ctx: ClientContext, name: string, payload: Record<string, unknown>) {
  const body = JSON.stringify(payload);
  const { timestamp, signature } = signProviderRequest(ctx.providerSecret, body);
  return request(ctx.slot, `/api/game/provider-api/${INTEGRATION}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PROVIDER_TIMESTAMP_HEADER]: timestamp,
      [PROVIDER_SIGNATURE_HEADER]: signature,
    },
    body,
  });
}

/** A webhook as the sandbox PSP signs it. */
export function sandboxWebhook(ctx: ClientContext, payload: Record<string, unknown>) {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(Date.now() / 1000);
  return request(ctx.slot, '/api/payment/webhooks/sandbox', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(ctx.sandboxSecret, timestamp, body),
    },
    body,
  });
}

/** A player API call with the player's bearer token. */
export function playerCall(
  ctx: ClientContext,
  token: string,
  method: string,
  path: string,
  payload?: Record<string, unknown>,
) {
  return request(ctx.slot, path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload && { 'content-type': 'application/json' }),
    },
    ...(payload && { body: JSON.stringify(payload) }),
  });
}
