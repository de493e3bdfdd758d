import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain browser module (JSDoc types only); its formatter is checked.
import { configureLocale, formatMoney } from './common.js';

function formatIn(locale: string, currency: string, minorDigits: number, amountMinor: number) {
  configureLocale({ locale, currency, minorDigits, strings: {} });
  return formatMoney(amountMinor) as string;
}

describe("the game frame's money format", () => {
  it("writes the player's currency in their language, exactly from minor units", () => {
    expect(formatIn('en', 'EUR', 2, 123_456)).toBe('€1,234.56');
    expect(formatIn('de', 'EUR', 2, -5)).toBe('-0,05\u00a0€');
    expect(formatIn('en', 'BTC', 8, 9_007_199_254_740_991)).toBe('BTC\u00a090,071,992.54740991');
  });

  it('writes a code Intl refuses as a currency after the number, as the web app does', () => {
    expect(formatIn('en', 'USDT', 2, 150_000)).toBe('1,500.00 USDT');
    expect(formatIn('pt-BR', 'DOGE', 8, 100_000_000)).toBe('1,00000000 DOGE');
  });
});
