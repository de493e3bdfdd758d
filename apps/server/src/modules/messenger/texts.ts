import { interpolate, type MessengerMessageKind } from '@croupier/contract';

interface Text {
  title: string;
  text: string;
}

type KindTexts = Record<MessengerMessageKind, Text> & {
  /** Added under a text whose parameters carry the operator's `reason`. */
  reasonLine: string;
  /** Document types by the contract's names (`identity`, `address`, `payment`, `selfie`). */
  documentTypes: Record<string, string>;
};

const en: KindTexts = {
  'document.approved': {
    title: 'Document approved',
    text: 'We checked your {documentType} document ({fileName}) and approved it.',
  },
  'document.declined': {
    title: 'Document declined',
    text: 'We could not accept your {documentType} document ({fileName}). Please upload a new one.',
  },
  'deposit.succeeded': {
    title: 'Deposit received',
    text: 'Your deposit of {amount} {currency} is in your balance. Good luck!',
  },
  'deposit.failed': {
    title: 'Deposit not completed',
    text: 'Your deposit of {amount} {currency} did not go through, and nothing was charged to your balance.',
  },
  'withdrawal.succeeded': {
    title: 'Withdrawal paid',
    text: 'Your withdrawal of {amount} {currency} has been sent.',
  },
  'withdrawal.failed': {
    title: 'Withdrawal not completed',
    text: 'Your withdrawal of {amount} {currency} did not go through; the amount is back in your balance.',
  },
  'quest.completed': {
    title: 'Quest complete: {quest}',
    text: 'Well played! You finished the quest and its reward is yours.',
  },
  'tournament.cancelled': {
    title: '{tournament} is cancelled',
    text: 'The tournament will not take place: {reason}. Any buy-in you paid is back in your balance.',
  },
  'tournament.prize': {
    title: 'You won a prize in {tournament}',
    text: 'You finished in place {place}. Your prize is in your balance.',
  },
  'bonus.issued': {
    title: 'New bonus: {bonus}',
    text: 'A bonus is waiting for you. See its terms and wagering on your bonuses page.',
  },
  'freespins.issued': {
    title: 'Free spins: {bonus}',
    text: 'You have {count} free spins. Activate them on your bonuses page.',
  },
  broadcast: { title: '{title}', text: '{text}' },
  'loyalty.levelUp': {
    title: 'Welcome to {level}!',
    text: 'You reached the {level} loyalty level. See its benefits on the loyalty page.',
  },
  'kyc.approved': {
    title: 'Identity verified',
    text: 'Your identity check is complete: your account is fully verified.',
  },
  'kyc.declined': {
    title: 'Identity check not passed',
    text: 'We could not verify your identity. Open the verification page to see what to do next.',
  },
  reasonLine: 'Reason: {reason}',
  documentTypes: {
    identity: 'identity',
    address: 'proof of address',
    payment: 'payment method',
    selfie: 'selfie',
  },
};

