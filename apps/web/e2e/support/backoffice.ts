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

const TOTP_STEP_MS = 30_000;
const SIGN_IN_ATTEMPTS = 3;

/**
 * The authenticator step of the last code filled in per server and operator. The server accepts
 * a code once, and none of a step before the last it accepted, but takes the step after the
 * current one: a second sign-in within a step is given the next step's code.
 */
const filledSteps = new Map<string, number>();

async function nextFreshCode(page: Page, operator: Operator): Promise<string> {
  const key = `${new URL(page.url()).origin} ${operator.email}`;
  const step = Math.max(
    Math.floor(Date.now() / TOTP_STEP_MS),
    (filledSteps.get(key) ?? Number.NEGATIVE_INFINITY) + 1,
  );
  const untilAcceptedMs = (step - 1) * TOTP_STEP_MS - Date.now();
  if (untilAcceptedMs > 0) await new Promise((resolve) => setTimeout(resolve, untilAcceptedMs));
  filledSteps.set(key, step);
  return totpCode(operator.secret, step * TOTP_STEP_MS);
}

/** Fills the console's sign-in form with a code the server has not taken yet, and leaves it unsent. */
export async function fillOperatorSignIn(page: Page, operator: Operator) {
  await page.goto('/backoffice', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password ?? DEMO_OPERATOR_PASSWORD);
  await page.getByLabel('Authenticator code').fill(await nextFreshCode(page, operator));
}

/** The console's navigation. */
export const backofficeNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/**
 * Signs in on the console's form and waits for the console. A busy server may still turn a
 * sign-in away: on a refusal it tries again with the next step's code.
 */
export async function signInAsOperator(page: Page, operator: Operator) {
  for (let attempt = 1; ; attempt += 1) {
    await fillOperatorSignIn(page, operator);
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
