// @ts-check
/**
 * Crash: the player sets a bet and an auto cash-out (1.01× to 1000.00×), the multiplier climbs from
 * 1.00× to the round's crash point; passing the cash-out pays bet × cash-out.
 */
import { formatMoney, formatMultiplier, h, t, wait } from './common.js';
import { createBetSelector, createHistory, isTypingTarget } from './controls.js';
import { mountChart } from './crash-chart.js';
import { createMeter, mountFrame } from './frame.js';

const MIN_CASH_OUT = 101;
const MAX_CASH_OUT = 100000;
const QUICK_CASH_OUTS = [150, 200, 500, 1000];

const frame = mountFrame({ onState: (state) => setBalance(state.balance) });
const { boot } = frame;

const readout = h('p', { class: 'c-readout', 'aria-hidden': 'true', text: formatMultiplier(100) });
const banner = h('p', { class: 'c-banner', 'aria-hidden': 'true' });
const screen = h('div', { class: 'c-screen' }, readout, banner);
const chart = mountChart(screen, readout);
const result = h('p', { class: 'g-result', role: 'status', 'aria-live': 'polite' });
const history = createHistory(t('lastCrashes'), `crash-history:${boot.gameId}`);
frame.stage.append(history.node, screen, result);

const balanceMeter = createMeter(t('balance'), 'balance');
const winMeter = createMeter(t('lastWin'), 'win');
const potentialMeter = createMeter(t('potentialWin'), 'potential');
const bet = createBetSelector(boot, () => renderPotential());
const input = h('input', {
  id: 'c-cash-out',
  inputmode: 'decimal',
  autocomplete: 'off',
  value: '2.00',
  'aria-describedby': 'c-cash-out-error',
});
const inputError = h('p', { id: 'c-cash-out-error', class: 'g-field-error' });
const quick = QUICK_CASH_OUTS.map((value) => {
  const button = h('button', {
    type: 'button',
    class: 'g-chip-option',
    text: formatMultiplier(value),
  });
  button.addEventListener('click', () => {
    input.value = (value / 100).toFixed(2);
    validateCashOut();
  });
  return button;
});
const playButton = h('button', { type: 'button', class: 'g-button c-play', text: t('startRound') });
frame.dock.append(
  h('div', { class: 'g-meters' }, balanceMeter.node, winMeter.node, potentialMeter.node),
  h(
    'div',
    { class: 'c-controls' },
    bet.node,
    h(
      'div',
      { class: 'g-field c-field' },
      h('label', { for: 'c-cash-out', class: 'g-meter-label', text: t('cashOutAt') }),
      h(
        'div',
        { class: 'c-input-line' },
        input,
        h('span', { class: 'c-suffix', 'aria-hidden': 'true', text: '×' }),
      ),
      h('div', { class: 'c-quick' }, ...quick),
      inputError,
    ),
    playButton,
  ),
);

/** @type {number | null} */
let balance = null;
let isBusy = false;

function setBalance(/** @type {number} */ amountMinor) {
  balance = amountMinor;
  balanceMeter.set(amountMinor);
}

/** The cash-out as an integer ×100, or null when the text is not a multiplier in range. */
function readCashOut() {
  const text = input.value.trim().replace(',', '.').replace(/×$/, '');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value >= MIN_CASH_OUT && value <= MAX_CASH_OUT ? value : null;
}

function validateCashOut() {
  const value = readCashOut();
  input.setAttribute('aria-invalid', String(value === null));
  inputError.textContent = value === null ? t('cashOutInvalid') : '';
  renderPotential();
  return value;
}

function renderPotential() {
  const value = readCashOut();
  potentialMeter.set(value === null ? 0 : Math.floor((bet.value() * value) / 100));
}

function setBusy(/** @type {boolean} */ value) {
  isBusy = value;
  frame.setBusy(value);
  playButton.disabled = value;
  input.disabled = value;
  bet.setDisabled(value);
  for (const button of quick) button.disabled = value;
}

function toneOf(/** @type {number} */ crashPoint) {
  if (crashPoint < 200) return 'low';
  return crashPoint < 1000 ? 'high' : 'huge';
}

/** Animates the round, then names the result: cashed out at x, or crashed at y. */
async function presentOutcome(/** @type {import('./common.js').RoundResult} */ round) {
  const { crashPoint, cashOutAt, isCashedOut } = round.outcome;
  screen.dataset.state = 'running';
  await chart.play(round.outcome, () => {
    banner.textContent = t('cashedOut', { multiplier: formatMultiplier(cashOutAt) });
    banner.dataset.tone = 'win';
    winMeter.set(round.win);
  });
  screen.dataset.state = 'crashed';
  const crashed = t('crashedAt', { multiplier: formatMultiplier(crashPoint) });
  if (isCashedOut) {
    banner.textContent = `${t('cashedOut', { multiplier: formatMultiplier(cashOutAt) })} · ${formatMoney(round.win)}`;
    result.textContent = `${banner.textContent}. ${crashed}`;
  } else {
    banner.textContent = crashed;
    banner.dataset.tone = 'lose';
    result.textContent = crashed;
  }
  winMeter.set(round.win);
  history.add(formatMultiplier(crashPoint), toneOf(crashPoint));
}

async function play() {
  if (isBusy) return;
  const cashOutAt = validateCashOut();
  if (cashOutAt === null) {
    input.focus();
    return;
  }
  const stake = bet.value();
  setBusy(true);
  banner.textContent = '';
  delete banner.dataset.tone;
  if (balance !== null) balanceMeter.set(balance - stake);
  try {
    const round = await frame.api.playRound(stake, { cashOutAt });
    await presentOutcome(round);
    setBalance(round.balance);
    frame.recordRound(round);
    await wait(400);
  } catch (failure) {
    if (balance !== null) balanceMeter.set(balance);
    frame.toast(/** @type {Error} */ (failure).message);
  } finally {
    setBusy(false);
  }
}

input.addEventListener('input', () => {
  if (input.getAttribute('aria-invalid') === 'true') validateCashOut();
  else renderPotential();
});
input.addEventListener('blur', () => {
  const value = validateCashOut();
  if (value !== null) input.value = (value / 100).toFixed(2);
});
input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') void play();
});
playButton.addEventListener('click', () => void play());
document.addEventListener('keydown', (event) => {
  if (event.key === ' ' && !isTypingTarget(event.target) && !event.repeat) {
    event.preventDefault();
    void play();
  }
});
frame.infoBody.append(
  h('p', { text: t('crashRules') }),
  boot.rtpBasisPoints
    ? h('p', {
        class: 'g-muted',
        text: t('rtp', { rtp: `${(boot.rtpBasisPoints / 100).toFixed(2)} %` }),
      })
    : '',
);
winMeter.set(0);
renderPotential();
chart.draw();
