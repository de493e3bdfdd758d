import type { RegisterBody, SessionToken } from '@croupier/contract';
import type { Db, Executor } from '../../db/client.ts';
import { enterSignUpCode } from '../bonuses/codes.ts';
import { openSession, type SessionContext } from '../sessions/service.ts';
import type { TokenSigner } from '../sessions/tokens.ts';
import { openWalletAccount } from '../wallet/service.ts';
import { listFieldDefinitions, type RegistrationType, rulesOf } from './fields.ts';
import {
  checkRules,
  emptyToNull,
  fieldError,
  isFlagSet,
  normalizePhone,
  throwIfFailed,
} from './form-validation.ts';
import { sendEmailConfirmation } from './links.ts';
import { checkOtp, consumeOtp } from './otp.ts';
import { hashPassword } from './passwords.ts';
import { checkReferences, isKnownLocale } from './references.ts';
import * as repo from './repo.ts';

export interface RegistrationContext extends SessionContext {
  signer: TokenSigner;
  ttlDays: number;
  publicUrl: string;
  /** The request's locale, used when the form names none the site has. */
  locale: string;
  affiliateTag?: string | undefined;
}

/**
 * Checks a registration form by the same field definitions the web app builds it from, then
 * against the tables (enabled currency, allowed country) and the taken e-mails or phones.
 */
export async function validateRegistration(
  db: Executor,
  body: RegisterBody,
  type: RegistrationType,
) {
  const definitions = listFieldDefinitions('registration', type);
  const data = body as Record<string, unknown>;
  const fields = definitions.map((field) => field.name);
  const failures = await checkReferences(db, data, fields, checkRules(data, rulesOf(definitions)));
  if (!failures.email && body.email && (await repo.isEmailTaken(db, body.email.trim()))) {
    failures.email = [{ rule: 'unique' }];
  }
  if (!failures.phone && body.phone && (await repo.isPhoneTaken(db, normalizePhone(body.phone)))) {
    failures.phone = [{ rule: 'unique' }];
  }
  throwIfFailed(failures);
}

/** Registration by e-mail: the player, a confirmation link by mail, and a signed-in session. */
export async function registerByEmail(
  db: Db,
  body: RegisterBody,
  context: RegistrationContext,
): Promise<SessionToken> {
  await validateRegistration(db, body, 'email');
  const email = body.email!.trim();
  const values = await buildPlayerValues(db, body, context, email.split('@')[0]!);
  return db.transaction(async (tx) => {
    const player = await repo.insertPlayer(tx, { ...values, email });
    if (!player) throw fieldError('email', 'unique');
    await openWalletAccount(tx, player.id, values.currency!, { makeActive: true });
    if (values.bonusCode) await enterSignUpCode(tx, player.id, values.bonusCode);
    await sendEmailConfirmation(
      tx,
      { id: player.id, email, locale: player.locale },
      context.publicUrl,
    );
    return openRegistrationSession(tx, player.id, context);
  });
}

/** Registration by phone: the code sent to the phone proves it, and is used up here. */
export async function registerByPhone(
  db: Db,
  body: RegisterBody & { code: string },
  context: RegistrationContext,
): Promise<SessionToken> {
  await validateRegistration(db, body, 'phone');
  const phone = normalizePhone(body.phone!);
  const otp = { phone, reason: 'registration' as const, code: body.code };
  // Checked before the transaction too: a wrong guess must count even though nothing is created.
  await checkOtp(db, otp);
  const values = await buildPlayerValues(db, body, context, `player${phone.slice(-4)}`);
  return db.transaction(async (tx) => {
    await consumeOtp(tx, otp);
    const player = await repo.insertPlayer(tx, { ...values, phone, phoneConfirmedAt: new Date() });
    if (!player) throw fieldError('phone', 'unique');
    await openWalletAccount(tx, player.id, values.currency!, { makeActive: true });
    if (values.bonusCode) await enterSignUpCode(tx, player.id, values.bonusCode);
    return openRegistrationSession(tx, player.id, context);
  });
}

async function buildPlayerValues(
  db: Executor,
  body: RegisterBody,
  context: RegistrationContext,
  nicknameBase: string,
): Promise<repo.NewPlayer> {
  const locale =
    body.locale && (await isKnownLocale(db, body.locale)) ? body.locale : context.locale;
  return {
    passwordHash: await hashPassword(body.password!),
    nickname: await pickNickname(db, emptyToNull(body.nickname) ?? nicknameBase),
    country: body.country!,
    currency: body.currency!,
    locale,
    bonusCode: emptyToNull(body.bonusCode) ?? null,
    receiveEmailPromo: isFlagSet(body.receiveEmailPromo),
    receiveSmsPromo: isFlagSet(body.receiveSmsPromo),
    agreementsAcceptedAt: new Date(),
    affiliateTag: emptyToNull(body.affiliateTag ?? context.affiliateTag) ?? null,
    fingerprint: emptyToNull(context.fingerprint) ?? null,
  };
}

/** The base itself when free, else the base with the first free number: ana, ana2, ana3… */
export async function pickNickname(db: Executor, base: string) {
  const cleaned = base.replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 32) || 'player';
  const taken = await repo.selectNicknamesLike(db, cleaned);
  if (!taken.has(cleaned.toLowerCase())) return cleaned;
  let suffix = 2;
  while (taken.has(`${cleaned}${suffix}`.toLowerCase())) suffix += 1;
  return `${cleaned}${suffix}`;
}

function openRegistrationSession(tx: Executor, playerId: string, context: RegistrationContext) {
  return openSession(tx, context.signer, {
    playerId,
    method: 'registration',
    ttlDays: context.ttlDays,
    ip: context.ip,
    userAgent: context.userAgent,
    fingerprint: context.fingerprint,
  });
}
