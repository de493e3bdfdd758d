import { randomBytes } from 'node:crypto';
import { parseMajorToMinor } from '@croupier/contract/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAllowedRedirect, type ReturnUrls, redirectOrigins } from '../payments/redirects.ts';
import { chainBody, checkoutBody, consoleBody, layout, messageBody } from './pages.ts';
import type { CheckoutOutcome, SandboxPsp } from './provider.ts';
import { findPaymentByAddress, listOpenPayments, type SandboxPayment } from './repo.ts';
import { type SandboxTexts, sandboxTexts } from './texts.ts';

const OUTCOMES = new Set<CheckoutOutcome>(['approve', 'decline', 'pending']);

type Page = { title: string; body: string; embed?: boolean; wide?: boolean };

/**
 * The sandbox PSP's own site (not part of the API contract): the hosted card page, the chain
 * "send" page, and the console. Only the card page may be framed, by the platform's origins.
 */
export async function sandboxRoutes(app: FastifyInstance, options: { psp: SandboxPsp }) {
  const { psp } = options;
  const origins = redirectOrigins(app.config);
  const originList = origins.map((origin) => new URL(origin).origin).join(' ');

  // Browser forms post urlencoded; the sandbox reads them without another dependency.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  function textsOf(request: FastifyRequest) {
    const lang = (request.query as { lang?: string }).lang;
    return sandboxTexts(lang ?? request.locale);
  }

  function sendPage(reply: FastifyReply, t: SandboxTexts, page: Page, framable = false) {
    const nonce = randomBytes(16).toString('base64');
    reply.header(
      'content-security-policy',
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        "img-src 'self' data:",
        `form-action 'self' ${originList}`,
        `frame-ancestors ${framable ? `'self' ${originList}` : "'none'"}`,
        "base-uri 'none'",
      ].join('; '),
    );
    if (framable) reply.removeHeader('x-frame-options');
    else reply.header('x-frame-options', 'DENY');
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(layout(t, { ...page, nonce }));
  }

  async function paymentOr404(request: FastifyRequest, reply: FastifyReply, reference: string) {
    const payment = await psp.findPayment(reference);
    if (!payment) {
      const t = textsOf(request);
      await sendPage(reply.status(404), t, { title: t.notFound, body: messageBody(t, t.notFound) });
    }
    return payment;
  }

  app.get<{ Params: { ref: string }; Querystring: { embed?: string } }>(
    '/sandbox/pay/checkout/:ref',
    async (request, reply) => {
      const payment = await paymentOr404(request, reply, request.params.ref);
      if (!payment) return reply;
      const t = textsOf(request);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return sendPage(
        reply,
        t,
        {
          title: t.brand,
          body: checkoutBody(t, payment, query),
          embed: request.query.embed === '1',
        },
        true,
      );
    },
  );

  /** Back to where the cashier asked: the outcome's URL when it is one of the allowed origins. */
  function returnUrlOf(payment: SandboxPayment, outcome: CheckoutOutcome) {
    const urls = (payment.publicData.redirects ?? {}) as ReturnUrls;
    const candidates =
      outcome === 'approve'
        ? [urls.success, urls.pending]
        : outcome === 'decline'
          ? [urls.error, urls.pending]
          : [urls.pending, urls.success];
    return candidates.find((url) => url !== undefined && isAllowedRedirect(url, origins));
  }

  app.post<{ Params: { ref: string }; Body: { outcome?: string } }>(
    '/sandbox/pay/checkout/:ref',
    async (request, reply) => {
      const payment = await paymentOr404(request, reply, request.params.ref);
      if (!payment) return reply;
      const outcome = request.body?.outcome as CheckoutOutcome;
      const t = textsOf(request);
      if (!OUTCOMES.has(outcome) || payment.status !== 1) {
        return sendPage(reply.status(409), t, { title: t.brand, body: messageBody(t, t.settled) });
      }
      await psp.settle(payment.reference, outcome);
      const url = returnUrlOf(payment, outcome);
      if (url) return reply.redirect(url, 303);
      const text =
        outcome === 'approve'
          ? t.resultApprove
          : outcome === 'decline'
            ? t.resultDecline
            : t.resultPending;
      return sendPage(reply, t, { title: text, body: messageBody(t, text) });
    },
  );

  app.get<{ Params: { ref: string }; Querystring: { sent?: string } }>(
    '/sandbox/pay/chain/:ref',
    async (request, reply) => {
      const payment = await paymentOr404(request, reply, request.params.ref);
      if (!payment) return reply;
      const t = textsOf(request);
      const sent = Number(request.query.sent) || undefined;
      return sendPage(reply, t, {
        title: t.chainTitle,
        body: chainBody(t, payment, { ...(sent && { sent }) }),
      });
    },
  );

  app.post<{ Params: { ref: string }; Body: { amount?: string } }>(
    '/sandbox/pay/chain/:ref',
    async (request, reply) => {
      const payment = await paymentOr404(request, reply, request.params.ref);
      if (!payment) return reply;
      const amount = parseMajorToMinor(String(request.body?.amount ?? ''), payment.subunitToUnit);
      if (!amount) return reply.redirect(`/sandbox/pay/chain/${payment.reference}`, 303);
      const result = await psp.sendOnChain(payment, amount);
      return reply.redirect(
        `/sandbox/pay/chain/${payment.reference}?sent=${result.confirmations}`,
        303,
      );
    },
  );

  /** The CLI's door (`npm run sandbox -- send`): a reference or an address (and tag), major units. */
  app.post<{ Body: { target?: string; amount?: string; tag?: string } }>(
    '/sandbox/pay/chain-send',
    async (request, reply) => {
      const { target = '', amount = '', tag } = request.body ?? {};
      const payment =
        (await psp.findPayment(target)) ?? (await findPaymentByAddress(app.db, target, tag));
      if (!payment) return reply.status(404).send({ error: 'no sandbox payment to that address' });
      const minor = parseMajorToMinor(amount, payment.subunitToUnit);
      if (!minor) return reply.status(422).send({ error: 'amount must be a positive number' });
      const result = await psp.sendOnChain(payment, minor);
      return { ...result, invoiceNumber: payment.number, amount: minor };
    },
  );

  app.get('/sandbox/pay/console', async (request, reply) => {
    const t = textsOf(request);
    const payments = await listOpenPayments(app.db);
    return sendPage(reply, t, {
      title: t.consoleTitle,
      body: consoleBody(t, payments),
      wide: true,
    });
  });

  app.post<{ Params: { ref: string }; Body: { outcome?: string } }>(
    '/sandbox/pay/console/:ref',
    async (request, reply) => {
      const payment = await paymentOr404(request, reply, request.params.ref);
      if (!payment) return reply;
      const outcome = request.body?.outcome;
      if (payment.status === 1 && (outcome === 'approve' || outcome === 'decline')) {
        await psp.settle(payment.reference, outcome);
      }
      return reply.redirect('/sandbox/pay/console', 303);
    },
  );
}
