// @ts-check
/**
 * The video slot: 5×3 reels, 20 fixed lines, a bet selector, Spin (Space/Enter), autoplay, win
 * lines with amounts, a big-win celebration and the free spins replayed from the round's outcome.
 */
import { countUp, formatMoney, h, iconButton, t, wait } from './common.js';
import { celebrate, createBetSelector, isTypingTarget } from './controls.js';
import { createMeter, mountFrame } from './frame.js';
import { renderPaytable } from './slot-paytable.js';
import { mountReels } from './slot-reels.js';
import { buildSymbolSprite } from './slot-symbols.js';

const INITIAL = [
  ['cherry', 'crown', 'lemon'],
  ['bell', 'seven', 'plum'],
  ['grape', 'wild', 'bar'],
  ['lemon', 'seven', 'cherry'],
  ['scatter', 'bell', 'grape'],
];
const AUTOPLAY_COUNTS = [10, 25, 50];

const frame = mountFrame({
  onState: (state) => {
    setBalance(state.balance);
    setFreespins(state.freespins ?? []);
  },
});
frame.app.insertAdjacentHTML('afterbegin', buildSymbolSprite());

const featureBar = h('div', { class: 's-feature', hidden: true });
const machine = h('div', { class: 's-machine' }, featureBar);
const reels = mountReels(machine, INITIAL);
const winLabel = h('p', { class: 's-win-label', 'aria-hidden': 'true' });
const result = h('p', { class: 'g-result', role: 'status', 'aria-live': 'polite' });
/** The platform's free spins on this game: how many are left, and what they won here. */
const bonusBar = h('p', { class: 's-bonus', hidden: true });
machine.append(winLabel);
frame.stage.append(bonusBar, machine, result);

const balanceMeter = createMeter(t('balance'), 'balance');
const winMeter = createMeter(t('lastWin'), 'win');
const bet = createBetSelector(frame.boot, (stake) =>
  renderPaytable(frame.infoBody, frame.boot, stake),
);
const spinButton = h('button', { type: 'button', class: 'g-spin', 'aria-label': t('spin') });
spinButton.append(h('span', { class: 'g-spin-text', text: t('spin') }));
const autoButton = iconButton(
  'auto',
  t('autoplay'),
  { class: 'g-button g-button-secondary', 'aria-expanded': 'false' },
  true,
);
const autoMenu = h('div', {
  class: 'g-menu',
  hidden: true,
  role: 'group',
  'aria-label': t('autoplay'),
});
frame.dock.append(
  h('div', { class: 'g-meters' }, balanceMeter.node, winMeter.node),
  h(
    'div',
    { class: 'g-actions' },
    bet.node,
    h('div', { class: 'g-auto' }, autoButton, autoMenu),
    spinButton,
  ),
);
winMeter.set(0);

/** @type {number | null} */
let balance = null;
/** @type {import('./common.js').Freespins[]} */
let freespins = [];
let freespinsWon = 0;
let autoplayLeft = 0;
let isBusy = false;
let lineCycle = 0;

function setBalance(/** @type {number} */ amountMinor) {
  balance = amountMinor;
  balanceMeter.set(amountMinor);
}

/** Shows the free spins left (played before the player's own stakes) and the spin button's name. */
function setFreespins(/** @type {import('./common.js').Freespins[]} */ next) {
  const hadSpins = freespins.length > 0;
  freespins = next.filter((free) => free.remaining > 0);
  const current = freespins[0];
  const label = current ? t('bonusSpin') : t('spin');
  spinButton.setAttribute('aria-label', label);
  const text = spinButton.querySelector('.g-spin-text');
  if (text) text.textContent = label;
  bonusBar.hidden = !current;
  if (current) {
    const left = freespins.reduce((sum, free) => sum + free.remaining, 0);
    bonusBar.textContent = t('bonusSpinsLeft', {
      count: left,
      amount: formatMoney(current.betAmount),
    });
    if (freespinsWon > 0)
      bonusBar.append(
        h('span', { text: t('bonusSpinsWon', { amount: formatMoney(freespinsWon) }) }),
      );
  } else if (hadSpins) {
    frame.toast(t('bonusSpinsDone'), 'info');
    freespinsWon = 0;
  }
  bet.setDisabled(isBusy || autoplayLeft > 0 || Boolean(current));
}

