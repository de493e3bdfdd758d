import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, signInThroughModal } from './support/accounts';
import { hasChromium, launchBrowser, openContext, watchErrors } from './support/browser';
import { CHAT_TEST_TOKEN, type ChatStandIn, startChatStandIn } from './support/chat-stand-in';
import { POLL, saveViewportScreenshot } from './support/games';
import { type RunningServer, startServer } from './support/server';

let browser: Browser;
let chat: ChatStandIn;

const chatLauncher = (page: Page) => page.getByRole('button', { name: 'Support chat' });
/** The widget calls the page made (kept by the stand-in), or none when its script never loaded. */
const chatCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { chatStandInCalls?: string[] }).chatStandInCalls ?? null,
  );
const widgetScripts = (page: Page) => page.locator('script[src$="/js/widget.js"]').count();

/** The profile as the API shows it, through a session of its own. */
async function profileOf(baseUrl: string, player: { email: string; password: string }) {
  const signIn = await fetch(`${baseUrl}/api/player/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: player.email, password: player.password }),
  });
  const { accessToken } = ((await signIn.json()) as { data: { accessToken: string } }).data;
  const response = await fetch(`${baseUrl}/api/player/profile`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return ((await response.json()) as { data: { id: string; freshchatRestoreId: string | null } })
    .data;
}

async function startChatServer(isGuestAllowed: boolean) {
  return startServer({
    env: {
      CHAT_HOST: chat.url,
      CHAT_TOKEN: CHAT_TEST_TOKEN,
      CHAT_GUESTS_ALLOWED: String(isGuestAllowed),
    },
  });
}

beforeAll(async () => {
  chat = await startChatStandIn();
  if (hasChromium) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await chat?.close();
});

describe.skipIf(!hasChromium)('support chat for players only', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startChatServer(false);
  });
  afterAll(() => server?.stop());

  it('waits for cookie consent, keeps the restore id on the profile and resets on sign-out', async () => {
    const player = await registerPlayer(server.baseUrl);
    const context = await openContext(browser, server.baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await signInThroughModal(page, player.email, player.password);

    // Signed in, but no consent yet: the chat's script is not even loaded.
    await page.waitForLoadState('networkidle');
    expect(await widgetScripts(page)).toBe(0);
    expect(await chatCalls(page)).toBeNull();

    await page.getByRole('button', { name: 'Accept' }).click();
    await chatLauncher(page).waitFor(POLL);
    const { id } = await profileOf(server.baseUrl, player);
    // The widget opened a new conversation; its restore id is kept on the profile.
    await expect
      .poll(async () => (await profileOf(server.baseUrl, player)).freshchatRestoreId, POLL)
      .toBe(`restore-${id}`);
    expect(await chatCalls(page)).toEqual(['init:player:new']);
    await saveViewportScreenshot(page, 'chat-player');

    // Consent is remembered; the next visit restores the conversation.
    await page.reload({ waitUntil: 'networkidle' });
    await chatLauncher(page).waitFor(POLL);
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await chatCalls(page)).toEqual([`init:player:restore-${id}`]);

    // Signing out clears the conversation from this browser; guests get no chat here.
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor(POLL);
    await expect
      .poll(() => chatCalls(page), POLL)
      .toEqual([`init:player:restore-${id}`, 'user.clear', 'destroy']);
    expect(await chatLauncher(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('offers guests no chat, even after consent', async () => {
    const context = await openContext(browser, server.baseUrl, { width: 'mobile' });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.goto('/contact', { waitUntil: 'networkidle' });
    expect(await widgetScripts(page)).toBe(0);
    expect(await chatLauncher(page).count()).toBe(0);
    await context.close();
  });
});

describe.skipIf(!hasChromium)('support chat open to guests', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startChatServer(true);
  });
  afterAll(() => server?.stop());

  it.each(['desktop', 'mobile'] as const)(
    'shows guests the chat once they accept cookies (%s)',
    async (width) => {
      const context = await openContext(browser, server.baseUrl, { width });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(await widgetScripts(page)).toBe(0);
      expect(await chatLauncher(page).count()).toBe(0);
      await page.getByRole('button', { name: 'Accept' }).click();
      await chatLauncher(page).waitFor(POLL);
      expect(await chatCalls(page)).toEqual(['init:guest']);
      await saveViewportScreenshot(page, 'chat-guest');
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
