import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { mailMessages, smsMessages } from '../../db/schema.ts';

const SHOWN_PER_KIND = 100;

interface OutboxEntry {
  kind: 'mail' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  transport: string;
  createdAt: Date;
}

/** The newest e-mails and SMS the platform sent, newest first. */
export async function listSentMessages(db: Executor): Promise<OutboxEntry[]> {
  const [mails, sms] = await Promise.all([
    db.select().from(mailMessages).orderBy(desc(mailMessages.id)).limit(SHOWN_PER_KIND),
    db.select().from(smsMessages).orderBy(desc(smsMessages.id)).limit(SHOWN_PER_KIND),
  ]);
  const entries: OutboxEntry[] = [
    ...mails.map((m) => ({ kind: 'mail' as const, ...m })),
    ...sms.map((s) => ({ kind: 'sms' as const, ...s, subject: null })),
  ];
  return entries.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Escapes the text and makes its http(s) addresses clickable (found before escaping). */
function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts
    .map((part, index) => {
      const escaped = escapeHtml(part);
      return index % 2 === 1 ? `<a href="${escaped}" rel="noreferrer">${escaped}</a>` : escaped;
    })
    .join('');
}

function renderEntry(entry: OutboxEntry): string {
  const title = entry.kind === 'mail' ? escapeHtml(entry.subject ?? '') : 'SMS';
  return `<article class="${entry.kind}">
  <header><span class="kind">${entry.kind === 'mail' ? 'E-mail' : 'SMS'}</span>
  <strong>${title}</strong></header>
  <p class="meta">To ${escapeHtml(entry.to)} · ${entry.createdAt.toISOString()} · ${escapeHtml(entry.transport)}</p>
  <pre>${linkify(entry.text)}</pre>
</article>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1.5rem;color:#1b1b1f;background:#f6f6f8}
h1{font-size:1.5rem;margin:0 0 .25rem}article{background:#fff;border:1px solid #dcdce4;border-radius:.5rem;padding:1rem;margin:1rem 0}
.kind{display:inline-block;font-size:.75rem;font-weight:600;text-transform:uppercase;border-radius:.25rem;padding:0 .4rem;margin-right:.5rem;background:#e3e8ff;color:#243cb0}
.sms .kind{background:#dff5e6;color:#17663a}.meta{color:#5b5b66;font-size:.875rem;margin:.25rem 0}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:.5rem 0 0}a{color:#243cb0}`;

export function renderOutboxPage(entries: OutboxEntry[], styleNonce: string): string {
  const body =
    entries.length === 0
      ? '<p>Nothing sent yet. Register, ask for a phone code or a password reset, then reload.</p>'
      : entries.map(renderEntry).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox · Croupier demo</title><style nonce="${escapeHtml(styleNonce)}">${STYLE}</style></head>
<body><h1>Outbox</h1>
<p class="meta">E-mails and SMS the demo would have sent, newest first. <a href="/dev/outbox">Reload</a></p>
${body}
</body></html>`;
}

/** The demo's outbox at /dev/outbox (HTML) and /dev/outbox.json; off where DEV_OUTBOX is false. */
export async function devOutboxRoutes(app: FastifyInstance) {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await listSentMessages(app.db);
    const nonce = reply.cspNonce?.style ?? '';
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(entries, nonce));
  });
  app.get('/dev/outbox.json', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await listSentMessages(app.db);
    return reply.header('cache-control', 'no-store').send({ data: entries });
  });
}
