import type { SessionToken } from '@croupier/contract';
import { COOKIE_NAMES } from '@croupier/contract/constants';
import type { BrowserContext, Page } from 'playwright-core';

export interface OutboxMessage {
  kind: string;
  to: string;
  subject?: string;
  text: string;
}

/** The demo outbox (`/dev/outbox.json`): every e-mail and SMS the server "sent". */
export async function readOutbox(baseUrl: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/dev/outbox.json`);
  const { data } = (await response.json()) as { data: OutboxMessage[] };
  return data;
}

/** Waits for the newest message to `to` whose text matches `pattern`; returns the match. */
export async function waitForOutbox(
  baseUrl: string,
  to: string,
  pattern: RegExp,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const messages = (await readOutbox(baseUrl)).filter((m) => m.to === to).reverse();
    for (const message of messages) {
      const match = message.text.match(pattern);
      if (match) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no message to ${to} matching ${pattern}`);
}

export function uniqueEmail(prefix = 'player') {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A German mobile number nobody has registered yet (015x and 8 more digits). */
export function uniqueGermanMobile() {
  return `151${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A private address of its own for each set-up call (the server trusts the proxy header). */
function randomAddress() {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

/** Registers a player through the API, as test set-up for flows that start signed out. */
export async function registerPlayer(baseUrl: string, password = 'secret123') {
  const email = uniqueEmail();
  const response = await fetch(`${baseUrl}/api/player/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({
      email,
      password,
      password_confirmation: password,
      currency: 'EUR',
      country: 'DE',
      agreements: '1',
    }),
  });
  if (response.status !== 201)
    throw new Error(`register: ${response.status} ${await response.text()}`);
  return { email, password };
}

/** Signs in through the header's Sign in button and the sign-in modal. */
export async function signInThroughModal(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Open account menu' }).waitFor();
}

/** Signs a browser context in as after a sign-in: the session cookie the web app keeps. */
export async function addSessionCookie(
  context: BrowserContext,
  baseUrl: string,
  session: SessionToken,
) {
  const stored = {
    token: session.accessToken,
    expiresAt: session.expiresAt,
    profileId: session.profileId,
  };
  await context.addCookies([
    {
      name: COOKIE_NAMES.session,
      value: encodeURIComponent(JSON.stringify(stored)),
      url: baseUrl,
    },
  ]);
}

/** Calls the API with `token` as its bearer, from Germany; the `data` of a 2xx, else it throws. */
export async function apiAs<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-country-code': 'DE',
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Pays `amountMinor` euros into the account by card through the API, declining any bonus, and
 * approves it on the sandbox's checkout page; returns that page's answer.
 */
export async function payInByCard(
  baseUrl: string,
  token: string,
  accountId: string,
  amountMinor: number,
) {
  const deposit = await apiAs<{ action: string }>(
    baseUrl,
    token,
    'POST',
    '/api/payment/invoices/deposit',
    {
      method: 'card',
      currency: 'EUR',
      amount: amountMinor,
      accountId,
      isBonusDecline: true,
      fields: {},
    },
  );
  return fetch(new URL(deposit.action, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=approve',
    redirect: 'manual',
  });
}
