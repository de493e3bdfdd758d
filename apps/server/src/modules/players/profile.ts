import type { Profile, profileUpdateBodySchema } from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { editableFieldNames, listFieldDefinitions, rulesOf } from './fields.ts';
import { checkRules, emptyToNull, isFlagSet, throwIfFailed } from './form-validation.ts';
import { sendEmailConfirmation } from './links.ts';
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
 * ignored. A new e-mail address is unconfirmed until its new link is opened.
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
  return db.transaction(async (tx) => {
    const player = await repo.updatePlayer(tx, playerId, {
      ...changes,
      ...(isNewEmail && { emailConfirmedAt: null }),
    });
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
  throwIfFailed(failures);
  const changes: Partial<repo.NewPlayer> = {};
  for (const field of TEXT_FIELDS) {
    if (sent.includes(field)) changes[field] = emptyToNull(body[field]) ?? null;
  }
  if (sent.includes('email')) changes.email = body.email!.trim();
  if (sent.includes('locale') && body.locale) changes.locale = body.locale;
  if (sent.includes('receiveEmailPromo'))
    changes.receiveEmailPromo = isFlagSet(body.receiveEmailPromo);
  if (sent.includes('receiveSmsPromo')) changes.receiveSmsPromo = isFlagSet(body.receiveSmsPromo);
  if (body.pwaInstalled !== undefined) changes.pwaInstalled = body.pwaInstalled;
  return changes;
}
