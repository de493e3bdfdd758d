import { interpolate } from '@croupier/contract';

/** Messages a player receives, in the shipped locales; `{link}`, `{email}` and `{code}` are filled in. */
type Template = { subject: string; text: string };
type MailName =
  | 'emailConfirmation'
  | 'emailChanged'
  | 'passwordChanged'
  | 'passwordReset'
  | 'signInLink';
type LocaleTemplates = Record<MailName, Template> & { otpSms: string };

const en: LocaleTemplates = {
  emailConfirmation: {
    subject: 'Confirm your e-mail address',
    text: 'Welcome to Croupier!\n\nPlease confirm your e-mail address by opening this link within 48 hours:\n{link}\n\nIf you did not create an account, you can ignore this message.',
  },
  emailChanged: {
    subject: 'Your e-mail address was changed',
    text: 'The e-mail address of your Croupier account was changed to {email}. Messages and password resets now go there.\n\nIf you did not change it, contact our support at once: someone may be using your account.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    text: 'The password of your Croupier account was just changed, and your other devices were signed out.\n\nIf you did not change it, reset your password at once and contact our support.',
  },
  passwordReset: {
    subject: 'Reset your password',
    text: 'Someone asked to reset the password of your Croupier account.\n\nOpen this link within one hour to choose a new password:\n{link}\n\nIf it was not you, ignore this message: your password stays as it is.',
  },
  signInLink: {
    subject: 'Your sign-in link',
    text: 'Open this link within 10 minutes to sign in to Croupier:\n{link}\n\nThe link works once. If you did not ask for it, ignore this message.',
  },
  otpSms: 'Your Croupier code is {code}. It expires in 10 minutes. Never share it.',
};

const de: LocaleTemplates = {
  emailConfirmation: {
    subject: 'Bestätige deine E-Mail-Adresse',
    text: 'Willkommen bei Croupier!\n\nBitte bestätige deine E-Mail-Adresse innerhalb von 48 Stunden über diesen Link:\n{link}\n\nWenn du kein Konto angelegt hast, kannst du diese Nachricht ignorieren.',
  },
  emailChanged: {
    subject: 'Deine E-Mail-Adresse wurde geändert',
    text: 'Die E-Mail-Adresse deines Croupier-Kontos wurde in {email} geändert. Nachrichten und Links zum Zurücksetzen des Passworts gehen jetzt dorthin.\n\nWarst du das nicht, wende dich sofort an unseren Support: Jemand nutzt womöglich dein Konto.',
  },
  passwordChanged: {
    subject: 'Dein Passwort wurde geändert',
    text: 'Das Passwort deines Croupier-Kontos wurde soeben geändert, und deine anderen Geräte wurden abgemeldet.\n\nWarst du das nicht, setze dein Passwort sofort zurück und wende dich an unseren Support.',
  },
  passwordReset: {
    subject: 'Setze dein Passwort zurück',
    text: 'Jemand möchte das Passwort deines Croupier-Kontos zurücksetzen.\n\nÖffne diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:\n{link}\n\nWarst du das nicht, ignoriere diese Nachricht: dein Passwort bleibt unverändert.',
  },
  signInLink: {
    subject: 'Dein Anmeldelink',
    text: 'Öffne diesen Link innerhalb von 10 Minuten, um dich bei Croupier anzumelden:\n{link}\n\nDer Link funktioniert nur einmal. Hast du ihn nicht angefordert, ignoriere diese Nachricht.',
  },
  otpSms: 'Dein Croupier-Code lautet {code}. Er läuft in 10 Minuten ab. Gib ihn niemals weiter.',
};

const es: LocaleTemplates = {
  emailConfirmation: {
    subject: 'Confirma tu dirección de correo',
    text: '¡Bienvenido a Croupier!\n\nConfirma tu dirección de correo abriendo este enlace en las próximas 48 horas:\n{link}\n\nSi no creaste una cuenta, puedes ignorar este mensaje.',
  },
  emailChanged: {
    subject: 'Tu dirección de correo ha cambiado',
    text: 'La dirección de correo de tu cuenta de Croupier ha cambiado a {email}. Los mensajes y los enlaces para restablecer la contraseña llegarán ahora allí.\n\nSi no la cambiaste tú, contacta con nuestro soporte de inmediato: alguien podría estar usando tu cuenta.',
  },
  passwordChanged: {
    subject: 'Tu contraseña ha cambiado',
    text: 'La contraseña de tu cuenta de Croupier acaba de cambiar y se ha cerrado la sesión en tus otros dispositivos.\n\nSi no la cambiaste tú, restablece tu contraseña de inmediato y contacta con nuestro soporte.',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña',
    text: 'Alguien pidió restablecer la contraseña de tu cuenta de Croupier.\n\nAbre este enlace en la próxima hora para elegir una contraseña nueva:\n{link}\n\nSi no fuiste tú, ignora este mensaje: tu contraseña no cambia.',
  },
  signInLink: {
    subject: 'Tu enlace de acceso',
    text: 'Abre este enlace en los próximos 10 minutos para entrar en Croupier:\n{link}\n\nEl enlace funciona una sola vez. Si no lo pediste, ignora este mensaje.',
  },
  otpSms: 'Tu código de Croupier es {code}. Caduca en 10 minutos. No lo compartas nunca.',
};

const ptBR: LocaleTemplates = {
  emailConfirmation: {
    subject: 'Confirme seu endereço de e-mail',
    text: 'Bem-vindo ao Croupier!\n\nConfirme seu endereço de e-mail abrindo este link em até 48 horas:\n{link}\n\nSe você não criou uma conta, ignore esta mensagem.',
  },
  emailChanged: {
    subject: 'Seu endereço de e-mail foi alterado',
    text: 'O endereço de e-mail da sua conta Croupier foi alterado para {email}. Mensagens e links de redefinição de senha agora vão para lá.\n\nSe não foi você, fale com nosso suporte imediatamente: alguém pode estar usando sua conta.',
  },
  passwordChanged: {
    subject: 'Sua senha foi alterada',
    text: 'A senha da sua conta Croupier acabou de ser alterada, e seus outros dispositivos foram desconectados.\n\nSe não foi você, redefina sua senha imediatamente e fale com nosso suporte.',
  },
  passwordReset: {
    subject: 'Redefina sua senha',
    text: 'Alguém pediu para redefinir a senha da sua conta Croupier.\n\nAbra este link em até uma hora para escolher uma nova senha:\n{link}\n\nSe não foi você, ignore esta mensagem: sua senha continua a mesma.',
  },
  signInLink: {
    subject: 'Seu link de acesso',
    text: 'Abra este link em até 10 minutos para entrar no Croupier:\n{link}\n\nO link funciona uma única vez. Se você não o pediu, ignore esta mensagem.',
  },
  otpSms: 'Seu código Croupier é {code}. Ele expira em 10 minutos. Nunca o compartilhe.',
};

const templatesByLocale: Record<string, LocaleTemplates> = { en, de, es, 'pt-BR': ptBR };

function templatesFor(locale: string): LocaleTemplates {
  return templatesByLocale[locale] ?? en;
}

export function renderMail(
  name: MailName,
  locale: string,
  params: Record<string, string> = {},
): Template {
  const template = templatesFor(locale)[name];
  return { subject: template.subject, text: interpolate(template.text, params) };
}

export function renderOtpSms(locale: string, code: string): string {
  return interpolate(templatesFor(locale).otpSms, { code });
}

export const TEMPLATE_LOCALES = Object.keys(templatesByLocale);
