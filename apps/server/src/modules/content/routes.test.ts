import { endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('static pages', () => {
  it('serves a page in the asked locale', async () => {
    const de = endpoints.staticPage.response.parse(
      (await get('/api/content/pages/about-us?locale=de')).json(),
    );
    const en = endpoints.staticPage.response.parse(
      (await get('/api/content/pages/about-us?locale=en')).json(),
    );
    expect(de.data.title).toBe('Über uns');
    expect(en.data.title).toBe('About us');
    expect(de.data.content).toContain('<h2>');
  });

  it('takes the locale from Accept-Language when the query has none', async () => {
    const response = await get('/api/content/pages/about-us', {
      'accept-language': 'es-MX,es;q=0.9',
    });
    expect(response.json().data.title).toBe('Quiénes somos');
  });

  it('answers 404 with code 12001 and a translated message for an unknown page', async () => {
    const response = await get('/api/content/pages/no-such-page?locale=de');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 12001, message: 'Diese Seite existiert nicht.' },
    });
  });

  it('refuses a malformed identity with 422 and the field', async () => {
    const response = await get('/api/content/pages/..%2Fetc?locale=en');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toHaveProperty('pageIdentity');
  });
});

describe('FAQ, bonus and welcome-package pages', () => {
  it('lists FAQ pages with their questions', async () => {
    const { data } = endpoints.questionPages.response.parse(
      (await get('/api/content/questions?locale=pt-BR')).json(),
    );
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(data[0]!.items.length).toBeGreaterThan(0);
  });

  it('serves bonus pages and the welcome package with their art', async () => {
    const { data: pages } = endpoints.bonusPages.response.parse(
      (await get('/api/content/bonus-pages?locale=en')).json(),
    );
    expect(pages.map((p) => p.identity)).toContain('welcome-bonus');
    const one = endpoints.bonusPage.response.parse(
      (await get('/api/content/bonus-pages/cashback?locale=es')).json(),
    );
    expect(one.data.image).toBe('/art/bonus/cashback.webp');
    // A page offering a deposit bonus names it, so claiming opens the cashier with it chosen.
    expect(one.data.bonusId).toBeNull();
    const reload = pages.find((p) => p.identity === 'weekly-reload');
    expect(reload?.bonusId).toBe('reload-50');
    const pkg = endpoints.welcomePackage.response.parse(
      (await get('/api/content/welcome-package?locale=de')).json(),
    );
    expect(pkg.data.steps).toHaveLength(4);
  });
});

describe('layout, promo panels and texts', () => {
  it('gives footer content with the static pages to link', async () => {
    const { data } = endpoints.layout.response.parse(
      (await get('/api/content/layout?locale=en')).json(),
    );
    expect(data.licence).toMatch(/Cura/);
    expect(data.footerPages.map((p) => p.identity)).toContain('terms-and-conditions');
  });

  it('filters promo panels by placement', async () => {
    const { data } = endpoints.promoPanels.response.parse(
      (await get('/api/content/promo-panels?placement=home&locale=en')).json(),
    );
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.every((p) => p.placement === 'home')).toBe(true);
  });

  it('returns the managed texts of a locale', async () => {
    const { data } = (await get('/api/content/texts?locale=de')).json();
    expect(data.locale).toBe('de');
    expect(Object.keys(data.texts)).toContain('footer.tagline');
  });
});

describe('redirects', () => {
  it('finds the redirect of a path, ignoring a trailing slash and case', async () => {
    const response = await get('/api/content/redirects?path=/Promotions/');
    expect(response.json()).toEqual({ data: { to: '/bonus/welcome-bonus', statusCode: 301 } });
  });

  it('answers 404 for a path without redirect and 422 for a relative path', async () => {
    expect((await get('/api/content/redirects?path=/nothing-here')).statusCode).toBe(404);
    expect((await get('/api/content/redirects?path=nothing')).statusCode).toBe(422);
  });
});
