import { ERRORS, isSafeHtml } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoPanels, redirects, texts } from '../../db/schema.ts';
import { staticPages } from '../../db/seed/data/static-pages.ts';
import { startTestApp } from '../../test/test-app.ts';
import { expectError } from '../payments/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let marketing: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await startTestApp({ COUNTRY_HEADER: 'x-country' });
  kit = createBackofficeKit(t);
  marketing = await kit.operator('marketing');
  support = await kit.operator('support');
});
afterAll(() => t.close());

const as = (operator: TestOperator) => ({
  get: (url: string) => kit.call('GET', url, operator.token),
  post: (url: string, body: object) => kit.call('POST', url, operator.token, body),
  put: (url: string, body: object) => kit.call('PUT', url, operator.token, body),
  delete: (url: string) => kit.call('DELETE', url, operator.token, {}),
});
const guest = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

const lastAudit = async (targetId: string) => (await kit.auditOf(targetId)).at(-1);

const panel = (overrides: object = {}) => ({
  identity: 'autumn-drops',
  placement: 'home',
  position: 0,
  theme: { from: '#102030', to: '#000000', accent: '#ffcc00', motif: 'coins' },
  desktopImage: '/art/promos/cashback-desktop.svg',
  mobileImage: '/art/promos/cashback-mobile.svg',
  link: '/bonus/cashback',
  isPublished: true,
  translations: {
    en: {
      title: 'Autumn drops',
      secondTitle: '€5,000 a week',
      additionalTitle: '',
      ctaLabel: 'Join',
    },
    de: {
      title: 'Herbst-Drops',
      secondTitle: '5.000 € pro Woche',
      additionalTitle: '',
      ctaLabel: 'Mitmachen',
    },
  },
  ...overrides,
});
const homePanels = async (locale: string) =>
  (await guest(`/api/content/promo-panels?placement=home&locale=${locale}`)).json().data as {
    identity: string;
    title: string;
  }[];

describe('promo panels in the back office', () => {
  it('adds a panel that players see at once in their locale, then edits, hides and deletes it', async () => {
    const marketer = as(marketing);
    expect((await homePanels('en')).map((p) => p.identity)).not.toContain('autumn-drops');
    const created = await marketer.post('/api/backoffice/promo-panels', panel());
    expect(created.statusCode, created.body).toBe(201);
    expect((await homePanels('de'))[0]).toMatchObject({
      identity: 'autumn-drops',
      title: 'Herbst-Drops',
    });
    // A locale without its own translation shows the default one.
    expect((await homePanels('es')).find((p) => p.identity === 'autumn-drops')?.title).toBe(
      'Autumn drops',
    );
    expect(await lastAudit('autumn-drops')).toMatchObject({
      action: 'promoPanel.create',
      before: null,
      after: { link: '/bonus/cashback', translations: { en: { title: 'Autumn drops' } } },
    });

    const { identity: _, ...body } = panel({ isPublished: false });
    const edited = await marketer.put('/api/backoffice/promo-panels/autumn-drops', {
      ...body,
      translations: { en: { ...body.translations.en, title: 'Autumn cash drops' } },
    });
    expect(edited.json().data.translations).toEqual({
      en: expect.objectContaining({ title: 'Autumn cash drops' }),
    });
    expect((await homePanels('en')).map((p) => p.identity)).not.toContain('autumn-drops');
    expect(await lastAudit('autumn-drops')).toMatchObject({
      action: 'promoPanel.update',
      before: { isPublished: true, translations: { de: { title: 'Herbst-Drops' } } },
      after: { isPublished: false, translations: { en: { title: 'Autumn cash drops' } } },
    });

    expect((await marketer.delete('/api/backoffice/promo-panels/autumn-drops')).statusCode).toBe(
      200,
    );
    expect(
      await t.db.select().from(promoPanels).where(eq(promoPanels.identity, 'autumn-drops')),
    ).toEqual([]);
    expect(await lastAudit('autumn-drops')).toMatchObject({
      action: 'promoPanel.delete',
      after: null,
    });
    expectError(
      await marketer.delete('/api/backoffice/promo-panels/autumn-drops'),
      404,
      ERRORS.notFound.code,
    );
  });

  it('refuses a taken identity, an unknown locale, a missing default locale, a foreign image and a javascript link', async () => {
    const marketer = as(marketing);
    const fieldsOf = async (body: object) => {
      const response = await marketer.post('/api/backoffice/promo-panels', body);
      expect(response.statusCode, response.body).toBe(422);
      return Object.keys(response.json().error.fields);
    };
    expect(await fieldsOf(panel({ identity: 'home-welcome-package' }))).toEqual(['identity']);
    const en = panel().translations.en;
    expect(await fieldsOf(panel({ translations: { en, fr: en } }))).toEqual(['translations.fr']);
    expect(await fieldsOf(panel({ translations: { de: en } }))).toEqual(['translations.en']);
    expect(
      await fieldsOf(
        panel({ desktopImage: 'https://evil.example/a.svg', link: 'javascript:alert(1)' }),
      ),
    ).toEqual(['desktopImage', 'link']);
    const refused = await marketer.post(
      '/api/backoffice/promo-panels',
      panel({ link: 'http://x.example' }),
    );
    expect(refused.json().error.fields.link).toEqual([
      'Enter a path of this site (/…) or an https:// address.',
    ]);
    expect(
      await t.db.select().from(promoPanels).where(eq(promoPanels.identity, 'autumn-drops')),
    ).toEqual([]);
  });

  it('refuses a support operator 403', async () => {
    expectError(
      await as(support).post('/api/backoffice/promo-panels', panel()),
      403,
      ERRORS.permissionDenied.code,
    );
  });
});

