import {
  type EndpointName,
  ERRORS,
  type ErrorName,
  endpoints,
  findErrorName,
} from '@croupier/contract';
import type { RequestPlan } from './requests.ts';

/**
 * 503 `unavailable` is the contract's answer of these endpoints while their integration is not
 * configured (their summaries say so), not a failure of the server.
 */
const UNAVAILABLE_UNCONFIGURED = new Set<EndpointName>(['sumsubAuth']);

/** The routes other systems call: a call without their signature must be refused. */
const SIGNED_ROUTES = new Set<EndpointName>([
  'paymentWebhook',
  'sumsubWebhook',
  'providerBalance',
  'providerBet',
  'providerWin',
  'providerRollback',
  'providerRoundClose',
  'providerFreespins',
]);

export interface Answer {
  status: number;
  body: string;
  /** The `Allow` header of a 405. */
  allow: string | undefined;
}

export interface Sent {
  name: EndpointName;
  method: string;
  isAuthenticated: boolean;
  /** A back-office route past sign-in: its signed-in cases (auth `player`) carry an admin's token. */
  isOperatorOnly: boolean;
  plan: RequestPlan;
  /** Whether the harness signed it with the integration's real secret. */
  isSigned: boolean;
}

/** What is wrong with an answer by the contract, or undefined when nothing is. */
export function problemOf(sent: Sent, answer: Answer): string | undefined {
  const { status } = answer;
  if (status < 400) return problemOfSuccess(sent, status);
  const error = errorOf(answer.body);
  if (!error) return `answered ${status} without the contract's error body`;
  const errorName = typeof error.code === 'number' ? findErrorName(error.code) : undefined;
  if (!errorName) return `answered ${status} with code ${String(error.code)}, not a contract code`;
  if (ERRORS[errorName].status !== status) {
    return `answered ${status} with ${errorName} (${error.code}), whose status is ${ERRORS[errorName].status}`;
  }
  if (status >= 500 && !isDocumentedUnavailable(sent.name, errorName)) {
    return `answered ${status} ${errorName}`;
  }
  if (typeof error.message !== 'string' || error.message.trim() === '') {
    return `answered ${errorName} without a message`;
  }
  if (errorName === 'methodNotAllowed' && !isAllowTrue(sent.method, answer.allow)) {
    return `answered 405 to a ${sent.method} with Allow: ${answer.allow ?? '(none)'}`;
  }
  return problemOfFields(errorName, error.fields);
}

function problemOfSuccess(
  { name, isAuthenticated, isOperatorOnly, plan, isSigned }: Sent,
  status: number,
) {
  if ((isAuthenticated || isOperatorOnly) && plan.auth.kind !== 'player') {
    const holder = isOperatorOnly ? "an operator's" : "the player's";
    return `answered ${status} without ${holder} token (${plan.auth.kind})`;
  }
  if (SIGNED_ROUTES.has(name) && !isSigned) return `answered ${status} to an unsigned call`;
  return undefined;
}

function isDocumentedUnavailable(name: EndpointName, errorName: ErrorName) {
  return errorName === 'unavailable' && UNAVAILABLE_UNCONFIGURED.has(name);
}

/** A 405 names the methods the path takes, and the one refused is not among them. */
function isAllowTrue(method: string, allow: string | undefined) {
  const methods = allow?.split(',').map((name) => name.trim()) ?? [];
  return methods.length > 0 && !methods.includes(method);
}

interface ErrorShape {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
}

function errorOf(body: string): ErrorShape | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = (parsed as { error?: unknown } | null)?.error;
    return typeof error === 'object' && error !== null ? (error as ErrorShape) : undefined;
  } catch {
    return undefined;
  }
}

/** A validation refusal names its fields, each with at least one message. */
function problemOfFields(errorName: ErrorName, fields: unknown) {
  if (fields === undefined) {
    return errorName === 'validation' ? 'answered a validation error without fields' : undefined;
  }
  const entries = typeof fields === 'object' && fields !== null ? Object.values(fields) : [];
  const isWellFormed =
    entries.length > 0 &&
    entries.every(
      (messages) =>
        Array.isArray(messages) &&
        messages.length > 0 &&
        messages.every((message) => typeof message === 'string' && message.trim() !== ''),
    );
  return isWellFormed ? undefined : `answered ${errorName} with malformed fields`;
}

export interface Failure {
  name: EndpointName;
  index: number;
  problem: string;
  plan: RequestPlan;
  answer: Answer;
}

/** One example of each kind of failure, and the command that replays it (`FUZZ_ONLY=<name>`). */
export function reportOf(failures: Failure[], seed: number, replay: string) {
  const byKind = new Map<string, Failure[]>();
  for (const failure of failures) {
    const kind = `${failure.name}: ${failure.problem}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), failure]);
  }
  const examples = [...byKind].map(([kind, [first, ...others]]) => {
    const { plan, answer, index, name } = first!;
    const body = plan.body.kind === 'none' ? '' : ` body ${plan.body.text.slice(0, 300)}`;
    return [
      `${kind} (${others.length + 1}×; first: case ${index})`,
      `  ${endpoints[name].method} ${plan.url.slice(0, 1000)} auth ${plan.auth.kind}${body}`,
      `  → ${answer.status} ${answer.body.slice(0, 300)}`,
      `  replay: FUZZ_ONLY=${name} ${replay}`,
    ].join('\n');
  });
  return `seed ${seed}: ${failures.length} failing cases\n${examples.join('\n')}`;
}
