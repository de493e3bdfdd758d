import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser of one page: a cookie jar that keeps `name=value` and drops the attributes. */
function stubBrowser(consent?: 'accepted' | 'declined') {
  const jar = new Map<string, string>();
  if (consent) jar.set('cookie-consent', consent);
  const fakeWindow: { dataLayer?: unknown[]; location: { protocol: string } } = {
    location: { protocol: 'http:' },
  };
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair] = text.split(';');
      const [name, value] = pair!.split('=');
      jar.set(name!, value!);
    },
  });
  return fakeWindow;
}

async function load() {
  const analytics = await import('./analytics');
  const consent = await import('./cookie-consent');
  return { ...analytics, ...consent };
}

describe('analytics behind cookie consent', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('pushes at once when the visitor has accepted', async () => {
    const page = stubBrowser('accepted');
    const { pushAnalyticsEvent } = await load();
    pushAnalyticsEvent({ event: 'walletFunnel', funnelStep: 'open' });
    expect(page.dataLayer).toEqual([{ event: 'walletFunnel', funnelStep: 'open' }]);
  });

  it('holds events until the visitor accepts, then pushes them in order', async () => {
    const page = stubBrowser();
    const { pushAnalyticsEvent, acceptCookies } = await load();
    pushAnalyticsEvent({ funnelStep: 'open' });
    pushAnalyticsEvent({ funnelStep: 'sent' });
    expect(page.dataLayer).toBeUndefined();
    acceptCookies();
    expect(page.dataLayer).toEqual([{ funnelStep: 'open' }, { funnelStep: 'sent' }]);
  });

  it('pushes nothing once the visitor declines, before or after', async () => {
    const page = stubBrowser();
    const { pushAnalyticsEvent, declineCookies } = await load();
    pushAnalyticsEvent({ funnelStep: 'open' });
    declineCookies();
    pushAnalyticsEvent({ funnelStep: 'sent' });
    expect(page.dataLayer).toBeUndefined();
  });

  it('pushes nothing for a visitor who declined on an earlier visit', async () => {
    const page = stubBrowser('declined');
    const { pushAnalyticsEvent } = await load();
    pushAnalyticsEvent({ funnelStep: 'open' });
    expect(page.dataLayer).toBeUndefined();
  });
});