describe('static pages and texts', () => {
  it("edits a page's English text, shown at once on the player's page and audited", async () => {
    const marketer = as(marketing);
    const pages = (await marketer.get('/api/backoffice/pages')).json().data;
    expect(pages).toContainEqual(
      expect.objectContaining({
        identity: 'about-us',
        translations: expect.objectContaining({ de: expect.any(Object) }),
      }),
    );
    const before = (await guest('/api/content/pages/about-us?locale=en')).json().data;
    const text = {
      title: 'About Croupier',
      description: 'Who we are',
      content: '<h2>Hello</h2><p>We are <a href="/contact">here</a>.</p>',
    };
    const response = await marketer.put('/api/backoffice/pages/about-us/translations/en', text);
    expect(response.statusCode, response.body).toBe(200);
    expect((await guest('/api/content/pages/about-us?locale=en')).json().data).toMatchObject(text);
    expect((await guest('/api/content/pages/about-us?locale=de')).json().data.title).toBe(
      'Über uns',
    );
    expect(await lastAudit('about-us:en')).toMatchObject({
      action: 'page.translate',
      before: { title: before.title, content: before.content },
      after: text,
    });
  });

  it('accepts every seeded page as it is, so an operator can save one without rewriting it', () => {
    for (const page of staticPages) {
      for (const [locale, { content }] of Object.entries(page.translations)) {
        expect(isSafeHtml(content), `${page.identity} ${locale}`).toBe(true);
      }
    }
  });

  it('refuses script, event handlers, javascript links and unknown locales, changing nothing', async () => {
    const marketer = as(marketing);
    const put = (locale: string, content: string) =>
      marketer.put(`/api/backoffice/pages/about-us/translations/${locale}`, {
        title: 'Hacked',
        description: '',
        content,
      });
    for (const content of [
      '<script>alert(1)</script>',
      '<p onclick="alert(1)">x</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="//evil.example">x</a>',
      '<img src=x onerror=alert(1)>',
      '<p>1 < 2</p>',
      '<!-- x --><p>x</p>',
    ]) {
      const response = await put('en', content);
      expect(response.statusCode, content).toBe(422);
      expect(response.json().error.fields.content[0]).toMatch(/Only headings/);
    }
    expect((await put('fr', '<p>x</p>')).json().error.fields).toHaveProperty('locale');
    expectError(
      await marketer.put('/api/backoffice/pages/no-such-page/translations/en', {
        title: 'x',
        description: '',
        content: '',
      }),
      404,
      ERRORS.pageNotFound.code,
    );
    expect((await guest('/api/content/pages/about-us?locale=en')).json().data.title).not.toBe(
      'Hacked',
    );
  });

  it('creates a page served at its identity, and refuses a taken one', async () => {
    const marketer = as(marketing);
    const body = {
      identity: 'vip-club',
      isPublished: true,
      translations: {
        en: { title: 'VIP club', description: 'For our best players', content: '<p>Welcome</p>' },
      },
    };
    expect((await marketer.post('/api/backoffice/pages', body)).statusCode).toBe(201);
    expect((await guest('/api/content/pages/vip-club?locale=es')).json().data.title).toBe(
      'VIP club',
    );
    const footer = (await guest('/api/content/layout?locale=en')).json().data.footerPages;
    expect(footer.at(-1)).toEqual({ identity: 'vip-club', title: 'VIP club' });
    expect((await marketer.post('/api/backoffice/pages', body)).json().error.fields).toHaveProperty(
      'identity',
    );
    expect(await lastAudit('vip-club')).toMatchObject({ action: 'page.create' });
  });

  it('hides a page (not found, out of the footer) and publishes it again', async () => {
    const marketer = as(marketing);
    const footer = async () =>
      (
        (await guest('/api/content/layout?locale=en')).json().data.footerPages as {
          identity: string;
        }[]
      ).map((page) => page.identity);
    const hidden = await marketer.put('/api/backoffice/pages/cookie-policy', {
      isPublished: false,
    });
    expect(hidden.json().data).toMatchObject({ identity: 'cookie-policy', isPublished: false });
    expectError(
      await guest('/api/content/pages/cookie-policy?locale=en'),
      404,
      ERRORS.pageNotFound.code,
    );
    expect(await footer()).not.toContain('cookie-policy');
    expect(await lastAudit('cookie-policy')).toMatchObject({
      action: 'page.hide',
      before: { isPublished: true },
      after: { isPublished: false },
    });
    await marketer.put('/api/backoffice/pages/cookie-policy', { isPublished: true });
    expect((await guest('/api/content/pages/cookie-policy?locale=en')).statusCode).toBe(200);
    expect(await footer()).toContain('cookie-policy');
    expectError(
      await marketer.put('/api/backoffice/pages/no-such-page', { isPublished: true }),
      404,
      ERRORS.pageNotFound.code,
    );
  });

  it('writes a managed text in one locale, refusing an unknown key', async () => {
    const marketer = as(marketing);
    const texts = (await marketer.get('/api/backoffice/texts')).json().data;
    expect(texts).toContainEqual(expect.objectContaining({ key: 'footer.tagline' }));
    await guest('/api/content/texts?locale=de');
    const response = await marketer.put('/api/backoffice/texts/footer.tagline', {
      locale: 'de',
      value: 'Neu hier',
    });
    expect(response.json().data.values.de).toBe('Neu hier');
    expect((await guest('/api/content/texts?locale=de')).json().data.texts['footer.tagline']).toBe(
      'Neu hier',
    );
    expect(await lastAudit('footer.tagline:de')).toMatchObject({
      action: 'text.update',
      after: { value: 'Neu hier' },
    });
    expectError(
      await marketer.put('/api/backoffice/texts/no.such.key', { locale: 'de', value: 'x' }),
      404,
      ERRORS.notFound.code,
    );
  });
});

