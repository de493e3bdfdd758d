import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { depositAddress } from '../sandbox/chain.ts';
import {
  approveWithdrawal,
  payDueWithdrawals,
  rejectWithdrawal,
  startWithdrawalJob,
} from './settlement.ts';
import { createPaymentsKit, eventually, expectError, type TestPlayer } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createPaymentsKit>;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  t = await startTestApp({
    PUBLIC_URL: ORIGIN,
    SANDBOX_BLOCK_SECONDS: '0.05',
    SANDBOX_CONFIRMATIONS: '2',
    SANDBOX_ASYNC_QR_SECONDS: '0.05',
    WITHDRAWAL_JOB_SECONDS: '0',
    WITHDRAWAL_AUTO_APPROVE_DELAY_SECONDS: '0',
    WITHDRAWAL_AUTO_APPROVE_MAX: '50000',
    WITHDRAWAL_DECLINE_DISABLED_COUNTRIES: 'ES',
  });
  kit = createPaymentsKit(t);
});
afterAll(() => t.close());

const ctx = () => t.app.payments;

function deposit(player: TestPlayer, body: Record<string, unknown>) {
  const currency = (body.currency as string) ?? 'EUR';
  return kit.call('POST', '/api/payment/invoices/deposit', player.token, {
    currency,
    accountId: player.accounts[currency],
    fields: {},
    ...body,
  });
}

function withdraw(player: TestPlayer, body: Record<string, unknown>) {
  const currency = (body.currency as string) ?? 'EUR';
  return kit.call('POST', '/api/payment/invoices/withdrawal', player.token, {
    currency,
    accountId: player.accounts[currency],
    ...body,
  });
}

const cardFields = { card_holder: 'Ada Lovelace', card_number: '4111 **** **** 1111' };

async function expectNoViolations() {
  expect(await checkInvariants(t.db)).toEqual([]);
}

describe('payment methods', () => {
  it('lists the methods of a currency and the player country, prefilled and localized', async () => {
    const player = await kit.player({ country: 'DE' });
    const response = await kit.call(
      'GET',
      '/api/payment/methods/deposit?currency=EUR',
      player.token,
    );
    expect(response.statusCode).toBe(200);
    const methods = response.json().data as { method: string; processingType: string }[];
    expect(methods.map((m) => m.method)).toEqual(
      expect.arrayContaining(['card', 'card-secure', 'quickwallet', 'bank-transfer']),
    );
    expect(methods.map((m) => m.method)).not.toContain('pix');
    const secure = (
      response.json().data as { method: string; fields: { value?: string }[] }[]
    ).find((m) => m.method === 'card-secure')!;
    expect(secure.fields[0]!.value).toMatch(/@example\.test$/);

    const brazil = await kit.call(
      'GET',
      '/api/payment/methods/deposit?currency=BRL&country=BR',
      player.token,
    );
    const brMethods = brazil.json().data as { method: string; processingType: string }[];
    expect(brMethods.map((m) => m.method)).toEqual(['pix', 'card-br']);
    expect(brMethods[0]!.processingType).toBe('asyncRedirect');

    const german = await t.app.inject({
      url: '/api/payment/methods/deposit?currency=EUR',
      headers: { authorization: `Bearer ${player.token}`, 'accept-language': 'de' },
    });
    const bank = (german.json().data as { method: string; name: string }[]).find(
      (m) => m.method === 'bank-transfer',
    );
    expect(bank?.name).toBe('Banküberweisung');
  });

  it('gives crypto withdrawals a network select whose options carry address rules and limits', async () => {
    const player = await kit.player({ currencies: ['USDT'] });
    const response = await kit.call(
      'GET',
      '/api/payment/methods/withdrawal?currency=USDT',
      player.token,
    );
    const [method] = response.json().data as {
      fields: { key: string; options?: { id: string; regex?: string; minAmount?: number }[] }[];
    }[];
    const network = method!.fields.find((f) => f.key === 'network')!;
    expect(network.options!.map((o) => o.id)).toEqual(['tron', 'ethereum', 'ton']);
    expect(network.options![0]!.regex).toBeTruthy();
    expect(network.options![0]!.minAmount).toBe(5_000_000);
    expect(method!.fields.map((f) => f.key)).toContain('wallet_id');
  });
});

