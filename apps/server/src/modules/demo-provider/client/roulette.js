// @ts-check
/**
 * European roulette: chips of the chosen value placed on the table (straight, split, street,
 * corner, dozens, columns, even money), undo/clear/rebet, Spin → the wheel lands on the outcome.
 */
import { formatMoney, h, iconButton, t, wait } from './common.js';
import { createHistory, isTypingTarget } from './controls.js';
import { createMeter, mountFrame } from './frame.js';
import { mountTable } from './roulette-table.js';
import { colourOf, mountWheel } from './roulette-wheel.js';

/** @typedef {import('./roulette-table.js').BetSpot} BetSpot */

/** The engine refuses more distinct bets than this in one spin. */
const MAX_BETS = 50;

const frame = mountFrame({ onState: (state) => setBalance(state.balance) });
const { boot } = frame;
const compact = new Intl.NumberFormat(boot.locale || 'en', {
  notation: 'compact',
  maximumFractionDigits: 2,
});
const formatChip = (/** @type {number} */ amountMinor) =>
  compact.format(amountMinor / 10 ** boot.minorDigits);

const wheelBox = h('div', { class: 'r-wheel' });
const wheel = mountWheel(wheelBox);
const resultBadge = h('div', { class: 'r-result-badge', 'aria-hidden': 'true' });
wheelBox.append(resultBadge);
const result = h('p', { class: 'g-result', role: 'status', 'aria-live': 'polite' });
const history = createHistory(t('lastNumbers'), `roulette-history:${boot.gameId}`);
const tableBox = h('div', { class: 'r-table-box' });
const table = mountTable(tableBox, placeChip);
frame.stage.append(
  h(
    'div',
    { class: 'r-layout' },
    h('div', { class: 'r-wheel-column' }, wheelBox, history.node),
    tableBox,
  ),
  result,
);

/** Up to six chip values picked evenly from the provider's bet levels. */
function pickChipValues() {
  const levels = boot.betLevels;
  if (levels.length <= 6) return levels;
  return Array.from(
    { length: 6 },
    (_, index) => levels[Math.round((index * (levels.length - 1)) / 5)],
  );
}
const chipValues = pickChipValues();
let chipValue = chipValues.includes(boot.defaultBet) ? boot.defaultBet : chipValues[0];
const chipGroup = h('div', { class: 'r-chips', role: 'radiogroup', 'aria-label': t('chipValue') });
const chipButtons = chipValues.map((value, index) => {
  const button = h('button', {
    type: 'button',
    role: 'radio',
    class: 'r-chip-pick',
    'data-tier': index,
    'aria-label': t('chip', { amount: formatMoney(value) }),
  });
  button.append(h('span', { text: formatChip(value) }));
  button.addEventListener('click', () => selectChip(value));
  return button;
});
chipGroup.append(...chipButtons);

const balanceMeter = createMeter(t('balance'), 'balance');
const totalMeter = createMeter(t('totalBet'), 'bet');
const winMeter = createMeter(t('lastWin'), 'win');
const undoButton = iconButton('undo', t('undo'), { class: 'g-button g-button-secondary' }, true);
const clearButton = iconButton('clear', t('clear'), { class: 'g-button g-button-secondary' }, true);
const rebetButton = iconButton(
  'repeat',
  t('rebet'),
  { class: 'g-button g-button-secondary' },
  true,
);
const spinButton = h(
  'button',
  { type: 'button', class: 'g-spin', 'aria-label': t('spin') },
  h('span', { text: t('spin') }),
);
frame.dock.append(
  h('div', { class: 'g-meters' }, balanceMeter.node, totalMeter.node, winMeter.node),
  h(
    'div',
    { class: 'r-chip-row' },
    chipGroup,
    h('div', { class: 'r-tools' }, undoButton, clearButton, rebetButton),
  ),
  h('div', { class: 'g-actions r-spin-box' }, spinButton),
);

/** @type {{ spot: BetSpot, amount: number }[]} */
let placements = [];
/** @type {{ spot: BetSpot, amount: number }[]} */
let lastPlacements = [];
/** @type {number | null} */
let balance = null;
let isBusy = false;

function setBalance(/** @type {number} */ amountMinor) {
  balance = amountMinor;
  balanceMeter.set(amountMinor);
}

function selectChip(/** @type {number} */ value) {
  chipValue = value;
  chipButtons.forEach((button, index) => {
    button.setAttribute('aria-checked', String(chipValues[index] === value));
  });
}