function setBusy(/** @type {boolean} */ value) {
  isBusy = value;
  frame.setBusy(value);
  spinButton.disabled = value;
  bet.setDisabled(value || autoplayLeft > 0 || freespins.length > 0);
  autoButton.disabled = value && autoplayLeft === 0;
}

/** Shows each paying line in turn with its amount until the next spin. */
async function cycleLines(/** @type {any[]} */ lineWins, /** @type {number} */ cycle) {
  if (lineWins.length === 0) return;
  reels.markLines(lineWins);
  await wait(900);
  for (let pass = 0; pass < 20 && cycle === lineCycle; pass += 1) {
    for (const win of lineWins) {
      if (cycle !== lineCycle) return;
      reels.markLines([win]);
      const symbol = t(`symbol_${win.symbol}`);
      winLabel.textContent = t('lineWin', {
        line: win.line,
        count: win.count,
        symbol,
        amount: formatMoney(win.amount),
      });
      await wait(1300);
    }
  }
}

/** Plays one set of reels: spin, land, then mark the wins (scatters first). */
async function presentSpin(
  /** @type {{ reels: string[][], lineWins: any[], scatters?: number, scatterWin?: number }} */ spin,
  isFreeSpin = false,
) {
  lineCycle += 1;
  winLabel.textContent = '';
  if (isFreeSpin) reels.startSpin();
  await wait(isFreeSpin ? 250 : 300);
  await reels.stopSpin(spin.reels, isFreeSpin);
  const scatterCount = spin.scatters ?? 0;
  if (scatterCount >= 3) {
    reels.markScatters();
    if (spin.scatterWin)
      winLabel.textContent = t('scatterWin', {
        count: scatterCount,
        amount: formatMoney(spin.scatterWin),
      });
    await wait(1100);
  }
  if (spin.lineWins.length > 0) {
    reels.markLines(spin.lineWins);
    await wait(isFreeSpin ? 500 : 800);
  }
}

/** Replays the free spins of the round: counter, running total, a doubled-wins tint. */
async function playFreeSpins(
  /** @type {{ awarded: number, spins: any[], totalWin: number }} */ free,
  /** @type {number} */ baseWin,
) {
  frame.app.dataset.feature = 'free-spins';
  featureBar.hidden = false;
  featureBar.textContent = t('freeSpinsAwarded', { count: free.awarded });
  result.textContent = t('freeSpinsAwarded', { count: free.awarded });
  await celebrate(frame.stage, null, t('freeSpinsAwarded', { count: free.awarded }));
  let total = 0;
  const counter = h('span');
  const running = h('span', { text: t('freeSpinsTotal', { amount: formatMoney(0) }) });
  featureBar.replaceChildren(counter, running);
  for (const [index, spin] of free.spins.entries()) {
    counter.textContent = t('freeSpinOf', { current: index + 1, total: free.spins.length });
    await presentSpin(spin, true);
    if (spin.win > 0)
      await countUp(winMeter.value, baseWin + total, baseWin + total + spin.win, 500);
    total += spin.win;
    running.textContent = t('freeSpinsTotal', { amount: formatMoney(total) });
  }
  result.textContent = t('freeSpinsTotal', { amount: formatMoney(free.totalWin) });
  await wait(1400);
  featureBar.hidden = true;
  delete frame.app.dataset.feature;
}

