/** Debian's Chromium: the browser of the browser tests and of the Lighthouse bench. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, and nothing of its own on the network while a page is tested or measured. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
