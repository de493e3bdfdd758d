import { interpolate } from '@croupier/contract/text';
import { formatMinorToMajor } from '@croupier/contract/validation';
import type { SandboxPayment } from './repo.ts';
import type { SandboxTexts } from './texts.ts';

/** Server-rendered pages of the sandbox PSP: plain HTML, one nonce'd style block, no script. */
export function escapeHtml(value: unknown) {
  return String(value).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

const STYLE = `
  :root { color-scheme: light dark; --accent: #6d4aff; --ok: #16a34a; --bad: #dc2626; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif;
    background: #f1f2f6; color: #1c1d22; display: flex; min-height: 100vh;
    align-items: center; justify-content: center; padding: 16px; }
  body.embed { background: transparent; min-height: 0; padding: 8px; }
  main { background: #fff; border-radius: 14px; box-shadow: 0 8px 30px rgb(0 0 0 / 0.08);
    padding: 24px; width: 100%; max-width: 440px; }
  main.wide { max-width: 860px; }
  header { display: flex; align-items: center; gap: 8px; font-weight: 700; color: var(--accent); }
  h1 { font-size: 22px; margin: 12px 0 4px; }
  .muted { color: #6b6f7b; font-size: 13px; }
  .notice { background: #fff7e0; color: #7a5a00; border-radius: 8px; padding: 8px 12px;
    font-size: 13px; margin: 12px 0; }
  .actions { display: grid; gap: 8px; margin-top: 16px; }
  button { font: inherit; font-weight: 600; border: 0; border-radius: 10px; padding: 12px 16px;
    cursor: pointer; background: #e6e7ee; color: #1c1d22; }
  button.approve { background: var(--ok); color: #fff; }
  button.decline { background: var(--bad); color: #fff; }
  button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  label { display: block; font-size: 13px; color: #6b6f7b; margin-top: 12px; }
  input { font: inherit; width: 100%; padding: 10px 12px; border-radius: 8px;
    border: 1px solid #cfd2dc; background: #fff; color: inherit; }
  code { word-break: break-all; background: #f1f2f6; border-radius: 6px; padding: 2px 6px; }
  table { width: 100%; border-collapse: collapse; margin-top: 12px; font-size: 14px; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #e6e7ee; vertical-align: middle; }
  td form { display: inline; }
  td button { padding: 6px 10px; font-size: 13px; }
  @media (prefers-color-scheme: dark) {
    body { background: #121318; color: #ecedf2; }
    main { background: #1c1d24; box-shadow: none; }
    button { background: #2a2c36; color: #ecedf2; }
    input { background: #121318; border-color: #3a3d4a; }
    code { background: #2a2c36; }
    th, td { border-color: #2a2c36; }
    .notice { background: #3a2f0b; color: #f5d77a; }
  }`;

export function layout(
  t: SandboxTexts,
  options: { title: string; nonce: string; body: string; embed?: boolean; wide?: boolean },
) {
  return `<!doctype html>
<html lang="${escapeHtml(t.locale)}">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · ${escapeHtml(t.brand)}</title>
<style nonce="${options.nonce}">${STYLE}</style>
</head>
<body class="${options.embed ? 'embed' : ''}">
<main class="${options.wide ? 'wide' : ''}">
<header><span aria-hidden="true">◆</span> ${escapeHtml(t.brand)}</header>
${options.body}
</main>
</body>
</html>`;
}

export function formatAmount(
  payment: Pick<SandboxPayment, 'amount' | 'currency' | 'subunitToUnit'>,
) {
  return `${formatMinorToMajor(payment.amount, payment.subunitToUnit)} ${payment.currency}`;
}

function methodName(t: SandboxTexts, payment: SandboxPayment) {
  return payment.methodName[t.locale] ?? payment.methodName.en ?? '';
}

export function checkoutBody(t: SandboxTexts, payment: SandboxPayment, query: string) {
  const isOpen = payment.status === 1;
  const button = (outcome: string, label: string, className = '') =>
    `<button type="submit" name="outcome" value="${outcome}" class="${className}">${escapeHtml(label)}</button>`;
  return `
<h1>${escapeHtml(interpolate(t.payTitle, { amount: formatAmount(payment) }))}</h1>
<p class="muted">${escapeHtml(interpolate(t.invoice, { number: payment.number }))} · ${escapeHtml(methodName(t, payment))}</p>
<p class="notice">${escapeHtml(t.notice)}</p>
${
  isOpen
    ? `<form method="post" action="/sandbox/pay/checkout/${escapeHtml(payment.reference)}${escapeHtml(query)}" target="_top" class="actions">
  ${button('approve', t.approve, 'approve')}
  ${button('decline', t.decline, 'decline')}
  ${button('pending', t.leavePending)}
</form>`
    : `<p>${escapeHtml(t.settled)}</p>`
}`;
}

export function messageBody(t: SandboxTexts, text: string) {
  return `<h1>${escapeHtml(text)}</h1><p class="muted">${escapeHtml(t.closeHint)}</p>`;
}

export function chainBody(t: SandboxTexts, payment: SandboxPayment, options: { sent?: number }) {
  const data = payment.publicData;
  const major = formatMinorToMajor(payment.amount, payment.subunitToUnit);
  const row = (label: string, value: unknown) =>
    value ? `<label>${escapeHtml(label)}</label><code>${escapeHtml(value)}</code>` : '';
  return `
<h1>${escapeHtml(t.chainTitle)}</h1>
<p class="muted">${escapeHtml(interpolate(t.invoice, { number: payment.number }))} · ${escapeHtml(methodName(t, payment))}</p>
<p class="notice">${escapeHtml(t.notice)}</p>
${options.sent ? `<p>${escapeHtml(interpolate(t.sent, { count: options.sent }))}</p>` : ''}
${row(t.network, data.network)}
${row(t.address, data.address)}
${row(t.tag, data.tag)}
<form method="post" action="/sandbox/pay/chain/${escapeHtml(payment.reference)}" class="actions">
  <label for="amount">${escapeHtml(t.amount)} (${escapeHtml(payment.currency)})</label>
  <input id="amount" name="amount" inputmode="decimal" value="${escapeHtml(major)}" required>
  <button type="submit" class="approve">${escapeHtml(t.send)}</button>
</form>`;
}

export function consoleBody(t: SandboxTexts, payments: SandboxPayment[]) {
  const rows = payments
    .map(
      (payment) => `<tr>
  <td>${escapeHtml(payment.number)}</td>
  <td><code>${escapeHtml(payment.reference)}</code>${
    payment.publicData.reference
      ? `<br><span class="muted">${escapeHtml(payment.publicData.reference)}</span>`
      : ''
  }</td>
  <td>${escapeHtml(methodName(t, payment))} <span class="muted">(${escapeHtml(payment.processingType)})</span></td>
  <td>${escapeHtml(formatAmount(payment))}</td>
  <td>
    <form method="post" action="/sandbox/pay/console/${escapeHtml(payment.reference)}"><button name="outcome" value="approve" class="approve">${escapeHtml(t.confirm)}</button></form>
    <form method="post" action="/sandbox/pay/console/${escapeHtml(payment.reference)}"><button name="outcome" value="decline" class="decline">${escapeHtml(t.fail)}</button></form>
  </td>
</tr>`,
    )
    .join('');
  return `
<h1>${escapeHtml(t.consoleTitle)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
<h2>${escapeHtml(t.openPayments)}</h2>
${
  payments.length === 0
    ? `<p class="muted">${escapeHtml(t.noPayments)}</p>`
    : `<table><thead><tr><th>#</th><th>${escapeHtml(t.reference)}</th><th>${escapeHtml(t.method)}</th><th>${escapeHtml(t.amount)}</th><th></th></tr></thead><tbody>${rows}</tbody></table>`
}`;
}
