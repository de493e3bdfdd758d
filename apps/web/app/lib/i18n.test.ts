import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n';

describe('the translator', () => {
  const { t } = createTranslator('pt-BR', {
    'shell.header.signIn': 'Entrar',
    'pages.home.slideOf': '{index} de {count}',
    'wallet.spins_one': '{count} rodada',
    'wallet.spins_other': '{count} rodadas',
    'empty.text': '',
  });

  it('finds a text by its dotted key', () => {
    expect(t('shell.header.signIn')).toBe('Entrar');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('pages.home.slideOf', { index: 2, count: 4 })).toBe('2 de 4');
    expect(t('pages.home.slideOf', { index: 2 })).toBe('2 de {count}');
  });

  it('picks the plural form by the locale rules', () => {
    expect(t('wallet.spins', { count: 1 })).toBe('1 rodada');
    expect(t('wallet.spins', { count: 5 })).toBe('5 rodadas');
  });

  it('falls back to the default value, then to the key, for a missing or empty text', () => {
    expect(t('footer.tagline', { defaultValue: 'Play smart' })).toBe('Play smart');
    expect(t('empty.text', { defaultValue: 'Shown' })).toBe('Shown');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
