import { describe, expect, it } from 'vitest';
import { renderMail, renderOtpSms, TEMPLATE_LOCALES } from './templates.ts';

describe('player message templates', () => {
  it('ships every message in en, de, es and pt-BR, each with its link, address or code', () => {
    expect(TEMPLATE_LOCALES.sort()).toEqual(['de', 'en', 'es', 'pt-BR']);
    const subjects = new Set<string>();
    for (const locale of TEMPLATE_LOCALES) {
      for (const name of ['emailConfirmation', 'passwordReset', 'signInLink'] as const) {
        const mail = renderMail(name, locale, { link: 'https://x.example/l' });
        expect(mail.text).toContain('https://x.example/l');
        subjects.add(mail.subject);
      }
      subjects.add(renderMail('passwordChanged', locale).subject);
      const notice = renderMail('emailChanged', locale, { email: 'new@x.example' });
      expect(notice.text).toContain('new@x.example');
      subjects.add(notice.subject);
      expect(renderOtpSms(locale, '123456')).toContain('123456');
    }
    expect(subjects.size).toBe(20);
  });

  it('falls back to English for a locale it does not ship', () => {
    expect(renderMail('passwordReset', 'fr', { link: 'l' }).subject).toBe('Reset your password');
  });
});