describe('other processes', () => {
  it('forget their content when a change is announced, not only when their caches expire', async () => {
    const tagline = async () =>
      (await guest('/api/content/texts?locale=es')).json().data.texts['footer.tagline'];
    const before = await tagline();
    // Another process's write: this one's cache still answers what it kept.
    await t.db
      .update(texts)
      .set({ value: 'Escrito en otro proceso' })
      .where(and(eq(texts.key, 'footer.tagline'), eq(texts.locale, 'es')));
    expect(await tagline()).toBe(before);
    await t.app.live.announceContentChanged();
    await expect.poll(tagline, { timeout: 3_000, interval: 50 }).toBe('Escrito en otro proceso');
  });
});

describe('restricted countries', () => {
  it('restricts a country with a reason: its visitors get the restricted layout and the country list marks it', async () => {
    const marketer = as(marketing);
    const init = async () => (await guest('/api/player/init', { 'x-country': 'AT' })).json().data;
    expect(await init()).toMatchObject({ country: 'AT', isRestricted: false });
    const response = await marketer.put('/api/backoffice/countries/AT', {
      isRestricted: true,
      reason: 'Licence review',
    });
    expect(response.json().data).toEqual({ code: 'AT', name: 'Austria', isRestricted: true });
    expect((await init()).isRestricted).toBe(true);
    const countries = (await guest('/api/settings/countries?locale=en')).json().data;
    expect(countries.find((c: { code: string }) => c.code === 'AT').restrict).toBe(true);
    expect(await lastAudit('AT')).toMatchObject({
      action: 'country.restrict',
      before: { isRestricted: false },
      after: { isRestricted: true, reason: 'Licence review' },
    });
    await marketer.put('/api/backoffice/countries/AT', {
      isRestricted: false,
      reason: 'Licence granted',
    });
    expect((await init()).isRestricted).toBe(false);
  });

  it('needs a reason and a known country', async () => {
    const marketer = as(marketing);
    const noReason = await marketer.put('/api/backoffice/countries/FR', {
      isRestricted: true,
      reason: '',
    });
    expect(noReason.json().error.fields).toHaveProperty('reason');
    expectError(
      await marketer.put('/api/backoffice/countries/QQ', {
        isRestricted: true,
        reason: 'x'.repeat(5),
      }),
      404,
      ERRORS.notFound.code,
    );
  });
});