describe('deposits through the sandbox', () => {
  it('form: the hosted page approves, redirects back and credits the account in one go', async () => {
    const player = await kit.player();
    const cursor = await kit.outboxCursor();
    const created = await deposit(player, {
      method: 'card',
      amount: 5000,
      redirectSuccessUrl: `${ORIGIN}/?wallet=deposit-success`,
      redirectErrorUrl: `${ORIGIN}/?wallet=deposit-error`,
    });
    expect(created.statusCode).toBe(201);
    const { invoiceId, action } = created.json().data;
    const path = new URL(action).pathname + new URL(action).search;
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");

    const submitted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`${ORIGIN}/?wallet=deposit-success`);
    expect((await kit.balanceOf(player.token, player.accounts.EUR!)).balance).toBe(5000);
    expect((await kit.invoiceRow(invoiceId)).status).toBe(2);
    const accountEvents = await kit.eventsSince(cursor, `wallet:accounts#${player.playerId}`);
    expect(accountEvents.at(-1)).toMatchObject({ balance: 5000 });
    const invoiceEvents = await kit.eventsSince(cursor, `payment:invoices#${player.playerId}`);
    expect(invoiceEvents.map((e) => e.status)).toEqual([1, 2]);
    // The player's message about it, in the messenger.
    const messages = await kit.call('GET', '/api/notification/messenger/messages', player.token);
    expect(messages.json().data.map((m: { content: object }) => m.content)).toEqual([
      {
        title: 'Deposit received',
        text: 'Your deposit of 50.00 EUR is in your balance. Good luck!',
      },
    ]);
    await expectNoViolations();
  });

  it('iframe: a decline fails the invoice, moves no money and returns to the error URL', async () => {
    const player = await kit.player();
    const before = await kit.booksSnapshot();
    const created = await deposit(player, {
      method: 'card-secure',
      amount: 2500,
      redirectErrorUrl: `${ORIGIN}/?wallet=deposit-error`,
    });
    const { invoiceId, action } = created.json().data;
    expect(action).toContain('embed=1');
    const url = new URL(action);
    const submitted = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=decline',
    });
    expect(submitted.headers.location).toBe(`${ORIGIN}/?wallet=deposit-error`);
    expect((await kit.invoiceRow(invoiceId)).status).toBe(3);
    expect((await kit.booksSnapshot()).transfers).toBe(before.transfers);
  });

  it('refuses redirect URLs outside the allowed origins', async () => {
    const player = await kit.player();
    const before = await kit.booksSnapshot();
    const response = await deposit(player, {
      method: 'card',
      amount: 5000,
      redirectSuccessUrl: 'https://evil.example/steal',
    });
    expectError(response, 422, 10002);
    expect(response.json().error.fields.redirectSuccessUrl).toBeDefined();
    expect(await kit.booksSnapshot()).toEqual(before);
  });

  it('qr: a deterministic address, a chain payment with confirmations, pending then success', async () => {
    const player = await kit.player({ currencies: ['USDT'] });
    const cursor = await kit.outboxCursor();
    const created = await deposit(player, {
      method: 'crypto-usdt',
      currency: 'USDT',
      amount: 20_000_000,
      fields: { network: 'tron' },
    });
    expect(created.statusCode).toBe(201);
    const { invoiceId, address, qr, tag } = created.json().data;
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(address).toBe(depositAddress(t.app.payments.sandbox.secret, invoiceId, 'tron'));
    expect(qr).toBe(`tron:${address}?amount=20`);
    expect(tag).toBeNull();

    const sent = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay/chain-send',
      payload: { target: address, amount: '25' },
    });
    expect(sent.statusCode).toBe(200);
    await eventually(async () => expect((await kit.invoiceRow(invoiceId)).status).toBe(2));
    expect((await kit.invoiceRow(invoiceId)).amount).toBe(25_000_000);
    expect((await kit.balanceOf(player.token, player.accounts.USDT!)).balance).toBe(25_000_000);
    const statuses = (await kit.eventsSince(cursor, `payment:invoices#${player.playerId}`)).map(
      (e) => e.status,
    );
    expect(statuses).toEqual([1, 1, 1, 2]);
    await expectNoViolations();
  });

  it('qr on a memo network answers a shared address and a destination tag', async () => {
    const player = await kit.player({ currencies: ['USDT'] });
    const first = (
      await deposit(player, {
        method: 'crypto-usdt',
        currency: 'USDT',
        amount: 10_000_000,
        fields: { network: 'ton' },
      })
    ).json().data;
    const second = (
      await deposit(player, {
        method: 'crypto-usdt',
        currency: 'USDT',
        amount: 10_000_000,
        fields: { network: 'ton' },
      })
    ).json().data;
    expect(first.address).toBe(second.address);
    expect(first.tag).not.toBe(second.tag);
    expect(first.qr).toContain(`memo=${first.tag}`);
  });

  it('message: bank instructions with a reference, confirmed from the sandbox console', async () => {
    const player = await kit.player();
    const created = await deposit(player, { method: 'bank-transfer', amount: 10_000 });
    const { invoiceId, fields } = created.json().data;
    expect(fields.reference).toMatch(/^SBX-\d+$/);
    expect(fields.iban).toBeTruthy();
    const consolePage = await t.app.inject({ url: '/sandbox/pay/console' });
    expect(consolePage.body).toContain(fields.reference);
    expect(consolePage.headers['x-frame-options']).toBe('DENY');
    const reference = (await kit.invoiceRow(invoiceId)).providerReference!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/console/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    expect(confirmed.statusCode).toBe(303);
    expect((await kit.invoiceRow(invoiceId)).status).toBe(2);
    const list = await kit.call('GET', '/api/payment/invoices?type=1', player.token);
    expect(list.json().data[0].publicData.reference).toBe(fields.reference);
  });

  it('asyncRedirect: answers without a QR; the QR arrives later in an invoice event', async () => {
    const player = await kit.player({ country: 'BR', currencies: ['BRL'] });
    const cursor = await kit.outboxCursor();
    const created = await deposit(player, {
      method: 'pix',
      currency: 'BRL',
      amount: 5000,
      fields: { cpf_number: '529.982.247-25' },
    });
    expect(created.statusCode).toBe(201);
    const { invoiceId, qr, action } = created.json().data;
    expect(qr).toBeNull();
    expect(action).toBeNull();
    const withQr = await eventually(async () => {
      const events = await kit.eventsSince(cursor, `payment:invoices#${player.playerId}`);
      const event = events.find((e) => e.qr);
      expect(event).toBeDefined();
      return event!;
    });
    expect(withQr).toMatchObject({ id: invoiceId, status: 1 });
    expect(String(withQr.qr)).toContain('br.gov.bcb.pix');
    const list = await kit.call('GET', '/api/payment/invoices', player.token);
    expect(list.json().data[0].publicData.qr).toBe(withQr.qr);
  });

  it('a pending deposit may be cancelled by the player (no money moves)', async () => {
    const player = await kit.player();
    const { invoiceId } = (await deposit(player, { method: 'card', amount: 5000 })).json().data;
    const declined = await kit.call(
      'PUT',
      `/api/payment/invoices/${invoiceId}/decline`,
      player.token,
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 3, isDeclinable: false });
    // The provider's late approval changes nothing.
    const reference = (await kit.invoiceRow(invoiceId)).providerReference!;
    await kit.webhook({ id: crypto.randomUUID(), type: 'payment.succeeded', reference });
    expect((await kit.balanceOf(player.token, player.accounts.EUR!)).balance).toBe(0);
  });
});