/** Shows the result of the round once the reels have stopped. */
async function presentOutcome(/** @type {import('./common.js').RoundResult} */ round) {
  const outcome = round.outcome;
  await presentSpin(outcome);
  const baseWin = outcome.totalWin - (outcome.freeSpins?.totalWin ?? 0);
  winMeter.set(0);
  if (baseWin > 0) await countUp(winMeter.value, 0, baseWin, 600);
  if (outcome.freeSpins) await playFreeSpins(outcome.freeSpins, baseWin);
  winMeter.set(round.win);
  result.textContent = round.win > 0 ? t('youWon', { amount: formatMoney(round.win) }) : t('noWin');
  if (round.win >= round.stake * 10)
    await celebrate(
      frame.stage,
      round.win,
      round.win >= round.stake * 50 ? t('megaWin') : t('bigWin'),
    );
  void cycleLines(outcome.freeSpins ? [] : outcome.lineWins, lineCycle);
}

/** Plays one round; refusals put the reels back and show the provider's message. */
async function spin() {
  if (isBusy) return;
  const free = freespins[0];
  const stake = free ? free.betAmount : bet.value();
  if (!free && balance !== null && balance < stake) {
    stopAutoplay();
    frame.toast(t('insufficientBalance'));
    return;
  }
  setBusy(true);
  lineCycle += 1;
  winLabel.textContent = '';
  reels.startSpin();
  if (balance !== null && !free) balanceMeter.set(balance - stake);
  try {
    const round = await frame.api.playRound(stake, {}, free?.freespinId);
    await presentOutcome(round);
    setBalance(round.balance);
    frame.recordRound(round);
    if (free) {
      freespinsWon += round.win;
      setFreespins(round.freespins ?? []);
    }
    if (round.outcome.freeSpins) stopAutoplay();
  } catch (failure) {
    reels.cancelSpin();
    if (balance !== null) balanceMeter.set(balance);
    frame.toast(/** @type {Error} */ (failure).message);
    stopAutoplay();
    // Free spins that could not be played (canceled, expired) are asked of the platform again.
    if (free)
      frame.api.getState().then(
        (state) => setFreespins(state.freespins ?? []),
        () => {},
      );
  } finally {
    setBusy(false);
  }
}

function renderAutoButton() {
  const label = autoButton.querySelector('.g-icon-label');
  if (label)
    label.textContent =
      autoplayLeft > 0 ? t('autoplayStop', { count: autoplayLeft }) : t('autoplay');
  autoButton.dataset.active = String(autoplayLeft > 0);
}

function stopAutoplay() {
  autoplayLeft = 0;
  renderAutoButton();
  bet.setDisabled(isBusy);
}

async function runAutoplay(/** @type {number} */ count) {
  autoplayLeft = count;
  while (autoplayLeft > 0) {
    autoplayLeft -= 1;
    renderAutoButton();
    await spin();
    if (autoplayLeft > 0) await wait(700);
  }
  stopAutoplay();
}

function toggleAutoMenu(/** @type {boolean} */ isOpen) {
  autoMenu.hidden = !isOpen;
  autoButton.setAttribute('aria-expanded', String(isOpen));
  if (isOpen) autoMenu.querySelector('button')?.focus();
}

for (const count of AUTOPLAY_COUNTS) {
  const option = h('button', {
    type: 'button',
    class: 'g-chip-option',
    text: t('autoplaySpins', { count }),
  });
  option.addEventListener('click', () => {
    toggleAutoMenu(false);
    autoButton.focus();
    void runAutoplay(count);
  });
  autoMenu.append(option);
}
autoButton.addEventListener('click', () => {
  if (autoplayLeft > 0) stopAutoplay();
  else toggleAutoMenu(Boolean(autoMenu.hidden));
});
autoMenu.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    toggleAutoMenu(false);
    autoButton.focus();
  }
});
spinButton.addEventListener('click', () => void spin());
document.addEventListener('keydown', (event) => {
  if (
    (event.key === ' ' || event.key === 'Enter') &&
    !isTypingTarget(event.target) &&
    !event.repeat
  ) {
    event.preventDefault();
    void spin();
  }
});
renderPaytable(frame.infoBody, frame.boot, bet.value());
