import { once } from 'node:events';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import { type BrowserContext, chromium } from 'playwright-core';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../apps/web/e2e/support/chromium.ts';

export { CHROMIUM_PATH };

/** A Chromium with a fresh profile and its DevTools port open. */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
}

/** Kills the browser and waits until it is gone (its temporary profile is removed with it). */
export async function stopChromium(chrome: LaunchedChrome): Promise<void> {
  const { process: child } = chrome;
  const exited = child.exitCode === null && child.signalCode === null && once(child, 'exit');
  chrome.kill();
  await exited;
}

/**
 * Attaches Playwright to a running Chromium over the DevTools protocol, runs `use` in the
 * browser's default context, and detaches again: the browser and its cookies stay.
 */
export async function withDefaultContext<T>(
  chrome: LaunchedChrome,
  use: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    return await use(context);
  } finally {
    await browser.close();
  }
}
