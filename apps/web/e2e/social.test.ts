import { createHash, createHmac } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasChromium,
  launchBrowser,
  openContext,
  saveScreenshot,
  watchErrors,
} from './support/browser';
import { type RunningServer, startServer } from './support/server';

const TELEGRAM = { bot: 'croupier_demo_bot', token: '123:abc' };
/** An Auth0 tenant and a direct provider nobody answers at: buttons come from settings alone. */
const SOCIAL_ENV = {
  SOCIAL_TELEGRAM_BOT: TELEGRAM.bot,
  SOCIAL_TELEGRAM_BOT_TOKEN: TELEGRAM.token,
  SOCIAL_AUTH0_ISSUER: 'https://croupier-demo.auth0.invalid/',
  SOCIAL_AUTH0_CLIENT_ID: 'demo-client',
  SOCIAL_AUTH0_CLIENT_SECRET: 'demo-secret',
  SOCIAL_AUTH0_CONNECTIONS: 'google-oauth2,apple,facebook',
  SOCIAL_OIDC_PROVIDERS: JSON.stringify([
    {
      id: 'discord',
      name: 'Discord',
      issuer: 'https://discord.invalid',
      clientId: 'demo-client',
      clientSecret: 'demo-secret',
    },
  ]),
};

/** Signs the widget's fields the way Telegram does (sorted `key=value` lines, SHA-256 key). */
function signTelegramLogin(fields: Record<string, string>, botToken = TELEGRAM.token) {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}

/** Telegram's script is not fetched from the internet in tests; its stand-in draws nothing. */
async function stubTelegramScript(context: BrowserContext) {
  await context.route('https://telegram.org/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome back' });
const socialSection = (page: Page) =>
  signInDialog(page).getByRole('region', { name: 'Sign in with a social account' });

describe.skipIf(!hasChromium)('social sign-in in a browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ env: SOCIAL_ENV });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(path: string, width: 'desktop' | 'mobile' = 'desktop') {
    const context = await openContext(browser, server.baseUrl, { width });
    await stubTelegramScript(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    return { context, page, errors };
  }

  it.each(['desktop', 'mobile'] as const)(
    'shows a button per connection and the Telegram widget in the sign-in modal (%s)',
    async (width) => {
      const { context, page, errors } = await open('/?modal=sign-in', width);
      const social = socialSection(page);
      for (const name of ['Google', 'Apple', 'Facebook', 'Discord']) {
        await social.getByRole('button', { name: `Continue with ${name}` }).waitFor();
      }
      const widget = social.getByRole('group', { name: 'Continue with Telegram' });
      await expect(widget.locator('script').getAttribute('data-telegram-login')).resolves.toBe(
        TELEGRAM.bot,
      );
      await expect(widget.locator('script').getAttribute('data-auth-url')).resolves.toBe(
        `${server.baseUrl}/auth/social/telegram/callback`,
      );
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'social-sign-in');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('offers the same buttons in the sign-up modal', async () => {
    const { context, page, errors } = await open('/?modal=sign-up');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('button', { name: 'Continue with Google' }).waitFor();
    await dialog.getByRole('group', { name: 'Continue with Telegram' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('allows the Telegram widget in the page security policy', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/telegram\.org/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/oauth\.telegram\.org/);
  });

  it('starts an Auth0 sign-in with a full navigation that carries the way back', async () => {
    const { context, page } = await open('/');
    // Spec section 3 keeps `?stag=` in this cookie; here it is set as a returning visitor's.
    await context.addCookies([{ name: 'stag', value: 'aff-7', url: server.baseUrl }]);
    await page.goto('/?modal=sign-in&stag=aff-7&page=2', { waitUntil: 'networkidle' });
    const redirects: URL[] = [];
    await page.route('**/api/player/sessions/social/auth0/redirect?*', (route) => {
      redirects.push(new URL(route.request().url()));
      return route.fulfill({ contentType: 'text/html', body: '<title>Provider</title>' });
    });
    await socialSection(page).getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL('**/auth0/redirect?*');
    const [redirect] = redirects;
    expect(redirect?.searchParams.get('connection')).toBe('google-oauth2');
    const state = JSON.parse(redirect?.searchParams.get('state') ?? '{}');
    expect(state).toMatchObject({ backRoute: '/?page=2', stag: 'aff-7' });
    expect(state.fingerprint).toEqual(expect.any(String));
    await context.close();
  });

  it('signs a new player in from a Telegram login', async () => {
    const login = signTelegramLogin({
      id: String(Date.now()),
      first_name: 'Lena',
      username: `lena_${Date.now()}`,
      auth_date: String(Math.floor(Date.now() / 1000)),
    });
    const { context, page, errors } = await open('/');
    await page.goto(`/auth/social/telegram/callback?${new URLSearchParams(login)}`);
    await page.getByRole('button', { name: 'Open account menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText('Welcome to Croupier!').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the affiliate tag of ?stag= in its cookie for thirty days', async () => {
    const { context, page } = await open('/?stag=partner-42');
    await page.waitForFunction(() => document.cookie.includes('stag=partner-42'));
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'stag');
    expect(cookie?.value).toBe('partner-42');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    await context.close();
  });

  it('shows the translated failure for a tampered Telegram login', async () => {
    const login = signTelegramLogin({
      id: '4242',
      first_name: 'Eve',
      auth_date: String(Math.floor(Date.now() / 1000)),
    });
    const { context, page } = await open('/');
    await page.goto(
      `/auth/social/telegram/callback?${new URLSearchParams({ ...login, first_name: 'Mallory' })}`,
    );
    await page.getByRole('heading', { name: 'We could not sign you in' }).waitFor();
    await page.getByText('The sign-in was cancelled or has expired. Please try again.').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
    await context.close();
  });
});

describe.skipIf(!hasChromium)('social sign-in without providers', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows no social buttons and loads no Telegram script', async () => {
    const context = await openContext(browser, server.baseUrl);
    const page = await context.newPage();
    const telegramRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('telegram.org')) telegramRequests.push(request.url());
    });
    const settings = page.waitForResponse('**/api/settings/social');
    await page.goto('/?modal=sign-in', { waitUntil: 'networkidle' });
    await signInDialog(page).getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await settings;
    await expect(socialSection(page).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Continue with/ }).count()).resolves.toBe(0);
    expect(telegramRequests).toEqual([]);
    const csp = (await fetch(`${server.baseUrl}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('telegram.org');
    await context.close();
  });
});
