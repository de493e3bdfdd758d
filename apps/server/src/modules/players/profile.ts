import type { Profile, profileUpdateBodySchema } from '@croupier/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { editableFieldNames, listFieldDefinitions, rulesOf } from './fields.ts';
import {
  checkRules,
  emptyToNull,
  fieldError,
  isFlagSet,
  normalizePhone,
  throwIfFailed,
} from './form-validation.ts';
import { sendEmailChangedNotice, sendEmailConfirmation } from './links.ts';
import { consumeOtp } from './otp.ts';
import { verifyPassword } from './passwords.ts';
import { checkReferences } from './references.ts';
import * as repo from './repo.ts';

type ProfileUpdate = z.infer<typeof profileUpdateBodySchema>;

/** A player counts as newly registered for a day: the web app shows its welcome alerts. */
const NEWLY_REGISTERED_MS = 24 * 3600 * 1000;

export function toProfile(player: repo.PlayerRow, now = Date.now()): Profile {
  return {
    id: player.id,
    email: player.email,
    phone: player.phone,
    nickname: player.nickname,
    firstName: player.firstName,
    lastName: player.lastName,
    gender: player.gender,
    birthdate: player.birthdate,
    country: player.country,
    city: player.city,
    address: player.address,
    postalCode: player.postalCode,
    timeZone: player.timeZone,
    locale: player.locale,
    currency: player.currency,
    status: player.status,
    isEmailConfirmed: player.emailConfirmedAt !== null,
    isPhoneConfirmed: player.phoneConfirmedAt !== null,
    receiveEmailPromo: player.receiveEmailPromo,
    receiveSmsPromo: player.receiveSmsPromo,
    freshchatRestoreId: player.freshchatRestoreId,
    pwaInstalled: player.pwaInstalled,
    isNewlyRegistered: now - player.createdAt.getTime() < NEWLY_REGISTERED_MS,
    createdAt: player.createdAt.toISOString(),
  };
}

export async function getProfile(db: Db, playerId: string): Promise<Profile> {
  const player = await repo.selectPlayer(db, playerId);
  if (!player) throw new AppError('unauthorized');
  return toProfile(player);
}

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'birthdate',
  'city',
  'address',
  'postalCode',
  'timeZone',
] as const;

/**
 * Updates the editable profile fields by the profile rules; fields that are not editable are
 * ignored. A new e-mail address is unconfirmed until its new link is opened. A new phone needs the
 * code sent to it (`otp/send`, reason 'profile'), used up in the same transaction, and is confirmed
 * by it; a phone cannot be removed, since it may be the player's login. A new e-mail address or
 * phone needs the current password (checked before the code is used up), and the old address is
 * told of an e-mail change.
 */
export async function updateProfile(
  db: Db,
  playerId: string,
  body: ProfileUpdate,
  publicUrl: string,
): Promise<Profile> {
  const changes = await validateProfileUpdate(db, playerId, body);
  const current = await repo.selectPlayer(db, playerId);
  if (!current) throw new AppError('unauthorized');
  const isNewEmail =
    changes.email !== undefined && changes.email?.toLowerCase() !== current.email?.toLowerCase();
  const newPhone = changes.phone !== undefined && changes.phone !== current.phone;
  if (newPhone && !body.code) throw fieldError('code', 'required');
  // The e-mail receives password resets and the phone signs in with an SMS code: neither moves
  // on a session alone. A player who signed up through a social provider has no password to ask.
  if ((isNewEmail || newPhone) && current.passwordHash) {
    if (!body.currentPassword) throw fieldError('currentPassword', 'required');
    if (!(await verifyPassword(current.passwordHash, body.currentPassword)))
      throw fieldError('currentPassword', 'current_password');
  }
  return db.transaction(async (tx) => {
    if (newPhone) {
      await consumeOtp(tx, { phone: changes.phone!, reason: 'profile', code: body.code! });
    }
    const player = await updateOrTaken(tx, playerId, {
      ...changes,
      ...(isNewEmail && { emailConfirmedAt: null }),
      ...(newPhone && { phoneConfirmedAt: new Date() }),
    });
    if (isNewEmail && current.email) {
      await sendEmailChangedNotice(
        tx,
        { id: player.id, email: current.email, locale: player.locale },
        changes.email ?? '',
      );
    }
    if (isNewEmail && player.email) {
      await sendEmailConfirmation(
        tx,
        { id: player.id, email: player.email, locale: player.locale },
        publicUrl,
      );
    }
    return toProfile(player);
  });
}

/** The update; a phone or e-mail taken by another player in the meantime is a 422 unique. */
async function updateOrTaken(tx: Executor, playerId: string, values: Partial<repo.NewPlayer>) {
  try {
    return await repo.updatePlayer(tx, playerId, values);
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'players_phone') throw fieldError('phone', 'unique');
    if (constraint === 'players_email') throw fieldError('email', 'unique');
    throw error;
  }
}

async function validateProfileUpdate(db: Db, playerId: string, body: ProfileUpdate) {
  const definitions = listFieldDefinitions('profile');
  const editable = editableFieldNames(definitions);
  const sent = Object.keys(body).filter((field) => editable.has(field));
  const data = body as Record<string, unknown>;
  const failures = await checkReferences(
    db,
    data,
    sent,
    checkRules(data, rulesOf(definitions, sent)),
  );
  if (sent.includes('email') && !failures.email) {
    if (!body.email?.trim()) failures.email = [{ rule: 'required' }];
    else if (await repo.isEmailTaken(db, body.email.trim(), playerId))
      failures.email = [{ rule: 'unique' }];
  }
  if (sent.includes('phone') && !failures.phone) {
    if (!body.phone?.trim()) failures.phone = [{ rule: 'required' }];
    else {
      const phone = normalizePhone(body.phone);
      if (await repo.isPhoneTaken(db, phone, playerId)) failures.phone = [{ rule: 'unique' }];
    }
  }
  throwIfFailed(failures);
  const changes: Partial<repo.NewPlayer> = {};
  for (const field of TEXT_FIELDS) {
    if (sent.includes(field)) changes[field] = emptyToNull(body[field]) ?? null;
  }
  if (sent.includes('email')) changes.email = body.email!.trim();
  if (sent.includes('phone')) changes.phone = normalizePhone(body.phone!);
  if (sent.includes('locale') && body.locale) changes.locale = body.locale;
  if (sent.includes('receiveEmailPromo'))
    changes.receiveEmailPromo = isFlagSet(body.receiveEmailPromo);
  if (sent.includes('receiveSmsPromo')) changes.receiveSmsPromo = isFlagSet(body.receiveSmsPromo);
  if (body.pwaInstalled !== undefined) changes.pwaInstalled = body.pwaInstalled;
  if (body.freshchatRestoreId !== undefined) changes.freshchatRestoreId = body.freshchatRestoreId;
  return changes;
}
