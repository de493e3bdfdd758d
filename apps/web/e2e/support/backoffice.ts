import type { SessionToken } from '@croupier/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { totpCode } from '../../../server/src/modules/backoffice/totp.ts';
import { addSessionCookie, registerPlayer } from './accounts';
import { launchBrowser, openContext, watchErrors } from './browser';
import { type RunningServer, startServer } from './server';

/** The seeded demo operators (README, "Back office"): one password, a public TOTP secret each. */
export const DEMO_OPERATOR_PASSWORD = 'backoffice-demo';
export const ADMIN = {
  email: 'admin@backoffice.croupier.example',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXA',
};
export const SUPPORT = {
  email: 'support@backoffice.croupier.example',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXB',
};
export const RISK = {
  email: 'risk@backoffice.croupier.example',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXD',
};
export const PAYMENTS = {
  email: 'payments@backoffice.croupier.example',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXC',
};
export const MARKETING = {
  email: 'marketing@backoffice.croupier.example',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXE',
};

export interface Operator {
  email: string;
  secret: string;
  /** The demo operators' password unless told. */
  password?: string;
}

/**
 * Fills the console's sign-in form with the operator's authenticator code at `atMs` and leaves
 * it unsent (now by default; a step ahead for an operator who signed in moments ago, as a code is
 * accepted once).
 */
export async function fillOperatorSignIn(page: Page, operator: Operator, atMs = Date.now()) {
  await page.goto('/backoffice', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password ?? DEMO_OPERATOR_PASSWORD);
  await page.getByLabel('Authenticator code').fill(totpCode(operator.secret, atMs));
}

/** The console's navigation. */
export const backofficeNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

const TOTP_STEP_MS = 30_000;
const SIGN_IN_ATTEMPTS = 3;

/**
 * Signs in on the console's form (see fillOperatorSignIn for `atMs`) and waits for the console.
 * A code is accepted once and a busy server may turn a sign-in away for a moment: on a refusal
 * it tries again at the next authenticator step, keeping the same offset from the clock.
 */
export async function signInAsOperator(page: Page, operator: Operator, atMs = Date.now()) {
  const offset = atMs - Date.now();
  for (let attempt = 1; ; attempt += 1) {
    await fillOperatorSignIn(page, operator, Date.now() + offset);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refusal = page.getByRole('alert').first();
    const outcome = await Promise.race([
      backofficeNav(page)
        .waitFor({ timeout: 60_000 })
        .then(
          () => 'signedIn' as const,
          () => 'timeout' as const,
        ),
      refusal.waitFor({ timeout: 60_000 }).then(
        () => 'refused' as const,
        () => 'timeout' as const,
      ),
    ]);
    if (outcome === 'signedIn') return;
    if (outcome === 'timeout' || attempt === SIGN_IN_ATTEMPTS) {
      throw new Error(
        `${operator.email} could not sign in: ${await refusal.textContent({ timeout: 1_000 }).catch(() => 'no answer')}`,
      );
    }
    const next = Math.ceil((Date.now() + 1) / TOTP_STEP_MS) * TOTP_STEP_MS;
    await new Promise((resolve) => setTimeout(resolve, next - Date.now()));
  }
}

export interface BackofficeHarness {
  readonly baseUrl: string;
  readonly browser: Browser;
  /** Starts the server and the browser before the suite's tests; closes them after. */
  setUp(options?: Parameters<typeof startServer>[0]): void;
  /** A browser context of its own, as another person on another computer; closed after the suite. */
  newContext(options?: { country?: string }): Promise<BrowserContext>;
  /** A page of `context` whose errors are collected. */
  openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }>;
  /** A page in a context of its own. */
  openOwnPage(options?: {
    country?: string;
  }): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
  /** A new player, signed in through the API. */
  newPlayerSession(): Promise<{ email: string; session: SessionToken }>;
  /** A page in a context of its own, signed in with the player's session. */
  openPlayerPage(
    session: SessionToken,
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
}

/** The server, browser and contexts one back-office test file shares across its tests. */
export function createBackofficeHarness(): BackofficeHarness {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const harness: BackofficeHarness = {
    get baseUrl() {
      if (!server) throw new Error('the back-office harness is not set up');
      return server.baseUrl;
    },
    get browser() {
      if (!browser) throw new Error('the back-office harness is not set up');
      return browser;
    },
    setUp(options) {
      beforeAll(async () => {
        server = await startServer(options);
        browser = await launchBrowser();
      });
      afterAll(async () => {
        for (const context of contexts) await context.close();
        await browser?.close();
        await server?.stop();
      });
    },
    async newContext(options = {}) {
      const context = await openContext(harness.browser, harness.baseUrl, options);
      contexts.push(context);
      return context;
    },
    async openPage(context) {
      const page = await context.newPage();
      return { page, errors: watchErrors(page) };
    },
    async openOwnPage(options = {}) {
      const context = await harness.newContext(options);
      return { context, ...(await harness.openPage(context)) };
    },
    async newPlayerSession() {
      const { email, password } = await registerPlayer(harness.baseUrl);
      const signIn = await fetch(`${harness.baseUrl}/api/player/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: email, password }),
      });
      const session = ((await signIn.json()) as { data: SessionToken }).data;
      return { email, session };
    },
    async openPlayerPage(session) {
      const context = await harness.newContext();
      await addSessionCookie(context, harness.baseUrl, session);
      return { context, ...(await harness.openPage(context)) };
    },
  };
  return harness;
}