describe('redirects', () => {
  const lookup = (path: string) => guest(`/api/content/redirects?path=${encodeURIComponent(path)}`);

  it('creates, edits and deletes a redirect, each visible to the lookup at once and audited', async () => {
    const marketer = as(marketing);
    const created = await marketer.post('/api/backoffice/redirects', {
      fromPath: '/Autumn/',
      to: '/bonus/cashback',
      statusCode: 302,
    });
    expect(created.json().data).toEqual({
      fromPath: '/autumn',
      to: '/bonus/cashback',
      statusCode: 302,
    });
    expect((await lookup('/autumn')).json().data).toEqual({
      to: '/bonus/cashback',
      statusCode: 302,
    });
    const edited = await marketer.put(
      `/api/backoffice/redirects/${encodeURIComponent('/autumn')}`,
      {
        to: 'https://blog.croupier.example/autumn',
        statusCode: 301,
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await lookup('/autumn')).json().data.to).toBe('https://blog.croupier.example/autumn');
    expect(await lastAudit('/autumn')).toMatchObject({
      action: 'redirect.update',
      before: { to: '/bonus/cashback', statusCode: 302 },
      after: { to: 'https://blog.croupier.example/autumn', statusCode: 301 },
    });
    expect(
      (await marketer.delete(`/api/backoffice/redirects/${encodeURIComponent('/autumn')}`))
        .statusCode,
    ).toBe(200);
    expect((await lookup('/autumn')).statusCode).toBe(404);
    expect(await lastAudit('/autumn')).toMatchObject({ action: 'redirect.delete' });
  });

  it('refuses a loop (direct or through another redirect), a plain-http target, a bad path and a taken one', async () => {
    const marketer = as(marketing);
    const fieldsOf = async (body: object) => {
      const response = await marketer.post('/api/backoffice/redirects', body);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().error.fields;
    };
    expect(await fieldsOf({ fromPath: '/loop', to: '/Loop/', statusCode: 301 })).toEqual({
      to: ['Must be different.'],
    });
    // '/faq' → '/questions' exists: '/questions' → '/faq' would bounce between the two.
    expect(await fieldsOf({ fromPath: '/questions', to: '/faq', statusCode: 301 })).toHaveProperty(
      'to',
    );
    expect(
      await fieldsOf({ fromPath: '/old', to: 'http://example.com', statusCode: 301 }),
    ).toHaveProperty('to');
    expect(await fieldsOf({ fromPath: '//evil.example', to: '/', statusCode: 301 })).toHaveProperty(
      'fromPath',
    );
    expect(await fieldsOf({ fromPath: 'old', to: '/', statusCode: 307 })).toHaveProperty(
      'statusCode',
    );
    expect(await fieldsOf({ fromPath: '/FAQ', to: '/', statusCode: 301 })).toEqual({
      fromPath: ['This is already registered.'],
    });
    expect(await t.db.select().from(redirects).where(eq(redirects.fromPath, '/loop'))).toEqual([]);
    expectError(
      await marketer.put(`/api/backoffice/redirects/${encodeURIComponent('/nothing')}`, {
        to: '/',
        statusCode: 301,
      }),
      404,
      ERRORS.redirectNotFound.code,
    );
  });
});