describe('withdrawals', () => {
  async function fundedPlayer(amount = 100_000, country = 'DE') {
    const player = await kit.player({ country });
    await kit.fund(player.accounts.EUR!, 'EUR', amount);
    return player;
  }

  it('small: held at once, paid by the job, the hold posted to clearing', async () => {
    const player = await fundedPlayer();
    const created = await withdraw(player, { method: 'card', amount: 20_000, fields: cardFields });
    expect(created.statusCode).toBe(201);
    const { invoiceId } = created.json().data;
    expect(await kit.balanceOf(player.token, player.accounts.EUR!)).toMatchObject({
      balance: 80_000,
    });
    expect(await kit.invoiceRow(invoiceId)).toMatchObject({ status: 1, review: 'auto' });
    await payDueWithdrawals(ctx());
    expect((await kit.invoiceRow(invoiceId)).status).toBe(2);
    expect((await kit.balanceOf(player.token, player.accounts.EUR!)).balance).toBe(80_000);
    await expectNoViolations();
  });

  it('large: waits for review; the operator approves or rejects', async () => {
    const player = await fundedPlayer(300_000);
    const first = (
      await withdraw(player, { method: 'card', amount: 100_000, fields: cardFields })
    ).json().data.invoiceId;
    const second = (
      await withdraw(player, { method: 'card', amount: 100_000, fields: cardFields })
    ).json().data.invoiceId;
    expect((await kit.invoiceRow(first)).review).toBe('review');
    await payDueWithdrawals(ctx());
    expect((await kit.invoiceRow(first)).status).toBe(1);
    await approveWithdrawal(ctx(), first);
    await rejectWithdrawal(ctx(), second, 'operator');
    expect((await kit.invoiceRow(first)).status).toBe(2);
    expect((await kit.invoiceRow(second)).status).toBe(3);
    expect((await kit.balanceOf(player.token, player.accounts.EUR!)).balance).toBe(200_000);
    await expect(approveWithdrawal(ctx(), second)).rejects.toMatchObject({
      errorName: 'holdNotPending',
    });
    await expectNoViolations();
  });

  it('the player declines a pending withdrawal and the hold returns; only once', async () => {
    const player = await fundedPlayer();
    const cursor = await kit.outboxCursor();
    const { invoiceId } = (
      await withdraw(player, { method: 'card', amount: 30_000, fields: cardFields })
    ).json().data;
    const declined = await kit.call(
      'PUT',
      `/api/payment/invoices/${invoiceId}/decline`,
      player.token,
    );
    expect(declined.json().data).toMatchObject({ status: 3 });
    expect((await kit.balanceOf(player.token, player.accounts.EUR!)).balance).toBe(100_000);
    const again = await kit.call('PUT', `/api/payment/invoices/${invoiceId}/decline`, player.token);
    expectError(again, 409, 13104);
    const events = await kit.eventsSince(cursor, `wallet:accounts#${player.playerId}`);
    expect(events.map((e) => e.balance)).toEqual([70_000, 100_000]);
  });

  it('a jurisdiction that forbids declining keeps the withdrawal', async () => {
    const player = await fundedPlayer(100_000, 'ES');
    const { invoiceId } = (
      await withdraw(player, { method: 'card', amount: 30_000, fields: cardFields })
    ).json().data;
    const list = await kit.call('GET', '/api/payment/invoices?type=2', player.token);
    expect(list.json().data[0].isDeclinable).toBe(false);
    const declined = await kit.call(
      'PUT',
      `/api/payment/invoices/${invoiceId}/decline`,
      player.token,
    );
    expectError(declined, 409, 13104);
  });

  it('a decline racing the payout resolves exactly once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await fundedPlayer();
      const { invoiceId } = (
        await withdraw(player, { method: 'card', amount: 10_000, fields: cardFields })
      ).json().data;
      const [declined] = await Promise.all([
        kit.call('PUT', `/api/payment/invoices/${invoiceId}/decline`, player.token),
        payDueWithdrawals(ctx()),
      ]);
      const status = (await kit.invoiceRow(invoiceId)).status;
      const balance = (await kit.balanceOf(player.token, player.accounts.EUR!)).balance;
      if (declined.statusCode === 200) {
        expect([status, balance]).toEqual([3, 100_000]);
      } else {
        expectError(declined, 409, 13104);
        expect([status, balance]).toEqual([2, 90_000]);
      }
    }
    await expectNoViolations();
  });

  it('the job pays on its interval until stopped', async () => {
    const stop = startWithdrawalJob(ctx(), 0.05, t.app.log);
    try {
      const player = await fundedPlayer();
      const { invoiceId } = (
        await withdraw(player, { method: 'card', amount: 10_000, fields: cardFields })
      ).json().data;
      await eventually(async () => expect((await kit.invoiceRow(invoiceId)).status).toBe(2));
    } finally {
      await stop();
    }
    const player = await fundedPlayer();
    const { invoiceId } = (
      await withdraw(player, { method: 'card', amount: 10_000, fields: cardFields })
    ).json().data;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await kit.invoiceRow(invoiceId)).status).toBe(1);
  });
});

