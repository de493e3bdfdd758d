import type { MessengerMessage, MessengerMessageKind } from '@croupier/contract';
import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { loyaltyAccounts, messengerMessages, players, walletAccounts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { localizedText } from '../../lib/localized.ts';
import { personalChannel } from '../live/channels.ts';
import { publishAfterCommit } from '../live/events.ts';
import { selectPlayerLocale } from '../players/repo.ts';
import { renderMessage } from './texts.ts';

type MessageRow = typeof messengerMessages.$inferSelect;

/** The page of the web app a kind of message is about. */
const LINKS: Record<string, string> = {
  'document.approved': '/profile/documents',
  'document.declined': '/profile/documents',
  'kyc.approved': '/profile/verification',
  'kyc.declined': '/profile/verification',
  'loyalty.levelUp': '/loyalty',
  'quest.completed': '/profile/bonuses',
  'tournament.prize': '/tournaments',
  'tournament.cancelled': '/tournaments',
  'bonus.issued': '/profile/bonuses',
  'freespins.issued': '/profile/bonuses',
  'deposit.succeeded': '/profile/history',
  'deposit.failed': '/profile/history',
  'withdrawal.succeeded': '/profile/history',
  'withdrawal.failed': '/profile/history',
};

function toMessage(row: MessageRow, locale: string): MessengerMessage {
  return {
    id: row.id,
    kind: row.kind,
    content: renderMessage(row.kind, row.params, locale),
    state: row.readAt ? 2 : 1,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    link: LINKS[row.kind] ?? null,
  };
}

const isMine = (playerId: string) =>
  and(eq(messengerMessages.playerId, playerId), isNull(messengerMessages.deletedAt));

async function countUnread(db: Executor, playerId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(messengerMessages)
    .where(and(isMine(playerId), isNull(messengerMessages.readAt)));
  return row?.total ?? 0;
}

function publishUnread(
  tx: Executor,
  playerId: string,
  totalUnread: number,
  message?: MessengerMessage,
) {
  return publishAfterCommit(tx, personalChannel('messenger:notifications', playerId), {
    totalUnread,
    ...(message && { message }),
  });
}

/**
 * Writes a message to a player in the caller's transaction and announces it on
 * `messenger:notifications` after commit, in the player's language. `sourceKey` names the event
 * the message is about: the same event sent twice writes (and announces) one message.
 */
export async function sendMessage(
  tx: Executor,
  input: {
    playerId: string;
    kind: MessengerMessageKind;
    params: Record<string, string>;
    sourceKey: string;
  },
) {
  const [row] = await tx
    .insert(messengerMessages)
    // The wall clock, not the transaction's start: messages written together keep their order.
    .values({ ...input, createdAt: sql`clock_timestamp()` })
    .onConflictDoNothing({ target: [messengerMessages.playerId, messengerMessages.sourceKey] })
    .returning();
  if (!row) return;
  const message = toMessage(row, await selectPlayerLocale(tx, input.playerId));
  await publishUnread(tx, input.playerId, await countUnread(tx, input.playerId), message);
}

/** The player's messages, newest first, in `locale`, with the unread count. */
export async function listMessages(
  db: Executor,
  playerId: string,
  query: { page: number; perPage: number },
  locale: string,
) {
  const [rows, [total], totalUnread] = await Promise.all([
    db
      .select()
      .from(messengerMessages)
      .where(isMine(playerId))
      .orderBy(desc(messengerMessages.createdAt), desc(messengerMessages.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(messengerMessages).where(isMine(playerId)),
    countUnread(db, playerId),
  ]);
  return {
    data: rows.map((row) => toMessage(row, locale)),
    meta: { page: query.page, perPage: query.perPage, total: total?.total ?? 0, totalUnread },
  };
}

/**
 * Marks messages read, or deletes them; every id must be one of the player's messages (404
 * otherwise, and nothing changes). Answers the unread count, which the player's other tabs hear.
 */
export async function changeMessages(
  db: Db,
  playerId: string,
  messageIds: readonly string[],
  change: 'read' | 'delete',
) {
  const ids = [...new Set(messageIds)];
  return db.transaction(async (tx) => {
    const set =
      change === 'read'
        ? { readAt: sql`coalesce(${messengerMessages.readAt}, now())` }
        : { deletedAt: sql`now()` };
    const changed = await tx
      .update(messengerMessages)
      .set(set)
      .where(and(isMine(playerId), inArray(messengerMessages.id, ids)))
      .returning({ id: messengerMessages.id });
    if (changed.length !== ids.length) throw new AppError('notFound');
    const totalUnread = await countUnread(tx, playerId);
    await publishUnread(tx, playerId, totalUnread);
    return { totalUnread };
  });
}

/** Marks every message of the player read. */
export async function readAllMessages(db: Db, playerId: string) {
  return db.transaction(async (tx) => {
    await tx
      .update(messengerMessages)
      .set({ readAt: sql`now()` })
      .where(and(isMine(playerId), isNull(messengerMessages.readAt)));
    await publishUnread(tx, playerId, 0);
    return { totalUnread: 0 };
  });
}

/** A bonus's name in the player's language, for a message's parameters. */
export async function nameForPlayer(
  tx: Executor,
  playerId: string,
  name: Record<string, string> | null | undefined,
) {
  return localizedText(name, await selectPlayerLocale(tx, playerId));
}

export interface BroadcastSegment {
  country?: string | undefined;
  currency?: string | undefined;
  /** Players at this loyalty level or higher (the level's order). */
  minLevelOrder?: number | undefined;
}

/**
 * A message to every player of a segment (country, a currency they hold, a loyalty level and up),
 * never to blocked or self-excluded players. Each gets it once per broadcast (`key`), in the
 * messenger and live; the text is the operator's, as written. Answers how many received it.
 */
export async function broadcastMessage(
  db: Db,
  input: { title: string; text: string; key: string; segment: BroadcastSegment },
) {
  const { country, currency, minLevelOrder } = input.segment;
  const recipients = await db
    .selectDistinct({ id: players.id })
    .from(players)
    .leftJoin(walletAccounts, eq(walletAccounts.playerId, players.id))
    .leftJoin(loyaltyAccounts, eq(loyaltyAccounts.playerId, players.id))
    .where(
      and(
        country ? eq(players.country, country.toUpperCase()) : undefined,
        currency ? eq(walletAccounts.currency, currency.toUpperCase()) : undefined,
        minLevelOrder ? gte(loyaltyAccounts.levelOrder, minLevelOrder) : undefined,
        sql`${players.status} in (1, 2)`,
      ),
    );
  for (const { id } of recipients) {
    await db.transaction((tx) =>
      sendMessage(tx, {
        playerId: id,
        kind: 'broadcast',
        params: { title: input.title.trim(), text: input.text.trim() },
        sourceKey: input.key,
      }),
    );
  }
  return recipients.length;
}
