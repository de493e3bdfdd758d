// @ts-check
/**
 * The European betting table: zero, 1–36 in three rows, columns, dozens and the even-money boxes,
 * plus split, street and corner spots on the lines between numbers. Laid out across on wide frames
 * and down on narrow ones (each spot carries both grid positions as CSS variables).
 */
import { h, t } from './common.js';
import { colourOf } from './roulette-wheel.js';

/** @typedef {{ key: string, type: string, numbers: number[], label: string }} BetSpot */

const range = (/** @type {number} */ from, /** @type {number} */ to) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const ALL = range(1, 36);

/**
 * The outside bets and both grid placements. `numbers` is the engine's encoding: the dozen or
 * column index, and no numbers for the even-money bets.
 * @returns {{ spot: BetSpot, across: string, down: string, text?: string }[]}
 */
function outsideSpots() {
  const dozens = [1, 2, 3].map((dozen) => ({
    spot: {
      key: `dozen:${dozen}`,
      type: 'dozen',
      numbers: [dozen],
      label: t(`dozen${dozen}`),
    },
    across: `--h-col:${dozen * 4 - 2} / span 4; --h-row:4`,
    down: `--v-col:2; --v-row:${dozen * 4 - 2} / span 4`,
  }));
  const columns = [1, 2, 3].map((column) => ({
    spot: {
      key: `column:${column}`,
      type: 'column',
      numbers: [column],
      label: t('columnLabel', { n: column }),
    },
    text: t('column'),
    across: `--h-col:14; --h-row:${4 - column}`,
    down: `--v-col:${column + 2}; --v-row:14`,
  }));
  const evens = ['low', 'even', 'red', 'black', 'odd', 'high'];
  const evenSpots = evens.map((type, index) => ({
    spot: { key: type, type, numbers: [], label: t(type) },
    across: `--h-col:${index * 2 + 2} / span 2; --h-row:5`,
    down: `--v-col:1; --v-row:${index * 2 + 2} / span 2`,
  }));
  return [...dozens, ...columns, ...evenSpots];
}

/** The spots on the lines around number `n`: splits, corner, street, and those with zero. */
function lineSpots(/** @type {number} */ n) {
  /** @type {{ spot: BetSpot, zone: string }[]} */
  const spots = [];
  const add = (
    /** @type {string} */ type,
    /** @type {number[]} */ numbers,
    /** @type {string} */ zone,
  ) => {
    const label = t(`${type}Label`, { numbers: numbers.join(', ') });
    spots.push({ spot: { key: `${type}:${numbers.join('-')}`, type, numbers, label }, zone });
  };
  if (n <= 33) add('split', [n, n + 3], 'next-col');
  if (n % 3 !== 0) add('split', [n, n + 1], 'next-row');
  if (n % 3 !== 0 && n <= 33) add('corner', [n, n + 1, n + 3, n + 4], 'corner');
  if (n % 3 === 1) add('street', [n, n + 1, n + 2], 'street');
  // The bets that include zero sit on the line between it and 1, 2, 3.
  if (n <= 3) add('split', [0, n], 'prev-col');
  if (n <= 2) add('street', [0, n, n + 1], 'prev-corner');
  if (n === 1) add('corner', [0, 1, 2, 3], 'first-four');
  return spots;
}

/**
 * Builds the table; `onPlace(spot)` runs when a spot is chosen.
 * @param {HTMLElement} parent
 * @param {(spot: BetSpot) => void} onPlace
 */
export function mountTable(parent, onPlace) {
  /** @type {Map<string, { element: HTMLElement, spot: BetSpot }>} */
  const spots = new Map();
  const makeSpot = (
    /** @type {BetSpot} */ spot,
    /** @type {string} */ className,
    /** @type {string} */ text,
    /** @type {string} */ style,
    isTabbable = true,
  ) => {
    const button = h('button', {
      type: 'button',
      class: className,
      style,
      'aria-label': spot.label,
      tabindex: isTabbable ? false : '-1',
    });
    if (text) button.append(h('span', { class: 'r-spot-text', text }));
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      onPlace(spot);
    });
    spots.set(spot.key, { element: button, spot });
    return button;
  };
  const grid = h('div', { class: 'r-table', role: 'group', 'aria-label': t('table') });
  grid.append(
    makeSpot(
      { key: 'straight:0', type: 'straight', numbers: [0], label: t('straightLabel', { n: 0 }) },
      'r-spot r-zero',
      '0',
      '--h-col:1; --h-row:1 / span 3; --v-col:3 / span 3; --v-row:1',
    ),
  );
  for (const n of ALL) {
    const style = `--h-col:${Math.ceil(n / 3) + 1}; --h-row:${3 - ((n - 1) % 3)}; --v-col:${((n - 1) % 3) + 3}; --v-row:${Math.ceil(n / 3) + 1}`;
    const number = makeSpot(
      { key: `straight:${n}`, type: 'straight', numbers: [n], label: t('straightLabel', { n }) },
      'r-spot r-number',
      String(n),
      '',
    );
    number.dataset.colour = colourOf(n);
    // Line spots are siblings of the number (a button cannot hold buttons) drawn over its edges.
    const lines = lineSpots(n).map(({ spot, zone }) =>
      makeSpot(spot, `r-line-spot r-zone-${zone}`, '', '', false),
    );
    grid.append(h('div', { class: 'r-cell', style }, number, ...lines));
  }
  for (const { spot, across, down, text } of outsideSpots()) {
    const button = makeSpot(
      spot,
      `r-spot r-outside r-${spot.type}`,
      text ?? spot.label,
      `${across}; ${down}`,
    );
    if (spot.type === 'red' || spot.type === 'black') {
      button.replaceChildren(h('span', { class: 'r-diamond', 'data-colour': spot.type }));
    }
    grid.append(button);
  }
  parent.append(grid);

  return {
    element: grid,
    /** Shows a chip with the amount on every spot that holds a bet. */
    renderChips: (
      /** @type {Map<string, number>} */ amounts,
      /** @type {(amount: number) => string} */ formatChip,
    ) => {
      for (const [key, { element, spot }] of spots) {
        element.querySelector(':scope > .r-chip')?.remove();
        const amount = amounts.get(key);
        element.dataset.hasBet = String(Boolean(amount));
        const base = spot.label;
        element.setAttribute(
          'aria-label',
          amount ? t('betPlaced', { bet: base, amount: formatChip(amount) }) : base,
        );
        if (amount)
          element.append(
            h('span', { class: 'r-chip', 'aria-hidden': 'true', text: formatChip(amount) }),
          );
      }
    },
    /** Marks the winning number and the spots that won; `null` clears the marks. */
    markWinners: (
      /** @type {number | null} */ number,
      /** @type {Set<string>} */ winningKeys = new Set(),
    ) => {
      for (const [key, { element, spot }] of spots) {
        element.dataset.won = String(winningKeys.has(key));
        element.dataset.hit = String(
          number !== null && spot.type === 'straight' && spot.numbers[0] === number,
        );
      }
    },
    setDisabled: (/** @type {boolean} */ isDisabled) => {
      for (const { element } of spots.values()) element.toggleAttribute('disabled', isDisabled);
    },
  };
}