describe('bad input leaves the books untouched', () => {
  async function expectRefused(
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    code: number,
  ) {
    const before = await kit.booksSnapshot();
    const response = await send();
    expectError(response, status, code);
    expect(await kit.booksSnapshot()).toEqual(before);
    return (response.json() as { error: { message: string; fields?: Record<string, string[]> } })
      .error;
  }

  it('amounts out of range name the limits in major units', async () => {
    const player = await kit.player();
    const low = await expectRefused(
      () => deposit(player, { method: 'card', amount: 999 }),
      422,
      13102,
    );
    expect(low.message).toBe('The amount must be between 10 EUR and 5000 EUR.');
    expect(low.fields?.amount?.[0]).toContain('10 EUR');
    const usdt = await kit.player({ currencies: ['USDT'] });
    const network = await expectRefused(
      () =>
        deposit(usdt, {
          method: 'crypto-usdt',
          currency: 'USDT',
          amount: 60_000_000_000,
          fields: { network: 'ton' },
        }),
      422,
      13102,
    );
    expect(network.message).toBe('The amount must be between 5 USDT and 50000 USDT.');
  });

  it('wrong precision, unknown method, currency or country', async () => {
    const player = await kit.player();
    await expectRefused(() => deposit(player, { method: 'card', amount: 10.5 }), 422, 10002);
    await expectRefused(() => deposit(player, { method: 'nope', amount: 5000 }), 422, 13103);
    const usd = await kit.player({ currencies: ['USD'] });
    await expectRefused(
      () => deposit(usd, { method: 'quickwallet', currency: 'USD', amount: 5000 }),
      422,
      13103,
    );
    await expectRefused(
      () => deposit(player, { method: 'card', amount: 5000, country: 'BR' }),
      422,
      13103,
    );
  });

  it("another player's account, or an account in another currency", async () => {
    const player = await kit.player({ currencies: ['EUR', 'USD'] });
    const other = await kit.player();
    await expectRefused(
      () => deposit(player, { method: 'card', amount: 5000, accountId: other.accounts.EUR }),
      404,
      10005,
    );
    const mismatch = await expectRefused(
      () => deposit(player, { method: 'card', amount: 5000, accountId: player.accounts.USD }),
      422,
      10002,
    );
    expect(mismatch.fields?.currency).toBeDefined();
  });

  it('field rules: regexp, network address, CPF, required', async () => {
    const player = await kit.player();
    await kit.fund(player.accounts.EUR!, 'EUR', 100_000);
    const iban = await expectRefused(
      () =>
        withdraw(player, {
          method: 'bank-transfer',
          amount: 5000,
          fields: { account_holder: 'Ada Lovelace', iban: 'not an iban' },
        }),
      422,
      10002,
    );
    expect(iban.fields?.['fields.iban']).toEqual(['The format is invalid.']);
    const card = await expectRefused(
      () => withdraw(player, { method: 'card', amount: 5000, fields: { card_number: '1234' } }),
      422,
      10002,
    );
    expect(card.fields?.['fields.card_number']).toBeDefined();

    const crypto = await kit.player({ currencies: ['USDT'] });
    await kit.fund(crypto.accounts.USDT!, 'USDT', 100_000_000);
    const address = await expectRefused(
      () =>
        withdraw(crypto, {
          method: 'crypto-usdt',
          currency: 'USDT',
          amount: 10_000_000,
          fields: { network: 'tron', wallet_id: '0x52908400098527886E0F7030069857D2E4169EE7' },
        }),
      422,
      10002,
    );
    expect(address.fields?.['fields.wallet_id']).toBeDefined();
    const ok = await withdraw(crypto, {
      method: 'crypto-usdt',
      currency: 'USDT',
      amount: 25_000_000,
      fields: { network: 'ethereum', wallet_id: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
    expect(ok.statusCode).toBe(201);

    const brazil = await kit.player({ country: 'BR', currencies: ['BRL'] });
    const cpf = await expectRefused(
      () =>
        deposit(brazil, {
          method: 'pix',
          currency: 'BRL',
          amount: 5000,
          fields: { cpf_number: '111.111.111-11' },
        }),
      422,
      10002,
    );
    expect(cpf.fields?.['fields.cpf_number']).toEqual(['Enter a valid CPF.']);
    const required = await expectRefused(
      () => deposit(brazil, { method: 'pix', currency: 'BRL', amount: 5000 }),
      422,
      10002,
    );
    expect(required.fields?.['fields.cpf_number']).toEqual(['This field is required.']);
  });

  it('a limited profile cannot deposit', async () => {
    const player = await kit.player({ status: 2 });
    await expectRefused(() => deposit(player, { method: 'card', amount: 5000 }), 403, 13101);
  });

  it('a withdrawal above the withdrawal balance (deposit turnover not wagered)', async () => {
    const player = await kit.player();
    const { invoiceId } = (await deposit(player, { method: 'card', amount: 5000 })).json().data;
    const reference = (await kit.invoiceRow(invoiceId)).providerReference!;
    await kit.webhook({ id: crypto.randomUUID(), type: 'payment.succeeded', reference });
    expect(await kit.balanceOf(player.token, player.accounts.EUR!)).toMatchObject({
      balance: 5000,
      withdrawalBalance: 0,
    });
    await expectRefused(
      () => withdraw(player, { method: 'card', amount: 2000, fields: cardFields }),
      422,
      13105,
    );
  });

  it('an unknown invoice cannot be declined', async () => {
    const player = await kit.player();
    await expectRefused(
      () => kit.call('PUT', `/api/payment/invoices/${crypto.randomUUID()}/decline`, player.token),
      404,
      10005,
    );
  });
});

describe('webhooks', () => {
  async function pendingDeposit() {
    const player = await kit.player();
    const { invoiceId } = (await deposit(player, { method: 'card', amount: 5000 })).json().data;
    const reference = (await kit.invoiceRow(invoiceId)).providerReference!;
    return { player, invoiceId, reference };
  }

  it('refuses a bad signature and a stale timestamp with invalidSignature', async () => {
    const { invoiceId, reference } = await pendingDeposit();
    const body = { id: crypto.randomUUID(), type: 'payment.succeeded', reference };
    expectError(await kit.webhook(body, { signature: 'v1=deadbeef' }), 401, 13108);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expectError(await kit.webhook(body, { timestamp: stale }), 401, 13108);
    expect((await kit.invoiceRow(invoiceId)).status).toBe(1);
  });

  it('a replayed event id answers 200 and changes nothing', async () => {
    const { player, invoiceId, reference } = await pendingDeposit();
    const body = JSON.stringify({ id: 'evt-replay-1', type: 'payment.succeeded', reference });
    expect((await kit.webhook(body)).statusCode).toBe(200);
    const before = await kit.booksSnapshot();
    const replay = await kit.webhook(body);
    expect(replay.statusCode).toBe(200);
    expect(await kit.booksSnapshot()).toEqual(before);
    expect((await kit.balanceOf(player.token, player.accounts.EUR!)).balance).toBe(5000);
    const messages = await kit.call('GET', '/api/notification/messenger/messages', player.token);
    expect(messages.json().meta).toMatchObject({ total: 1, totalUnread: 1 });
    const recorded = await t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, 'evt-replay-1'));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.invoiceId).toBe(invoiceId);
  });

  it('an unknown reference is refused (the provider retries)', async () => {
    const response = await kit.webhook({
      id: crypto.randomUUID(),
      type: 'payment.succeeded',
      reference: 'sbx_unknown',
    });
    expectError(response, 404, 10005);
  });
});

