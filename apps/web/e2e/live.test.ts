import type { SessionToken } from '@croupier/contract';
import { COOKIE_NAMES } from '@croupier/contract/constants';
import { Centrifuge } from 'centrifuge';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { addSessionCookie, registerPlayer, signInThroughModal } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  openContext,
  saveScreenshot,
  watchErrors,
} from './support/browser';
import { type RunningServer, startServer } from './support/server';

const DEMO = { email: 'demo@croupier.example', password: 'demo1234' };

let server: RunningServer;
let browser: Browser;
const nodeClients: Centrifuge[] = [];

async function signInThroughApi(login: string, password: string): Promise<SessionToken> {
  const response = await fetch(`${server.baseUrl}/api/player/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (response.status !== 201) throw new Error(`sign-in: ${response.status}`);
  return ((await response.json()) as { data: SessionToken }).data;
}

/** Publishes a live event through the outbox, as a module would (dev route, DEV_OUTBOX on). */
async function publish(channel: string, data: unknown) {
  const response = await fetch(`${server.baseUrl}/dev/live/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel, data }),
  });
  expect(response.status).toBe(200);
}

/** The home page with the demo player signed in (session cookie set, as after a sign-in). */
async function openSignedIn(session: SessionToken) {
  const context = await openContext(browser, server.baseUrl);
  await addSessionCookie(context, server.baseUrl, session);
  const page = await context.newPage();
  const errors = watchErrors(page);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Open account menu' }).waitFor();
  await showFooter(page);
  return { context, page, errors, loads: () => loads };
}

/** The players-online line shows once the footer comes near, as a player scrolls down to it. */
const showFooter = (page: Page) => page.getByRole('contentinfo').scrollIntoViewIfNeeded();

const onlineCount = (page: Page, count: number) =>
  page.getByRole('contentinfo').getByText(`Players online: ${count}`, { exact: true });
const alert = (page: Page, title: string) =>
  page.getByRole('status', { name: 'Notifications' }).getByText(title, { exact: true });

describe.skipIf(!hasChromium)('the live channel in a browser', () => {
  beforeAll(async () => {
    server = await startServer({ env: { DEV_OUTBOX: 'true' } });
    browser = await launchBrowser();
  });
  afterEach(() => {
    for (const client of nodeClients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows changes made elsewhere without a reload: players online and a deposit alert', async () => {
    const session = await signInThroughApi(DEMO.email, DEMO.password);
    const { context, page, errors, loads } = await openSignedIn(session);
    await onlineCount(page, 1).waitFor();

    // Another player comes online from this test process: the footer counts two.
    const other = await registerPlayer(server.baseUrl);
    const otherSession = await signInThroughApi(other.email, other.password);
    const client = new Centrifuge(
      `${server.baseUrl.replace('http', 'ws')}/api/connection/websocket`,
      {
        websocket: WebSocket,
        getToken: async () => otherSession.accessToken,
      },
    );
    nodeClients.push(client);
    client.connect();
    await onlineCount(page, 2).waitFor();

    await publish(`payment:invoices#${session.profileId}`, { id: 'inv-1', type: 1, status: 2 });
    await alert(page, 'Deposit successful').waitFor();
    await saveScreenshot(page, 'live-deposit-alert');

    client.disconnect();
    await onlineCount(page, 1).waitFor();
    expect(loads()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reconnects as the player on sign-in and as a guest on sign-out', async () => {
    const context = await openContext(browser, server.baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await showFooter(page);
    await onlineCount(page, 0).waitFor();

    await signInThroughModal(page, DEMO.email, DEMO.password);
    await onlineCount(page, 1).waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === COOKIE_NAMES.session);
    const { profileId } = JSON.parse(decodeURIComponent(cookie!.value)) as { profileId: string };
    await publish(`payment:invoices#${profileId}`, { id: 'inv-2', type: 2, status: 2 });
    await alert(page, 'Withdrawal successful').waitFor();

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    await onlineCount(page, 0).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reconnects by itself after the server is killed and started again', async () => {
    const session = await signInThroughApi(DEMO.email, DEMO.password);
    const { context, page, loads } = await openSignedIn(session);
    const indicator = page.getByRole('contentinfo').getByText(/^Players online:/);
    await indicator.waitFor();

    // The count hides while the socket is down and comes back once it has resubscribed. The gap
    // can be shorter than a locator's polling, so the page itself records that it went away.
    await page.evaluate(() => {
      const footer = document.querySelector('footer');
      const observer = new MutationObserver(() => {
        if (footer?.querySelector('[data-count]')) return;
        document.documentElement.dataset.onlineHidden = 'true';
        observer.disconnect();
      });
      if (footer) observer.observe(footer, { childList: true, subtree: true });
    });
    await server.restart('SIGKILL');
    await page.locator('html[data-online-hidden="true"]').waitFor({ state: 'attached' });
    await indicator.waitFor({ timeout: 30_000 });

    const bonus = { id: 'b-1', name: 'Weekly reload', status: 2, result: 1 };
    await publish(`bonus:player-bonuses#${session.profileId}`, bonus);
    await alert(page, 'Bonus activated').waitFor();
    await saveScreenshot(page, 'live-after-restart');
    expect(loads()).toBe(1);
    await context.close();
  });
});
