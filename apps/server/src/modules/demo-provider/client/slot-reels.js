// @ts-check
/**
 * The five reels: a blurred endless scroll while the round is asked for, a staggered stop on the
 * outcome's symbols with a small bounce, and the win lines drawn over the window.
 */
import { h, prefersReducedMotion, t, wait } from './common.js';
import { PAYLINES, SYMBOLS, symbolMarkup } from './slot-symbols.js';

const LINE_COLOURS = [
  '#ffd84d',
  '#4fd8ff',
  '#ff6bd6',
  '#7dff8a',
  '#ff9f43',
  '#b18cff',
  '#ff5c6c',
  '#5cffe1',
];
const REEL_COUNT = 5;

/** A random symbol for the blurred part of a strip (decoration only; the outcome decides). */
function randomSymbol() {
  return SYMBOLS[Math.floor(Math.random() * (SYMBOLS.length - 1))];
}

function buildCells(/** @type {string[]} */ symbols) {
  return symbols.map((symbol) => {
    const cell = h('div', { class: 's-cell', 'data-symbol': symbol });
    cell.innerHTML = symbolMarkup(symbol);
    return cell;
  });
}

/** Describes the window for screen readers, reel by reel. */
function describeWindow(/** @type {string[][]} */ reels) {
  const names = reels.map((reel) => reel.map((symbol) => t(`symbol_${symbol}`)).join(', '));
  return t('symbolsLabel', { symbols: names.join(' | ') });
}

/** Mounts the reel window into `parent`; returns the operations the game flow needs. */
export function mountReels(/** @type {HTMLElement} */ parent, /** @type {string[][]} */ initial) {
  const strips = Array.from({ length: REEL_COUNT }, () => h('div', { class: 's-strip' }));
  const reels = strips.map((strip) => h('div', { class: 's-reel' }, strip));
  const lines = /** @type {SVGSVGElement} */ (
    document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  );
  lines.setAttribute('class', 's-lines');
  lines.setAttribute('viewBox', '0 0 500 300');
  lines.setAttribute('preserveAspectRatio', 'none');
  lines.setAttribute('aria-hidden', 'true');
  const window_ = h('div', { class: 's-window', role: 'img' }, ...reels, lines);
  parent.append(window_);
  /** @type {string[][]} */
  let shown = initial;
  /** @type {Animation[]} */
  let loops = [];

  const show = (/** @type {string[][]} */ symbols) => {
    shown = symbols;
    symbols.forEach((column, index) => {
      strips[index].replaceChildren(...buildCells(column));
      strips[index].style.transform = '';
    });
    window_.setAttribute('aria-label', describeWindow(symbols));
  };
  show(initial);

  /** Starts every reel scrolling; the strips loop seamlessly (same three symbols at both ends). */
  const startSpin = () => {
    clearWins();
    for (const loop of loops) loop.cancel();
    if (prefersReducedMotion()) {
      window_.dataset.spinning = 'true';
      return;
    }
    window_.dataset.spinning = 'true';
    loops = strips.map((strip, index) => {
      const ends = shown[index];
      const middle = Array.from({ length: 9 }, randomSymbol);
      strip.replaceChildren(...buildCells([...ends, ...middle, ...ends]));
      const cell = reels[index].clientHeight / 3;
      return strip.animate(
        [{ transform: `translateY(${-12 * cell}px)` }, { transform: 'translateY(0)' }],
        { duration: 520 + index * 30, iterations: Number.POSITIVE_INFINITY, easing: 'linear' },
      );
    });
  };

  /** Lands one reel on its three symbols with an overshoot, then rests. */
  const landReel = async (/** @type {number} */ index, /** @type {string[]} */ column) => {
    const strip = strips[index];
    loops[index]?.cancel();
    const filler = Array.from({ length: 6 }, randomSymbol);
    strip.replaceChildren(...buildCells([...column, ...filler, ...shown[index]]));
    const cell = reels[index].clientHeight / 3;
    const landing = strip.animate(
      [{ transform: `translateY(${-9 * cell}px)` }, { transform: 'translateY(0)' }],
      { duration: 420, easing: 'cubic-bezier(.2,.9,.3,1.18)' },
    );
    await landing.finished.catch(() => undefined);
    strip.replaceChildren(...buildCells(column));
    reels[index].classList.add('is-landed');
    setTimeout(() => reels[index].classList.remove('is-landed'), 300);
  };

  /** Stops the reels left to right on `symbols`. */
  const stopSpin = async (/** @type {string[][]} */ symbols, isQuick = false) => {
    if (prefersReducedMotion() || loops.length === 0) {
      show(symbols);
      window_.dataset.spinning = 'false';
      return;
    }
    await Promise.all(
      symbols.map(async (column, index) => {
        await wait(index * (isQuick ? 90 : 170));
        await landReel(index, column);
      }),
    );
    loops = [];
    shown = symbols;
    window_.dataset.spinning = 'false';
    window_.setAttribute('aria-label', describeWindow(symbols));
  };

  /** Marks the cells of one or more paylines and draws them. */
  const markLines = (/** @type {{ line: number, count: number }[]} */ wins) => {
    clearWins();
    window_.dataset.hasWin = 'true';
    for (const win of wins) {
      const rows = PAYLINES[win.line - 1];
      if (!rows) continue;
      const colour = LINE_COLOURS[(win.line - 1) % LINE_COLOURS.length];
      const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
      const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
      line.setAttribute('points', points);
      line.setAttribute('stroke', colour);
      lines.append(line);
      rows.slice(0, win.count).forEach((row, reel) => {
        strips[reel].children[row]?.classList.add('is-win');
      });
    }
  };

  /** Marks every scatter on the window (they pay anywhere, not on a line). */
  const markScatters = () => {
    clearWins();
    window_.dataset.hasWin = 'true';
    for (const strip of strips) {
      for (const cell of strip.children)
        if (cell.getAttribute('data-symbol') === 'scatter') cell.classList.add('is-win');
    }
  };

  const clearWins = () => {
    window_.dataset.hasWin = 'false';
    lines.replaceChildren();
    for (const cell of window_.querySelectorAll('.is-win')) cell.classList.remove('is-win');
  };

  /** Puts the reels back as they were when a round was refused. */
  const cancelSpin = () => {
    for (const loop of loops) loop.cancel();
    loops = [];
    show(shown);
    window_.dataset.spinning = 'false';
  };

  return { startSpin, stopSpin, cancelSpin, markLines, markScatters, clearWins, element: window_ };
}
