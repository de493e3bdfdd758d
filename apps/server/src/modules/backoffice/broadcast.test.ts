import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyAccounts, operatorAuditLog } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createPaymentsKit, type TestPlayer } from '../payments/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let payments: ReturnType<typeof createPaymentsKit>;
let marketing: TestOperator;

beforeAll(async () => {
  t = await startTestApp();
  kit = createBackofficeKit(t);
  payments = createPaymentsKit(t);
  marketing = await kit.operator('marketing');
});
afterAll(() => t.close());

const broadcast = (body: object) =>
  kit.call('POST', '/api/backoffice/broadcasts', marketing.token, body);
async function titles(player: TestPlayer) {
  await t.app.outbox.flush();
  const response = await payments.call('GET', '/api/notification/messenger/messages', player.token);
  return (response.json().data as { content: { title: string } }[]).map((m) => m.content.title);
}

describe('broadcasts', () => {
  it('reaches the players of the segment once each, never blocked ones, and is audited', async () => {
    const austrianEuro = await payments.player({ country: 'AT', currencies: ['EUR'] });
    const austrianDollar = await payments.player({ country: 'AT', currencies: ['USD'] });
    const brazilian = await payments.player({ country: 'BR', currencies: ['EUR'] });
    const blocked = await payments.player({ country: 'AT', currencies: ['EUR'], status: 3 });

    const first = await broadcast({
      title: 'Euro weekend',
      text: 'Double points on Saturday.',
      segment: { country: 'at', currency: 'EUR' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ recipients: 1 });
    expect(await titles(austrianEuro)).toContain('Euro weekend');
    for (const player of [austrianDollar, brazilian]) {
      expect(await titles(player)).not.toContain('Euro weekend');
    }
    expect(blocked.playerId).toBeTruthy();

    await t.db.insert(loyaltyAccounts).values({ playerId: brazilian.playerId, levelOrder: 2 });
    const loyal = await broadcast({
      title: 'For our Silver players',
      text: 'Thank you.',
      segment: { minLevelOrder: 2 },
    });
    expect(loyal.json().data).toEqual({ recipients: 1 });
    expect(await titles(brazilian)).toContain('For our Silver players');

    const [entry] = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'messenger.broadcast'))
      .orderBy(operatorAuditLog.id)
      .limit(1);
    expect(entry).toMatchObject({
      operatorId: marketing.id,
      after: { title: 'Euro weekend', recipients: 1, segment: { country: 'at', currency: 'EUR' } },
    });
  });

  it('refuses an empty title or text on its field', async () => {
    const response = await broadcast({ title: ' ', text: 'x' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.fields)).toEqual(['title']);
  });
});