const de: KindTexts = {
  'document.approved': {
    title: 'Dokument bestätigt',
    text: 'Wir haben dein Dokument ({documentType}, {fileName}) geprüft und bestätigt.',
  },
  'document.declined': {
    title: 'Dokument abgelehnt',
    text: 'Wir konnten dein Dokument ({documentType}, {fileName}) nicht annehmen. Bitte lade ein neues hoch.',
  },
  'deposit.succeeded': {
    title: 'Einzahlung eingegangen',
    text: 'Deine Einzahlung von {amount} {currency} ist auf deinem Guthaben. Viel Glück!',
  },
  'deposit.failed': {
    title: 'Einzahlung nicht abgeschlossen',
    text: 'Deine Einzahlung von {amount} {currency} ist nicht durchgegangen; dein Guthaben wurde nicht belastet.',
  },
  'withdrawal.succeeded': {
    title: 'Auszahlung erfolgt',
    text: 'Deine Auszahlung von {amount} {currency} wurde gesendet.',
  },
  'withdrawal.failed': {
    title: 'Auszahlung nicht abgeschlossen',
    text: 'Deine Auszahlung von {amount} {currency} ist nicht durchgegangen; der Betrag ist zurück auf deinem Guthaben.',
  },
  'quest.completed': {
    title: 'Quest geschafft: {quest}',
    text: 'Gut gespielt! Du hast die Quest abgeschlossen, die Prämie gehört dir.',
  },
  'tournament.cancelled': {
    title: '{tournament} wurde abgesagt',
    text: 'Das Turnier findet nicht statt: {reason}. Ein bezahltes Startgeld ist wieder auf deinem Guthaben.',
  },
  'tournament.prize': {
    title: 'Preis gewonnen: {tournament}',
    text: 'Du bist auf Platz {place} gelandet. Dein Preis ist auf deinem Guthaben.',
  },
  'bonus.issued': {
    title: 'Neuer Bonus: {bonus}',
    text: 'Ein Bonus wartet auf dich. Bedingungen und Umsatz findest du auf deiner Bonusseite.',
  },
  'freespins.issued': {
    title: 'Freispiele: {bonus}',
    text: 'Du hast {count} Freispiele. Aktiviere sie auf deiner Bonusseite.',
  },
  broadcast: { title: '{title}', text: '{text}' },
  'loyalty.levelUp': {
    title: 'Willkommen bei {level}!',
    text: 'Du hast die Treuestufe {level} erreicht. Ihre Vorteile findest du auf der Treueseite.',
  },
  'kyc.approved': {
    title: 'Identität bestätigt',
    text: 'Deine Identitätsprüfung ist abgeschlossen: Dein Konto ist vollständig verifiziert.',
  },
  'kyc.declined': {
    title: 'Identitätsprüfung nicht bestanden',
    text: 'Wir konnten deine Identität nicht bestätigen. Auf der Verifizierungsseite erfährst du, wie es weitergeht.',
  },
  reasonLine: 'Grund: {reason}',
  documentTypes: {
    identity: 'Ausweis',
    address: 'Adressnachweis',
    payment: 'Zahlungsmittel',
    selfie: 'Selfie',
  },
};

const es: KindTexts = {
  'document.approved': {
    title: 'Documento aprobado',
    text: 'Hemos revisado tu documento de {documentType} ({fileName}) y lo hemos aprobado.',
  },
  'document.declined': {
    title: 'Documento rechazado',
    text: 'No hemos podido aceptar tu documento de {documentType} ({fileName}). Sube uno nuevo, por favor.',
  },
  'deposit.succeeded': {
    title: 'Depósito recibido',
    text: 'Tu depósito de {amount} {currency} ya está en tu saldo. ¡Buena suerte!',
  },
  'deposit.failed': {
    title: 'Depósito no completado',
    text: 'Tu depósito de {amount} {currency} no se ha completado y no se ha cargado nada a tu saldo.',
  },
  'withdrawal.succeeded': {
    title: 'Retirada pagada',
    text: 'Tu retirada de {amount} {currency} se ha enviado.',
  },
  'withdrawal.failed': {
    title: 'Retirada no completada',
    text: 'Tu retirada de {amount} {currency} no se ha completado; el importe ha vuelto a tu saldo.',
  },
  'quest.completed': {
    title: 'Misión completada: {quest}',
    text: '¡Bien jugado! Has terminado la misión y su recompensa es tuya.',
  },
  'tournament.cancelled': {
    title: '{tournament} se ha cancelado',
    text: 'El torneo no se celebrará: {reason}. La inscripción que pagaste ha vuelto a tu saldo.',
  },
  'tournament.prize': {
    title: 'Has ganado un premio en {tournament}',
    text: 'Has terminado en el puesto {place}. Tu premio está en tu saldo.',
  },
  'bonus.issued': {
    title: 'Nuevo bono: {bonus}',
    text: 'Tienes un bono esperándote. Consulta sus condiciones y el rollover en tu página de bonos.',
  },
  'freespins.issued': {
    title: 'Giros gratis: {bonus}',
    text: 'Tienes {count} giros gratis. Actívalos en tu página de bonos.',
  },
  broadcast: { title: '{title}', text: '{text}' },
  'loyalty.levelUp': {
    title: '¡Bienvenido a {level}!',
    text: 'Has alcanzado el nivel de fidelidad {level}. Consulta sus ventajas en la página de fidelidad.',
  },
  'kyc.approved': {
    title: 'Identidad verificada',
    text: 'Tu verificación de identidad ha terminado: tu cuenta está totalmente verificada.',
  },
  'kyc.declined': {
    title: 'Verificación de identidad no superada',
    text: 'No hemos podido verificar tu identidad. Abre la página de verificación para ver qué hacer.',
  },
  reasonLine: 'Motivo: {reason}',
  documentTypes: {
    identity: 'identidad',
    address: 'comprobante de domicilio',
    payment: 'método de pago',
    selfie: 'selfie',
  },
};

