import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { issueFreespins } from '../bonuses/freespins.ts';
import { createPaymentsKit, expectError, type TestPlayer } from '../payments/test-kit.ts';
import { sendMessage } from './service.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let api: ReturnType<typeof createPaymentsKit>;
beforeAll(async () => {
  t = await startTestApp();
  api = createPaymentsKit(t);
});
afterAll(() => t.close());

const MESSAGES = '/api/notification/messenger/messages';

/** A document review message, as the documents module writes one. */
async function send(player: TestPlayer, sourceKey: string, reason?: string) {
  await t.db.transaction((tx) =>
    sendMessage(tx, {
      playerId: player.playerId,
      kind: reason ? 'document.declined' : 'document.approved',
      params: { documentType: 'identity', fileName: `${sourceKey}.jpg`, ...(reason && { reason }) },
      sourceKey,
    }),
  );
}

const list = async (player: TestPlayer, query = '') =>
  (await api.call('GET', `${MESSAGES}${query}`, player.token)).json();

describe('the messenger', () => {
  it('lists the player’s messages newest first with the unread count, one per event', async () => {
    const player = await api.player();
    const cursor = await api.outboxCursor();
    await send(player, 'first');
    await send(player, 'second', 'The photo is blurred.');
    await send(player, 'second', 'The photo is blurred.');

    const page = await list(player, '?page=1&perPage=3');
    expect(page.meta).toEqual({ page: 1, perPage: 3, total: 2, totalUnread: 2 });
    expect(page.data.map((m: { content: { title: string } }) => m.content.title)).toEqual([
      'Document declined',
      'Document approved',
    ]);
    expect(page.data[0]).toMatchObject({
      kind: 'document.declined',
      state: 1,
      readAt: null,
      link: '/profile/documents',
      content: {
        text: 'We could not accept your identity document (second.jpg). Please upload a new one.\nReason: The photo is blurred.',
      },
    });

    const events = await api.eventsSince(cursor, `messenger:notifications#${player.playerId}`);
    expect(events.map((e) => e.totalUnread)).toEqual([1, 2]);
    expect(events[1]).toMatchObject({ message: { kind: 'document.declined', state: 1 } });
  });

  it('writes the text in the language asked for', async () => {
    const player = await api.player();
    await send(player, 'de');
    const response = await t.app.inject({
      method: 'GET',
      url: MESSAGES,
      headers: { authorization: `Bearer ${player.token}`, 'accept-language': 'de' },
    });
    expect(response.json().data[0].content).toEqual({
      title: 'Dokument bestätigt',
      text: 'Wir haben dein Dokument (Ausweis, de.jpg) geprüft und bestätigt.',
    });
  });

  it('marks read, deletes and reads all, telling the other tabs the unread count', async () => {
    const player = await api.player();
    for (const key of ['a', 'b', 'c', 'd']) await send(player, key);
    const ids = (await list(player)).data.map((m: { id: string }) => m.id) as string[];
    const cursor = await api.outboxCursor();

    const read = await api.call('POST', `${MESSAGES}/read`, player.token, {
      messageIds: [ids[0], ids[0]],
    });
    expect(read.json()).toEqual({ data: { totalUnread: 3 } });
    expect((await list(player)).data[0]).toMatchObject({ state: 2, readAt: expect.any(String) });
    const again = await api.call('POST', `${MESSAGES}/read`, player.token, {
      messageIds: [ids[0]],
    });
    expect(again.json()).toEqual({ data: { totalUnread: 3 } });

    const deleted = await api.call('DELETE', MESSAGES, player.token, { messageIds: [ids[1]] });
    expect(deleted.json()).toEqual({ data: { totalUnread: 2 } });
    expect((await list(player)).meta).toMatchObject({ total: 3, totalUnread: 2 });
    const gone = await api.call('POST', `${MESSAGES}/read`, player.token, { messageIds: [ids[1]] });
    expectError(gone, 404, 10005);

    const all = await api.call('POST', `${MESSAGES}/read/all`, player.token);
    expect(all.json()).toEqual({ data: { totalUnread: 0 } });
    expect((await list(player)).meta.totalUnread).toBe(0);

    const events = await api.eventsSince(cursor, `messenger:notifications#${player.playerId}`);
    expect(events).toEqual([
      { totalUnread: 3 },
      { totalUnread: 3 },
      { totalUnread: 2 },
      { totalUnread: 0 },
    ]);
  });

  it('refuses another player’s message, changing nothing', async () => {
    const owner = await api.player();
    const other = await api.player();
    await send(owner, 'mine');
    await send(other, 'theirs');
    const [mine] = (await list(owner)).data;
    const [theirs] = (await list(other)).data;
    for (const [method, url] of [
      ['POST', `${MESSAGES}/read`],
      ['DELETE', MESSAGES],
    ] as const) {
      const response = await api.call(method, url, other.token, {
        messageIds: [theirs.id, mine.id],
      });
      expectError(response, 404, 10005);
    }
    expect((await list(owner)).meta).toMatchObject({ total: 1, totalUnread: 1 });
    expect((await list(other)).meta).toMatchObject({ total: 1, totalUnread: 1 });
  });

  it('tells the player of a bonus or free spins given, in their language', async () => {
    const player = await api.player();
    await t.db.transaction(async (tx) => {
      const [bonus] = await tx.select().from(bonuses).where(eq(bonuses.id, 'spins-10'));
      await issueFreespins(tx, {
        bonus: bonus!,
        playerId: player.playerId,
        accountId: player.accounts.EUR!,
        currency: 'EUR',
      });
    });
    const [message] = (await list(player)).data;
    expect(message).toMatchObject({
      kind: 'freespins.issued',
      content: {
        title: 'Free spins: 10 free spins on Lucky Star 777',
        text: 'You have 10 free spins. Activate them on your bonuses page.',
      },
      link: '/profile/bonuses',
    });
  });

  it('refuses bad input and a request without a token', async () => {
    const player = await api.player();
    expectError(await api.call('GET', MESSAGES), 401, 10003);
    expectError(await api.call('GET', `${MESSAGES}?perPage=500`, player.token), 422, 10002);
    for (const body of [{}, { messageIds: [] }, { messageIds: ['not-a-uuid'] }]) {
      expectError(await api.call('POST', `${MESSAGES}/read`, player.token, body), 422, 10002);
    }
  });
});
