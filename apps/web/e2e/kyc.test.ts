import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, signInThroughModal } from './support/accounts';
import {
  hasChromium,
  launchBrowser,
  openContext,
  saveScreenshot,
  watchErrors,
} from './support/browser';
import { POLL } from './support/games';
import { type RunningServer, startServer } from './support/server';
import {
  SUMSUB_TEST_KEYS,
  type SumsubStandIn,
  startSumsubStandIn,
} from './support/sumsub-stand-in';

let server: RunningServer;
let browser: Browser;
let sumsub: SumsubStandIn;

describe.skipIf(!hasChromium)('identity verification with Sumsub configured', () => {
  beforeAll(async () => {
    sumsub = await startSumsubStandIn();
    server = await startServer({
      env: {
        KYC_PROVIDER: 'sumsub',
        KYC_HIDE_DOCUMENTS: 'true',
        SUMSUB_HOST: sumsub.url,
        SUMSUB_APP_TOKEN: SUMSUB_TEST_KEYS.appToken,
        SUMSUB_SECRET_KEY: SUMSUB_TEST_KEYS.secretKey,
        SUMSUB_WEBHOOK_SECRET: SUMSUB_TEST_KEYS.webhookSecret,
        SUMSUB_WEBSDK_ORIGIN: sumsub.url,
      },
    });
    sumsub.setWebhookTarget(server.baseUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sumsub?.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'runs the WebSDK with the player’s token and shows the review live (%s)',
    async (width) => {
      const player = await registerPlayer(server.baseUrl);
      const context = await openContext(browser, server.baseUrl, { width });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      await signInThroughModal(page, player.email, player.password);
      await page.goto('/profile/verification', { waitUntil: 'networkidle' });

      // The provider hides the documents page: no section link, and the route is gone.
      await page.getByRole('heading', { name: 'Verification', level: 2 }).waitFor(POLL);
      expect(await page.getByRole('link', { name: 'Documents', exact: true }).count()).toBe(0);

      const frame = page.frameLocator('iframe');
      await frame.getByText('Token received (language en).').waitFor(POLL);
      await saveScreenshot(page, 'profile-verification-sumsub');
      await frame.getByRole('button', { name: 'Submit documents' }).click();
      await page.getByText('Thank you: your documents were sent.', { exact: false }).waitFor(POLL);

      // Sumsub's webhook approves; the messenger brings it to the page without a reload.
      await page.getByText('Your identity is verified. Thank you!').waitFor(POLL);
      await page.getByRole('status').getByText('Identity verified').first().waitFor(POLL);
      // Kept after a reload (Playwright's network-idle wait never settles after a frame is
      // removed, so the screenshot is taken on the reloaded page).
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText('Your identity is verified. Thank you!').waitFor(POLL);
      expect(await page.locator('iframe').count()).toBe(0);
      await saveScreenshot(page, 'profile-verification-sumsub-verified');

      const documents = await page.goto('/profile/documents');
      expect(documents?.status()).toBe(404);
      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
      await context.close();
    },
  );
});
