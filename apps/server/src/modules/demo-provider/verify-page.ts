import { interpolate } from '@croupier/contract/text';
import { escapeHtml } from '../sandbox/pages.ts';
import { renderLayout } from './pages.ts';
import type { DemoLocale, DemoStrings } from './strings.ts';
import { type Verification, verifyLinkOf } from './verify.ts';

/** The verification page: the form, the recomputed outcome, and the player's revealed rounds. */

export interface VerifyForm {
  game?: string;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: string | number;
  input?: string;
  stake?: string | number;
  serverSeedHash?: string;
  session?: string;
}

export interface RevealedRound {
  id: string;
  kind: string;
  gameId: string;
  nonce: number;
  stake: number;
  win: number;
  createdAt: Date;
  input: unknown;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

const KINDS = ['slot', 'roulette', 'crash'] as const;
const EXAMPLES = {
  roulette: '{"bets":[{"type":"red","numbers":[],"amount":100}]}',
  crash: '{"cashOutAt":200}',
};

export function renderVerifyPage(options: {
  locale: DemoLocale;
  strings: DemoStrings;
  nonce: string;
  form: VerifyForm;
  verification?: Verification | 'invalid';
  revealed?: RevealedRound[];
}) {
  const { strings: t, form } = options;
  const body = `<header><span aria-hidden="true">◆</span> ${escapeHtml(t.fairness)}</header>
<h1>${escapeHtml(t.verifyTitle)}</h1>
<p class="muted">${escapeHtml(t.verifyIntro)}</p>
${formOf(t, form, options.locale)}
${options.verification ? resultOf(t, options.verification, form.serverSeedHash) : ''}
${options.revealed ? revealedOf(t, options.revealed, form.session, options.locale) : ''}`;
  return renderLayout({ locale: options.locale, title: t.verifyTitle, nonce: options.nonce, body });
}

function field(id: string, label: string, control: string, isWide = false) {
  return `<div class="${isWide ? 'wide' : ''}"><label for="${id}">${escapeHtml(label)}</label>${control}</div>`;
}

function input(id: string, value: unknown, extra = '') {
  return `<input id="${id}" name="${id}" value="${escapeHtml(value ?? '')}" ${extra}>`;
}

function formOf(t: DemoStrings, form: VerifyForm, locale: DemoLocale) {
  const options = KINDS.map(
    (kind) =>
      `<option value="${kind}"${form.game === kind ? ' selected' : ''}>${escapeHtml(t[`kind_${kind}`])}</option>`,
  ).join('');
  const hidden = [
    `<input type="hidden" name="locale" value="${escapeHtml(locale)}">`,
    form.session ? `<input type="hidden" name="session" value="${escapeHtml(form.session)}">` : '',
    form.serverSeedHash
      ? `<input type="hidden" name="serverSeedHash" value="${escapeHtml(form.serverSeedHash)}">`
      : '',
  ].join('');
  return `<form class="grid" method="get" action="/provider/demo/verify">
${hidden}
${field('game', t.gameKind, `<select id="game" name="game">${options}</select>`)}
${field('nonce', t.nonceLabel, input('nonce', form.nonce, 'inputmode="numeric" required'))}
${field('serverSeed', t.serverSeed, input('serverSeed', form.serverSeed, 'required autocomplete="off" spellcheck="false"'), true)}
${field('clientSeed', t.clientSeed, input('clientSeed', form.clientSeed, 'required autocomplete="off" spellcheck="false"'))}
${field('stake', t.stakeMinor, input('stake', form.stake, 'inputmode="numeric"'))}
${field('input', t.roundInput, `<textarea id="input" name="input" spellcheck="false" aria-describedby="input-hint">${escapeHtml(form.input ?? '')}</textarea><p id="input-hint" class="muted">${escapeHtml(interpolate(t.roundInputHint, EXAMPLES))}</p>`, true)}
<div class="wide"><button type="submit">${escapeHtml(t.verifySubmit)}</button></div>
</form>`;
}

function resultOf(t: DemoStrings, verification: Verification | 'invalid', shownHash?: string) {
  if (verification === 'invalid' || !verification.isValid) {
    const hash =
      verification === 'invalid' ? '' : hashOf(t, verification.serverSeedHash, shownHash);
    return `<section class="result" aria-live="polite"><p class="bad">${escapeHtml(t.verifyInvalid)}</p>${hash}</section>`;
  }
  return `<section class="result" aria-live="polite">
<h2>${escapeHtml(t.verifyResult)}</h2>
${hashOf(t, verification.serverSeedHash, shownHash)}
${outcomeOf(t, verification.outcome as Record<string, unknown>)}
<dl><dt>${escapeHtml(t.stakeMinor)}</dt><dd>${verification.stake}</dd>
<dt>${escapeHtml(t.totalWin)}</dt><dd class="figure">${verification.outcome.totalWin}</dd></dl>
<details><summary>JSON</summary><pre>${escapeHtml(JSON.stringify(verification.outcome, null, 2))}</pre></details>
</section>`;
}

function hashOf(t: DemoStrings, hash: string, shownHash?: string) {
  const comparison =
    shownHash === undefined
      ? ''
      : shownHash.toLowerCase() === hash
        ? `<p class="ok">${escapeHtml(t.hashMatches)}</p>`
        : `<p class="bad">${escapeHtml(t.hashMismatch)}</p>`;
  return `<dl><dt>${escapeHtml(t.computedHash)}</dt><dd><code>${escapeHtml(hash)}</code></dd></dl>${comparison}`;
}

function outcomeOf(t: DemoStrings, outcome: Record<string, unknown>) {
  if (Array.isArray(outcome.reels)) {
    const reels = outcome.reels as string[][];
    const cells = [0, 1, 2]
      .flatMap((row) => reels.map((reel) => reel[row] ?? ''))
      .map((symbol) => `<span>${escapeHtml(symbolName(t, symbol))}</span>`)
      .join('');
    const freeSpins = outcome.freeSpins as { awarded?: number; totalWin?: number } | undefined;
    const bonus = freeSpins?.awarded
      ? `<p>${escapeHtml(interpolate(t.freeSpinsAwarded, { count: freeSpins.awarded }))} ${escapeHtml(interpolate(t.freeSpinsTotal, { amount: freeSpins.totalWin ?? 0 }))}</p>`
      : '';
    return `<p class="muted">${escapeHtml(t.reels)}</p><div class="reels" role="img" aria-label="${escapeHtml(t.reels)}">${cells}</div>${bonus}`;
  }
  if (typeof outcome.number === 'number') {
    const color = String(outcome.color ?? '');
    const colorName = color in t ? t[color as 'red' | 'black' | 'green'] : color;
    return `<dl><dt>${escapeHtml(t.winningNumberLabel)}</dt><dd><span class="ball ${escapeHtml(color)}">${outcome.number}</span> ${escapeHtml(colorName)}</dd></dl>`;
  }
  if (typeof outcome.crashPoint === 'number') {
    const times = (value: unknown) => `${(Number(value) / 100).toFixed(2)}×`;
    return `<dl><dt>${escapeHtml(t.crashPoint)}</dt><dd class="figure">${times(outcome.crashPoint)}</dd>
<dt>${escapeHtml(t.cashOutTarget)}</dt><dd>${times(outcome.cashOutAt)}</dd></dl>`;
  }
  return '';
}

function symbolName(t: DemoStrings, symbol: string) {
  const key = `symbol_${symbol}` as keyof DemoStrings;
  return key in t ? t[key] : symbol;
}

function revealedOf(
  t: DemoStrings,
  rounds: RevealedRound[],
  session: string | undefined,
  locale: DemoLocale,
) {
  if (rounds.length === 0) {
    return `<h2>${escapeHtml(t.revealedRounds)}</h2><p class="muted">${escapeHtml(t.noRevealedRounds)}</p>`;
  }
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const rows = rounds
    .map((round) => {
      const link = `${verifyLinkOf(round)}&serverSeedHash=${round.serverSeedHash}&locale=${encodeURIComponent(locale)}${session ? `&session=${encodeURIComponent(session)}` : ''}`;
      return `<tr><td>${escapeHtml(format.format(round.createdAt))}</td><td>${escapeHtml(t[`kind_${round.kind as 'slot'}`] ?? round.kind)}</td><td>${round.nonce}</td><td>${round.stake}</td><td>${round.win}</td><td><a href="${escapeHtml(link)}">${escapeHtml(t.verify)}</a></td></tr>`;
    })
    .join('');
  return `<h2>${escapeHtml(t.revealedRounds)}</h2>
<div class="table-wrap"><table><thead><tr><th>${escapeHtml(t.playedAt)}</th><th>${escapeHtml(t.gameKind)}</th><th>${escapeHtml(t.nonceLabel)}</th><th>${escapeHtml(t.stake)}</th><th>${escapeHtml(t.win)}</th><th></th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}
