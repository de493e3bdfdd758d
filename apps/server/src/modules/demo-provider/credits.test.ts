import { describe, expect, it } from 'vitest';
import type { DemoCurrency } from './catalogue.ts';
import { betLevelsOf, demoBalanceOf, isStakeAllowed, minorDigitsOf } from './credits.ts';
import { en, pickDemoLocale } from './strings.ts';
import { de } from './strings-de.ts';
import { es } from './strings-es.ts';
import { ptBR } from './strings-pt-br.ts';

const EUR: DemoCurrency = { code: 'EUR', type: 'fiat', subunitToUnit: 100, rate: '1' };
const JPY: DemoCurrency = { code: 'JPY', type: 'fiat', subunitToUnit: 1, rate: '163' };
const BTC: DemoCurrency = { code: 'BTC', type: 'crypto', subunitToUnit: 1e8, rate: '0.0000105' };
const USDT: DemoCurrency = { code: 'USDT', type: 'crypto', subunitToUnit: 1e6, rate: '1.08' };

describe('credits', () => {
  it('gives 1,000 major units of demo credits, and 0.01 BTC', () => {
    expect(demoBalanceOf(EUR)).toBe(100_000);
    expect(demoBalanceOf(BTC)).toBe(1_000_000);
    expect(demoBalanceOf(USDT)).toBe(1_000_000_000);
    expect(minorDigitsOf(BTC)).toBe(8);
  });

  it('keeps every bet level a whole multiple of the 20 slot lines, also for the yen', () => {
    for (const currency of [EUR, JPY, BTC, USDT]) {
      const levels = betLevelsOf(currency);
      expect(levels.every((level) => Number.isSafeInteger(level) && level % 20 === 0)).toBe(true);
    }
    expect(betLevelsOf(JPY)[0]).toBe(20);
  });

  it('allows a slot stake only at a bet level', () => {
    const levels = betLevelsOf(EUR);
    expect(isStakeAllowed('slot', 100, {}, levels)).toBe(true);
    expect(isStakeAllowed('slot', 110, {}, levels)).toBe(false);
  });

  it('allows roulette chips in multiples of the smallest level up to the table limit', () => {
    const levels = betLevelsOf(EUR);
    const bet = (amount: number) => ({ bets: [{ type: 'red', numbers: [], amount }] });
    expect(isStakeAllowed('roulette', 60, bet(60), levels)).toBe(true);
    expect(isStakeAllowed('roulette', 70, bet(70), levels)).toBe(false);
    expect(isStakeAllowed('roulette', 100_020, bet(100_020), levels)).toBe(false);
  });
});

describe('strings', () => {
  it('translates every text into every language, keeping its placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const table of [de, es, ptBR]) {
      for (const [key, text] of Object.entries(en)) {
        const translated = table[key as keyof typeof en];
        expect(translated, key).toBeTruthy();
        expect(placeholders(translated), key).toEqual(placeholders(text));
      }
    }
  });

  it('matches a requested language by region, then by language, else English', () => {
    expect(pickDemoLocale('pt-BR')).toBe('pt-BR');
    expect(pickDemoLocale('pt-PT')).toBe('pt-BR');
    expect(pickDemoLocale(undefined, 'fr-FR,de;q=0.8')).toBe('de');
    expect(pickDemoLocale('xx')).toBe('en');
  });
});
