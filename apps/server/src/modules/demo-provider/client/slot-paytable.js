// @ts-check
/** The slot's info panel: pays at the current bet, the wild and scatter rules, the 20 paylines. */
import { formatMoney, h, t } from './common.js';
import {
  FREE_SPINS_AWARDED,
  LINE_COUNT,
  LINE_PAYS,
  PAYLINES,
  SCATTER_PAYS,
  SYMBOLS,
  symbolMarkup,
} from './slot-symbols.js';

/** One symbol with its pays for 5, 4 and 3 of a kind. */
function renderSymbolPays(/** @type {string} */ symbol, /** @type {string[]} */ pays) {
  const art = h('div', { class: 's-pay-art' });
  art.innerHTML = symbolMarkup(symbol);
  const rows = pays.map((text, index) =>
    h(
      'li',
      {},
      h('span', { class: 's-pay-count', text: `${5 - index}×` }),
      h('span', { class: 'g-num', text }),
    ),
  );
  return h(
    'li',
    { class: 's-pay' },
    art,
    h('div', {}, h('h3', { text: t(`symbol_${symbol}`) }), h('ul', {}, ...rows)),
  );
}

/** A small diagram of one payline on a 5×3 grid. */
function renderPayline(/** @type {number[]} */ rows, /** @type {number} */ index) {
  const cells = [];
  for (let row = 0; row < 3; row += 1) {
    for (let reel = 0; reel < 5; reel += 1) {
      cells.push(
        `<rect x="${reel * 10 + 1}" y="${row * 10 + 1}" width="8" height="8" rx="1.5" class="${rows[reel] === row ? 'on' : ''}"/>`,
      );
    }
  }
  const figure = h('li', { class: 's-payline' });
  figure.innerHTML = `<svg viewBox="0 0 50 30" aria-hidden="true">${cells.join('')}</svg><span>${index + 1}</span>`;
  return figure;
}

/** Fills the info panel for `stakeMinor` (line bet = stake / 20; amounts rounded down like the engine's wins). */
export function renderPaytable(
  /** @type {HTMLElement} */ body,
  /** @type {import('./common.js').Boot} */ boot,
  /** @type {number} */ stakeMinor,
) {
  const lineBet = stakeMinor / LINE_COUNT;
  const linePays = SYMBOLS.filter((symbol) => symbol in LINE_PAYS).map((symbol) =>
    renderSymbolPays(
      symbol,
      [...LINE_PAYS[symbol]]
        .reverse()
        .map((multiplier) => formatMoney(Math.floor(multiplier * lineBet))),
    ),
  );
  const scatterPays = [...SCATTER_PAYS].reverse().map((multiplier, index) => {
    const spins = FREE_SPINS_AWARDED[FREE_SPINS_AWARDED.length - 1 - index];
    return `${formatMoney(multiplier * stakeMinor)} + ${t('freeSpinsAwarded', { count: spins })}`;
  });
  const rtp = boot.rtpBasisPoints
    ? h('p', {
        class: 'g-muted',
        text: t('rtp', { rtp: `${(boot.rtpBasisPoints / 100).toFixed(2)} %` }),
      })
    : null;
  body.replaceChildren(
    h('h3', { text: t('paytable') }),
    h('ul', { class: 's-pays' }, ...linePays, renderSymbolPays('scatter', scatterPays)),
    h('p', { text: t('wildRule') }),
    h('p', { text: t('scatterRule') }),
    h('p', { text: t('freeSpinsRule') }),
    h('p', { text: t('paylines') }),
    h('ol', { class: 's-paylines', 'aria-hidden': 'true' }, ...PAYLINES.map(renderPayline)),
    rtp ?? '',
  );
}