const ptBR: KindTexts = {
  'document.approved': {
    title: 'Documento aprovado',
    text: 'Verificamos seu documento de {documentType} ({fileName}) e o aprovamos.',
  },
  'document.declined': {
    title: 'Documento recusado',
    text: 'Não pudemos aceitar seu documento de {documentType} ({fileName}). Envie um novo, por favor.',
  },
  'deposit.succeeded': {
    title: 'Depósito recebido',
    text: 'Seu depósito de {amount} {currency} já está no seu saldo. Boa sorte!',
  },
  'deposit.failed': {
    title: 'Depósito não concluído',
    text: 'Seu depósito de {amount} {currency} não foi concluído e nada foi cobrado do seu saldo.',
  },
  'withdrawal.succeeded': {
    title: 'Saque pago',
    text: 'Seu saque de {amount} {currency} foi enviado.',
  },
  'withdrawal.failed': {
    title: 'Saque não concluído',
    text: 'Seu saque de {amount} {currency} não foi concluído; o valor voltou para o seu saldo.',
  },
  'quest.completed': {
    title: 'Missão concluída: {quest}',
    text: 'Bem jogado! Você terminou a missão e a recompensa é sua.',
  },
  'tournament.cancelled': {
    title: '{tournament} foi cancelado',
    text: 'O torneio não vai acontecer: {reason}. A inscrição que você pagou voltou para o seu saldo.',
  },
  'tournament.prize': {
    title: 'Você ganhou um prêmio em {tournament}',
    text: 'Você terminou em {place}º lugar. Seu prêmio está no seu saldo.',
  },
  'bonus.issued': {
    title: 'Novo bônus: {bonus}',
    text: 'Há um bônus esperando por você. Veja os termos e o rollover na sua página de bônus.',
  },
  'freespins.issued': {
    title: 'Rodadas grátis: {bonus}',
    text: 'Você tem {count} rodadas grátis. Ative-as na sua página de bônus.',
  },
  broadcast: { title: '{title}', text: '{text}' },
  'loyalty.levelUp': {
    title: 'Bem-vindo ao {level}!',
    text: 'Você alcançou o nível de fidelidade {level}. Veja os benefícios na página de fidelidade.',
  },
  'kyc.approved': {
    title: 'Identidade verificada',
    text: 'Sua verificação de identidade foi concluída: sua conta está totalmente verificada.',
  },
  'kyc.declined': {
    title: 'Verificação de identidade não aprovada',
    text: 'Não conseguimos verificar sua identidade. Abra a página de verificação para ver o que fazer.',
  },
  reasonLine: 'Motivo: {reason}',
  documentTypes: {
    identity: 'identidade',
    address: 'comprovante de endereço',
    payment: 'método de pagamento',
    selfie: 'selfie',
  },
};

const byLocale: Record<string, KindTexts> = { en, de, es, 'pt-BR': ptBR };

/** A message's title and text in `locale` (English when the locale has none). */
export function renderMessage(
  kind: string,
  params: Record<string, string>,
  locale: string,
): { title: string; text: string } {
  const texts = byLocale[locale] ?? en;
  const template = texts[kind as MessengerMessageKind];
  if (!template) return { title: kind, text: '' };
  const filled = {
    ...params,
    ...(params.documentType && {
      documentType: texts.documentTypes[params.documentType] ?? params.documentType,
    }),
  };
  const text = interpolate(template.text, filled);
  const reason = params.reason?.trim();
  return {
    title: interpolate(template.title, filled),
    text: reason ? `${text}\n${interpolate(texts.reasonLine, { reason })}` : text,
  };
}

export const MESSAGE_LOCALES = Object.keys(byLocale);
