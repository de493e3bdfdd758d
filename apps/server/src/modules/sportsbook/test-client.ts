import { randomBytes, randomUUID } from 'node:crypto';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { setPageHeaders } from '../demo-provider/http.ts';
import { secretOf } from '../games/provider-api/context.ts';
import { signProviderRequest } from '../games/provider-api/signature.ts';
import { SPORTSBOOK_GAME_ID } from './service.ts';

/** The stake of the test client's one bet button, in minor units (1.00). */
const TEST_STAKE_MINOR = 100;

const callBodySchema = z.object({ token: z.uuid() });

/**
 * A stand-in for an external sportsbook client, served only when BETTING_TEST_CLIENT is set (the
 * browser tests point BETTING_CLIENT_HOST here). Its page takes the token and locale the platform
 * posts to it; its "server side" (the two POST routes) calls the provider API signed with the
 * integration's secret, exactly as a real sportsbook's back end would.
 */
export async function sportsbookTestClientRoutes(app: FastifyInstance) {
  const integration = app.config.BETTING_INTEGRATION;
  app.get('/sportsbook-test/', { helmet: false }, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    setPageHeaders(reply, nonce, new URL(app.config.PUBLIC_URL).origin);
    return reply.send(pageHtml(nonce));
  });
  app.get('/sportsbook-test/client.js', { helmet: false }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(CLIENT_JS),
  );
  app.post('/sportsbook-test/api/balance', { helmet: false }, async (request, reply) => {
    const { token } = callBodySchema.parse(request.body);
    const answer = await callPlatform(app, integration, 'balance', { sessionToken: token });
    return reply.status(answer.statusCode).type('application/json').send(answer.body);
  });
  app.post('/sportsbook-test/api/bet', { helmet: false }, async (request, reply) => {
    const { token } = callBodySchema.parse(request.body);
    const balance = await callPlatform(app, integration, 'balance', { sessionToken: token });
    if (balance.statusCode !== 200) return reply.status(balance.statusCode).send(balance.body);
    const { currency } = JSON.parse(balance.body) as { currency: string };
    const answer = await callPlatform(app, integration, 'bet', {
      sessionToken: token,
      transactionId: `test-bet-${randomUUID()}`,
      roundId: `test-round-${randomUUID()}`,
      gameId: SPORTSBOOK_GAME_ID,
      amount: TEST_STAKE_MINOR,
      currency,
    });
    return reply.status(answer.statusCode).type('application/json').send(answer.body);
  });
}

/** One signed provider API call, into this process's own route (as the demo provider does). */
async function callPlatform(
  app: FastifyInstance,
  integration: string,
  operation: 'balance' | 'bet',
  payload: Record<string, unknown>,
) {
  const secret = await secretOf(app.db, integration);
  if (!secret) throw new Error(`no provider integration ${integration}`);
  const body = JSON.stringify(payload);
  const { timestamp, signature } = signProviderRequest(secret, body);
  const response = await app.inject({
    method: 'POST',
    url: `/api/game/provider-api/${integration}/${operation}`,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_TIMESTAMP_HEADER]: timestamp,
      [PROVIDER_SIGNATURE_HEADER]: signature,
    },
    payload: body,
  });
  return { statusCode: response.statusCode, body: response.body };
}

function pageHtml(nonce: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sportsbook (test client)</title>
<style nonce="${nonce}">
body{margin:0;padding:24px;font:16px system-ui,sans-serif;background:#101522;color:#f2f4f8}
h1{font-size:20px;margin:0 0 8px}button{padding:10px 16px;font-size:16px;border-radius:8px}
p{margin:8px 0}
</style></head>
<body>
<h1>Sportsbook (test client)</h1>
<p id="state">Waiting for the platform…</p>
<p id="balance"></p>
<p>Home win · odds 2.10</p>
<button id="bet" type="button" disabled>Bet 1.00 on Home win</button>
<script src="/sportsbook-test/client.js"></script>
</body></html>`;
}

/** The page's script: the platform's postMessage protocol (web features/sportsbook/sportsbook-frame.tsx). */
const CLIENT_JS = `(() => {
  const origin = location.origin;
  const state = document.getElementById('state');
  const balance = document.getElementById('balance');
  const bet = document.getElementById('bet');
  let token = null;
  // What the platform told the client, for the browser test to read after the page has moved
  // on (the platform goes home on sign-out, which removes this frame).
  const record = (what) => {
    const seen = JSON.parse(localStorage.getItem('sportsbook-test:messages') || '[]');
    localStorage.setItem('sportsbook-test:messages', JSON.stringify([...seen, what]));
  };
  const call = async (operation) => {
    const response = await fetch('/sportsbook-test/api/' + operation, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(answer.error ? answer.error.message : 'refused');
    balance.textContent = 'Balance: ' + answer.balance + ' ' + answer.currency + ' (minor units)';
    return answer;
  };
  window.addEventListener('message', async (event) => {
    if (event.origin !== origin || !event.data) return;
    if (event.data.type === 'sportsbook:ping') parent.postMessage({ type: 'sportsbook:ready' }, origin);
    if (event.data.type === 'sportsbook:init') {
      token = event.data.token;
      record(token ? 'init:player' : 'init:guest');
      if (!token) {
        state.textContent = 'Guest: sign in to bet.';
        bet.disabled = true;
        return;
      }
      state.textContent = 'Token received (language ' + event.data.locale + ').';
      await call('balance');
      bet.disabled = false;
    }
    if (event.data.type === 'sportsbook:logout') {
      token = null;
      record('logout');
      state.textContent = 'Signed out by the platform.';
      balance.textContent = '';
      bet.disabled = true;
    }
  });
  bet.addEventListener('click', async () => {
    bet.disabled = true;
    try {
      await call('bet');
      state.textContent = 'Bet placed.';
    } catch (error) {
      state.textContent = 'Bet refused: ' + error.message;
    }
    bet.disabled = !token;
  });
  parent.postMessage({ type: 'sportsbook:ready' }, origin);
})();
`;
