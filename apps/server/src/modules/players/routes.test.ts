import { endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../config.ts';
import { startTestApp } from '../../test/test-app.ts';
import { getFeatures } from '../settings/service.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({ COUNTRY_HEADER: 'x-country-code' });
});
afterAll(() => t.close());

async function init(options: { country?: string; ip?: string } = {}) {
  const response = await t.app.inject({
    url: '/api/player/init',
    headers: options.country ? { 'x-country-code': options.country } : {},
    ...(options.ip && { remoteAddress: options.ip }),
  });
  return endpoints.init.response.parse(response.json()).data;
}

describe('GET /api/player/init', () => {
  it('suggests the locale of the country named by the trusted header', async () => {
    expect(await init({ country: 'de' })).toMatchObject({
      country: 'DE',
      isRestricted: false,
      locale: 'de',
    });
    expect(await init({ country: 'BR' })).toMatchObject({ locale: 'pt-BR' });
  });

  it('flags restricted countries', async () => {
    expect(await init({ country: 'US' })).toMatchObject({ country: 'US', isRestricted: true });
  });

  it('falls back to a GeoIP lookup of the address, then to the default locale', async () => {
    const fromIp = await init({ ip: '8.8.8.8' });
    expect(fromIp.country).toBe('US');
    expect(fromIp.isRestricted).toBe(true);
    expect(await init({ ip: '127.0.0.1' })).toMatchObject({
      country: null,
      isRestricted: false,
      locale: 'en',
    });
  });

  it('ignores a header value that is not a country code', async () => {
    expect((await init({ country: 'evil<script>', ip: '127.0.0.1' })).country).toBeNull();
  });

  it('reports the feature switches that remove routes', async () => {
    const { features } = await init();
    expect(features).toMatchObject({
      isBettingEnabled: false,
      isLoyaltyEnabled: true,
      isDocumentsPageHidden: false,
      affiliateCookieDays: 30,
    });
  });

  it('tells the web app how many days to keep the affiliate tag, as configured', () => {
    const config = buildConfig({ NODE_ENV: 'test', AFFILIATE_COOKIE_DAYS: '7' });
    expect(getFeatures(config).affiliateCookieDays).toBe(7);
    expect(() => buildConfig({ NODE_ENV: 'test', AFFILIATE_COOKIE_DAYS: '0' })).toThrow();
  });
});