/** One bet per spot, amounts summed: the order is the index the outcome's winning bets refer to. */
function aggregateBets() {
  /** @type {Map<string, { spot: BetSpot, amount: number }>} */
  const bets = new Map();
  for (const { spot, amount } of placements) {
    const bet = bets.get(spot.key) ?? { spot, amount: 0 };
    bet.amount += amount;
    bets.set(spot.key, bet);
  }
  return [...bets.values()];
}

function render() {
  const bets = aggregateBets();
  table.renderChips(new Map(bets.map((bet) => [bet.spot.key, bet.amount])), formatChip);
  totalMeter.set(bets.reduce((sum, bet) => sum + bet.amount, 0));
  undoButton.disabled = isBusy || placements.length === 0;
  clearButton.disabled = isBusy || placements.length === 0;
  rebetButton.disabled = isBusy || lastPlacements.length === 0;
  spinButton.disabled = isBusy || placements.length === 0;
  table.setDisabled(isBusy);
  for (const button of chipButtons) button.disabled = isBusy;
}

/** Adds a chip unless it breaks the table limit or the engine's number of bets per spin. */
function placeChip(/** @type {BetSpot} */ spot) {
  if (isBusy) return;
  const bets = aggregateBets();
  const total = bets.reduce((sum, bet) => sum + bet.amount, 0);
  if (boot.maxStake && total + chipValue > boot.maxStake) {
    frame.toast(t('maxStakeReached', { amount: formatMoney(boot.maxStake) }));
    return;
  }
  if (bets.length >= MAX_BETS && !bets.some((bet) => bet.spot.key === spot.key)) {
    frame.toast(t('maxBetsReached', { count: MAX_BETS }));
    return;
  }
  table.markWinners(null);
  placements.push({ spot, amount: chipValue });
  render();
}

/** Shows where the ball landed and what each bet won. */
async function presentOutcome(
  /** @type {import('./common.js').RoundResult} */ round,
  /** @type {{ spot: BetSpot }[]} */ bets,
) {
  const { number, winningBets } = round.outcome;
  await wheel.spinTo(number);
  const colour = colourOf(number);
  resultBadge.textContent = String(number);
  resultBadge.dataset.colour = colour;
  resultBadge.dataset.visible = 'true';
  table.markWinners(
    number,
    new Set(winningBets.map((/** @type {{ index: number }} */ bet) => bets[bet.index]?.spot.key)),
  );
  history.add(String(number), colour);
  winMeter.set(round.win);
  const landed = t('winningNumber', { number, color: t(colour) });
  result.textContent =
    round.win > 0
      ? `${landed} · ${t('youWon', { amount: formatMoney(round.win) })}`
      : `${landed} · ${t('noWin')}`;
}

async function spin() {
  if (isBusy || placements.length === 0) return;
  const bets = aggregateBets();
  const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const input = {
    bets: bets.map(({ spot, amount }) => ({ type: spot.type, numbers: spot.numbers, amount })),
  };
  isBusy = true;
  frame.setBusy(true);
  resultBadge.dataset.visible = 'false';
  render();
  if (balance !== null) balanceMeter.set(balance - stake);
  try {
    const round = await frame.api.playRound(stake, input);
    await presentOutcome(round, bets);
    setBalance(round.balance);
    frame.recordRound(round);
    lastPlacements = placements;
    await wait(1200);
    placements = [];
  } catch (failure) {
    if (balance !== null) balanceMeter.set(balance);
    frame.toast(/** @type {Error} */ (failure).message);
  } finally {
    isBusy = false;
    frame.setBusy(false);
    render();
  }
}

undoButton.addEventListener('click', () => {
  placements.pop();
  render();
});
clearButton.addEventListener('click', () => {
  placements = [];
  table.markWinners(null);
  render();
});
rebetButton.addEventListener('click', () => {
  placements = [...lastPlacements];
  table.markWinners(null);
  render();
});
spinButton.addEventListener('click', () => void spin());
document.addEventListener('keydown', (event) => {
  if (event.key === ' ' && !isTypingTarget(event.target) && !event.repeat) {
    event.preventDefault();
    void spin();
  }
});
frame.infoBody.append(
  h('p', { text: t('rouletteRules') }),
  h('p', { text: t('roulettePays') }),
  boot.rtpBasisPoints
    ? h('p', {
        class: 'g-muted',
        text: t('rtp', { rtp: `${(boot.rtpBasisPoints / 100).toFixed(2)} %` }),
      })
    : '',
);
winMeter.set(0);
selectChip(chipValue);
render();