describe('invoices', () => {
  it('filters by type, status and currency, pages, and sums in statistics', async () => {
    const player = await kit.player();
    for (const amount of [5000, 6000, 7000]) {
      const { invoiceId } = (await deposit(player, { method: 'card', amount })).json().data;
      if (amount !== 6000) {
        const reference = (await kit.invoiceRow(invoiceId)).providerReference!;
        await kit.webhook({ id: crypto.randomUUID(), type: 'payment.succeeded', reference });
      }
    }
    const page = await kit.call(
      'GET',
      '/api/payment/invoices?type=1&status=2&perPage=1&page=2',
      player.token,
    );
    expect(page.json().meta).toEqual({ page: 2, perPage: 1, total: 2 });
    expect(page.json().data[0]).toMatchObject({ amount: 5000, status: 2, method: 'card' });
    const pending = await kit.call('GET', '/api/payment/invoices?status=1', player.token);
    expect(pending.json().data.map((i: { amount: number }) => i.amount)).toEqual([6000]);
    const none = await kit.call('GET', '/api/payment/invoices?currency=USD', player.token);
    expect(none.json().meta.total).toBe(0);
    const stats = await kit.call('GET', '/api/payment/invoices/statistics', player.token);
    expect(stats.json().data).toEqual({
      depositCount: 3,
      successDepositCount: 2,
      withdrawalCount: 0,
      successWithdrawalCount: 0,
      totals: [{ currency: 'EUR', deposited: 12_000, withdrawn: 0 }],
    });
  });
});
