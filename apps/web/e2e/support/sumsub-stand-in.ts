import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Sumsub's side for browser tests, as its documentation describes it: the access-token API
 * (requests signed with the app token and secret key), the WebSDK's frame page (the SDK's
 * `idCheck.*` postMessage handshake), and signed review webhooks once the player submits.
 * Its tokens carry its own address, as Sumsub's do, so the real `@sumsub/websdk` frames it.
 */
export interface SumsubStandIn {
  url: string;
  /** Where review webhooks go (the Croupier server under test). */
  setWebhookTarget(baseUrl: string): void;
  close(): Promise<void>;
}

export const SUMSUB_TEST_KEYS = {
  appToken: 'e2e-app-token',
  secretKey: 'e2e-secret-key',
  webhookSecret: 'e2e-webhook-secret',
};

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

const FRAME_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sumsub WebSDK (test stand-in)</title></head>
<body style="margin:0;padding:24px;font:16px system-ui,sans-serif;background:#fff;color:#111">
<h1 style="font-size:20px;margin:0 0 8px">Identity check (Sumsub test stand-in)</h1>
<p id="state">Waiting for the WebSDK…</p>
<button id="submit" type="button" disabled style="padding:10px 16px;font-size:16px">Submit documents</button>
<script>
  const frameId = (location.search.match(/[?&]_=([^&]*)/) || [])[1];
  const session = 'stand-in-session';
  let token;
  const send = (method, data) => parent.postMessage({ method, sessionId: session, ...data }, '*');
  window.addEventListener('message', (event) => {
    if (!event.data || event.data.method !== 'idCheck.init') return;
    token = event.data.accessToken;
    document.getElementById('state').textContent = 'Token received (language ' + event.data.lang + ').';
    document.getElementById('submit').disabled = false;
    send('idCheck.onInitialized');
    send('idCheck.onResize', { height: document.body.scrollHeight });
  });
  document.getElementById('submit').addEventListener('click', async () => {
    await fetch('/stand-in/submit', { method: 'POST', body: token });
    document.getElementById('state').textContent = 'Submitted.';
    send('idCheck.onApplicantSubmitted');
  });
  parent.postMessage({ method: 'idCheck.onReady', frameId, sessionId: session }, '*');
</script>
</body></html>`;

export async function startSumsubStandIn(): Promise<SumsubStandIn> {
  let webhookTarget = '';
  let url = '';
  const server = http.createServer(async (request, response) => {
    const requestUrl = new URL(request.url ?? '/', url);
    const body = await readBody(request);
    if (request.method === 'POST' && requestUrl.pathname === '/resources/accessTokens') {
      const timestamp = String(request.headers['x-app-access-ts']);
      const signature = createHmac('sha256', SUMSUB_TEST_KEYS.secretKey)
        .update(`${timestamp}POST${request.url}${body}`)
        .digest('hex');
      const isSigned =
        request.headers['x-app-token'] === SUMSUB_TEST_KEYS.appToken &&
        request.headers['x-app-access-sig'] === signature;
      const userId = requestUrl.searchParams.get('userId');
      response.writeHead(isSigned ? 200 : 401, { 'content-type': 'application/json' });
      const token = `_act-sbx-jwt-${base64({ alg: 'HS256' })}.${base64({ url, userId })}.stand-in`;
      response.end(JSON.stringify(isSigned ? { token, userId } : { code: 401 }));
      return;
    }
    if (request.method === 'GET' && requestUrl.pathname === '/websdk/websdk.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(FRAME_PAGE);
      return;
    }
    if (request.method === 'POST' && requestUrl.pathname === '/stand-in/submit') {
      const [, payload = ''] = body.split('.');
      const { userId } = JSON.parse(Buffer.from(payload, 'base64').toString()) as {
        userId: string;
      };
      response.writeHead(204).end();
      // Sumsub reviews a little later and tells the platform by webhook.
      setTimeout(() => void sendReviewed(webhookTarget, userId), 300);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    setWebhookTarget: (baseUrl) => {
      webhookTarget = baseUrl;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function sendReviewed(baseUrl: string, userId: string) {
  const raw = JSON.stringify({
    type: 'applicantReviewed',
    applicantId: `stand-in-${userId}`,
    externalUserId: userId,
    levelName: 'basic-kyc-level',
    reviewStatus: 'completed',
    createdAtMs: String(Date.now()),
    reviewResult: { reviewAnswer: 'GREEN' },
  });
  await fetch(`${baseUrl}/api/player/services/sumsub/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-payload-digest': createHmac('sha256', SUMSUB_TEST_KEYS.webhookSecret)
        .update(raw)
        .digest('hex'),
      'x-payload-digest-alg': 'HMAC_SHA256_HEX',
    },
    body: raw,
  });
}
