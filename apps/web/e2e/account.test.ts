import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerPlayer,
  signInThroughModal,
  uniqueEmail,
  uniqueGermanMobile,
  waitForOutbox,
} from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  openContext,
  saveScreenshot,
  type Width,
  watchErrors,
} from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

const DEMO = { email: 'demo@croupier.example', password: 'demo1234' };
/** Short tokens, so a test can watch them being refreshed (the server's minimum is 30 s). */
const TOKEN_TTL_SECONDS = 30;

describe.skipIf(!hasChromium)('player accounts in a browser', () => {
  beforeAll(async () => {
    server = await startServer({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(path: string, width: Width = 'desktop') {
    const context = await openContext(browser, server.baseUrl, { width });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    return { context, page, errors };
  }

  const accountMenu = (page: Page) => page.getByRole('button', { name: 'Open account menu' });
  const headerSignIn = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: 'Sign in' });

  /** Header Sign in, then "Create an account": the way in at every width. */
  async function openSignUp(page: Page) {
    await headerSignIn(page).click();
    await page.getByRole('button', { name: 'Create an account' }).click();
  }

  async function fillRegistration(dialog: ReturnType<Page['getByRole']>, password: string) {
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Repeat password').fill(password);
    await dialog.getByLabel('Currency').selectOption('EUR');
    await dialog.getByLabel('Country', { exact: true }).fill('Germany');
    await dialog.getByLabel(/I am at least 18/).check();
  }

  it.each(['desktop', 'mobile'] as const)(
    'shows the sign-in and sign-up modals with their tabs (%s)',
    async (width) => {
      const { context, page, errors } = await open('/', width);
      await headerSignIn(page).click();
      const signIn = page.getByRole('dialog', { name: 'Welcome back' });
      await signIn.getByRole('tab', { name: 'E-mail' }).waitFor();
      await expect(
        signIn.getByRole('tab', { name: 'E-mail' }).getAttribute('aria-selected'),
      ).resolves.toBe('true');
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'account-sign-in');

      await signIn.getByRole('button', { name: 'Create an account' }).click();
      const signUp = page.getByRole('dialog', { name: 'Create your account' });
      await signUp.getByLabel('E-mail', { exact: true }).waitFor();
      await signUp.getByRole('button', { name: 'Referral/Promo Code (Optional)' }).click();
      await signUp.getByLabel('Referral or promo code').waitFor();
      const password = signUp.getByLabel('Password', { exact: true });
      const strengths = [
        ['ab', 'Weak'],
        ['abcde', 'Strong'],
        ['abcd', 'Good'],
      ] as const;
      for (const [typed, strength] of strengths) {
        await password.fill(typed);
        await signUp.getByText(`Strength: ${strength}`).waitFor();
      }
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'account-sign-up-email');
      await signUp.getByRole('tab', { name: 'Phone' }).click();
      await signUp.getByLabel('Phone number').waitFor();
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'account-sign-up-phone');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('signs up by e-mail and confirms the address through the e-mailed link', async () => {
    const { context, page, errors } = await open('/');
    const email = uniqueEmail('signup');
    await openSignUp(page);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await fillRegistration(dialog, 'secret123');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await accountMenu(page).waitFor();
    await page.getByText('Welcome to Croupier!').waitFor();
    // No analytics before consent; accepted, the funnel of this visit goes out with its fields.
    const funnel = () =>
      page.evaluate(() => (window.dataLayer ?? []) as { event?: string; funnelStep: string }[]);
    expect(await funnel()).toEqual([]);
    await page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('button', { name: 'Accept' })
      .click();
    const events = await funnel();
    expect(events.map((event) => event.funnelStep)).toEqual(
      expect.arrayContaining(['open', 'sent']),
    );
    expect(events.find((event) => event.funnelStep === 'sent')).toMatchObject({
      event: 'registrationFunnel',
      regType: 'email',
      userId: 'not set',
    });
    expect(events.find((event) => event.event === 'registration')).toMatchObject({
      regType: 'email',
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const [link] = await waitForOutbox(server.baseUrl, email, /https?:\/\/\S+\/verify\/\S+/);
    await page.goto(new URL(link).pathname, { waitUntil: 'networkidle' });
    await page.getByRole('dialog', { name: 'Your e-mail is confirmed' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'signs up by phone with the code from the SMS (%s)',
    async (width) => {
      const { context, page, errors } = await open('/', width);
      const number = uniqueGermanMobile();
      await openSignUp(page);
      const dialog = page.getByRole('dialog', { name: 'Create your account' });
      await dialog.getByRole('tab', { name: 'Phone' }).click();
      await dialog.getByLabel('Country calling code').selectOption('DE');
      await dialog.getByLabel('Phone number').fill(number);
      await fillRegistration(dialog, 'secret123');
      await dialog.getByRole('button', { name: 'Create account' }).click();

      const verify = page.getByRole('dialog', { name: 'Verify your phone' });
      await verify.getByText(`+49${number}`).waitFor();
      await verify.getByText(/Send again in 0:5\d|Send again in 1:00/).waitFor();
      await page.waitForTimeout(300);
      await saveScreenshot(page, 'account-phone-verification');

      const code = verify.getByLabel('Verification code');
      await code.fill('12ab');
      await expect(code.inputValue()).resolves.toBe('');
      const [, otp] = await waitForOutbox(server.baseUrl, `+49${number}`, /\b(\d{6})\b/);
      await code.fill(otp ?? '');
      await verify.getByRole('button', { name: 'Verify and create account' }).click();
      await accountMenu(page).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('signs in with the demo account and shows the signed-in header', async () => {
    const { context, page, errors } = await open('/');
    await signInThroughModal(page, DEMO.email, DEMO.password);
    await accountMenu(page).click();
    await page.getByRole('navigation', { name: 'Account' }).getByText('demo').waitFor();
    await expect(headerSignIn(page).count()).resolves.toBe(0);

    await page.reload({ waitUntil: 'networkidle' });
    await expect(accountMenu(page).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the credentials hint for a wrong password and clears it on focus', async () => {
    const { context, page } = await open('/');
    await headerSignIn(page).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByLabel('E-mail', { exact: true }).fill(DEMO.email);
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    const hint = dialog.getByRole('alert').filter({ hasText: 'login or password is incorrect' });
    await hint.waitFor();
    await dialog.getByLabel('Password', { exact: true }).focus();
    await hint.waitFor({ state: 'detached' });
    await context.close();
  });

  it('refreshes the token once for two tabs and keeps both signed in', async () => {
    const { context, page } = await open('/');
    const refreshedAt: number[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/api/player/sessions/refresh')) refreshedAt.push(Date.now());
    });
    await signInThroughModal(page, DEMO.email, DEMO.password);
    const second = await context.newPage();
    await second.goto('/', { waitUntil: 'networkidle' });
    await accountMenu(second).waitFor();

    // Both tabs renew 10 s before expiry; only one of them may call the API. Wait for that
    // refresh, then long enough for the other tab to have raced it, but not for the renewed
    // token's own refresh (a fixed wait from sign-in drifts into it on a loaded machine).
    const deadline = Date.now() + TOKEN_TTL_SECONDS * 1000;
    while (refreshedAt.length === 0 && Date.now() < deadline) await page.waitForTimeout(250);
    await page.waitForTimeout(4000);
    // On failure, the gaps between the calls tell a lost race (ms apart) from a slow one (> 5 s).
    expect(refreshedAt.map((at) => at - (refreshedAt[0] ?? at))).toEqual([0]);
    for (const tab of [page, second]) {
      await tab.reload({ waitUntil: 'networkidle' });
      await expect(accountMenu(tab).isVisible()).resolves.toBe(true);
    }
    await context.close();
  }, 60_000);

  it('signs the other tab out when one tab signs out', async () => {
    const { context, page } = await open('/static/about-us');
    await signInThroughModal(page, DEMO.email, DEMO.password);
    const second = await context.newPage();
    await second.goto('/contact', { waitUntil: 'networkidle' });
    await accountMenu(second).waitFor();

    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await headerSignIn(page).waitFor();
    await headerSignIn(second).waitFor();
    await second.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const player = await registerPlayer(server.baseUrl);
    const { context, page, errors } = await open('/');
    await headerSignIn(page).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
    await forgot.getByLabel('E-mail', { exact: true }).fill(player.email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('dialog', { name: 'Check your inbox' }).waitFor();

    const [link] = await waitForOutbox(
      server.baseUrl,
      player.email,
      /https?:\/\/\S+\/password-reset\/\S+/,
    );
    await page.goto(new URL(link).pathname, { waitUntil: 'networkidle' });
    await page.getByLabel('New password', { exact: true }).fill('brand-new-1');
    await page.getByLabel('Repeat password').fill('brand-new-1');
    await page.getByRole('button', { name: 'Save new password' }).click();

    const signIn = page.getByRole('dialog', { name: 'Welcome back' });
    await signIn.getByLabel('E-mail', { exact: true }).fill(player.email);
    await signIn.getByLabel('Password', { exact: true }).fill('brand-new-1');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await accountMenu(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("closes another device's session, which is signed out on its next call", async () => {
    const player = await registerPlayer(server.baseUrl);
    const other = await open('/');
    await signInThroughModal(other.page, player.email, player.password);
    const { context, page } = await open('/');
    await signInThroughModal(page, player.email, player.password);

    await page.goto('/profile/security', { waitUntil: 'networkidle' });
    const sessions = page.getByRole('list', { name: 'Signed-in devices' });
    await sessions.getByText('This device').waitFor();
    await sessions.getByRole('button', { name: /^Sign out Chrome/ }).click();
    await page.getByText('The device was signed out.').waitFor();

    await accountMenu(other.page).click();
    await other.page.getByRole('link', { name: 'Security' }).click();
    await other.page.getByRole('dialog', { name: 'Welcome back' }).waitFor();
    await headerSignIn(other.page).waitFor();
    await context.close();
    await other.context.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'shows the profile info and security pages (%s)',
    async (width) => {
      const { context, page, errors } = await open('/', width);
      await signInThroughModal(page, DEMO.email, DEMO.password);
      await page.goto('/profile/info', { waitUntil: 'networkidle' });
      await page.getByLabel('First name').waitFor();
      await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Demo');
      await saveScreenshot(page, 'account-profile-info');

      await page.goto('/profile/security', { waitUntil: 'networkidle' });
      await page.getByText('This device').waitFor();
      await saveScreenshot(page, 'account-profile-security');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(['desktop', 'mobile'] as const)(
    'adds a phone number on the profile with the code sent to it (%s)',
    async (width) => {
      const player = await registerPlayer(server.baseUrl);
      const { context, page, errors } = await open('/', width);
      await signInThroughModal(page, player.email, player.password);
      await page.goto('/profile/info', { waitUntil: 'networkidle' });
      const card = page.getByRole('region', { name: 'Phone number' });
      await card.getByRole('button', { name: 'Add a phone number' }).click();

      const dialog = page.getByRole('dialog', { name: 'Add a phone number' });
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await dialog.getByText('This field is required.').waitFor();
      const number = uniqueGermanMobile();
      await dialog.getByLabel('Country calling code').selectOption('DE');
      await dialog.getByLabel('Phone number').fill(number);
      await dialog.getByLabel('Current password').fill(player.password);
      await saveScreenshot(page, 'account-phone-change');
      await dialog.getByRole('button', { name: 'Send code' }).click();

      const verify = page.getByRole('dialog', { name: 'Verify your phone' });
      await verify.getByText(`+49${number}`).waitFor();
      const [, otp] = await waitForOutbox(server.baseUrl, `+49${number}`, /\b(\d{6})\b/);
      const wrong = otp === '000000' ? '111111' : '000000';
      await verify.getByLabel('Verification code').fill(wrong);
      await verify.getByRole('button', { name: 'Verify and save' }).click();
      await verify.getByText('This code is incorrect. Check the SMS and try again.').waitFor();
      await verify.getByLabel('Verification code').fill(otp ?? '');
      await verify.getByRole('button', { name: 'Verify and save' }).click();

      await page.getByText('Your phone number was changed.').waitFor();
      await card.getByText(`+49${number}`).waitFor();
      await card.getByText('Confirmed').waitFor();
      await saveScreenshot(page, 'account-phone-changed');
      // The wrong code's 422 is the one failed request.
      expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
      await context.close();
    },
  );

  it('changes the e-mail address only with the current password, and tells the old one', async () => {
    const player = await registerPlayer(server.baseUrl);
    const { context, page, errors } = await open('/');
    await signInThroughModal(page, player.email, player.password);
    await page.goto('/profile/info', { waitUntil: 'networkidle' });
    const details = page.getByRole('region', { name: 'Personal details' });
    const newEmail = uniqueEmail('moved');
    await details.getByLabel('E-mail', { exact: true }).fill(newEmail);
    const password = details.getByLabel('Current password');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await details.getByText('This field is required.').waitFor();
    await password.fill('not-my-password');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await details.getByText('The current password is incorrect.').waitFor();
    await saveScreenshot(page, 'account-email-change-password');
    await password.fill(player.password);
    await details.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your details were saved.').waitFor();
    await expect(password.count()).resolves.toBe(0);
    await waitForOutbox(
      server.baseUrl,
      player.email,
      new RegExp(newEmail.replace(/[.+]/g, '\\$&')),
    );
    await waitForOutbox(server.baseUrl, newEmail, /https?:\/\/\S+\/verify\/\S+/);
    // The two refusals are the failed requests.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
    await context.close();
  });

  it('asks a guest on a profile page to sign in', async () => {
    const { context, page } = await open('/profile/info');
    await page.getByRole('heading', { name: 'Sign in to see your profile' }).waitFor();
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor();
    await context.close();
  });

  it('signs in through an auto-login link once; opened again, it offers to sign in', async () => {
    const player = await registerPlayer(server.baseUrl);
    const link = await server.runScript('issue-autologin.ts', [player.email]);
    expect(new URL(link).pathname).toBe('/auth/autologin');

    const { context, page, errors } = await open(link);
    await accountMenu(page).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();

    const replay = await open(link);
    await replay.page.getByRole('heading', { name: "This sign-in link doesn't work" }).waitFor();
    await replay.page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await replay.page.getByRole('dialog', { name: 'Welcome back' }).waitFor();
    await expect(accountMenu(replay.page).count()).resolves.toBe(0);
    await replay.context.close();
  });
});
