// @ts-check
/** Controls more than one game uses: the bet selector, the big-win overlay, the history strip. */
import { countUp, formatMoney, h, iconButton, prefersReducedMotion, t, wait } from './common.js';

/** Whether a key press belongs to the focused control rather than to the game's shortcut. */
export function isTypingTarget(/** @type {EventTarget | null} */ target) {
  return (
    target instanceof Element &&
    Boolean(
      target.closest('input, textarea, select, button, a, summary, dialog, [contenteditable]'),
    )
  );
}

/**
 * Steps through the provider's bet levels with − and +; the value is a bet level in minor units.
 * @param {import('./common.js').Boot} boot
 * @param {(stakeMinor: number) => void} [onChange]
 */
export function createBetSelector(boot, onChange) {
  const levels = boot.betLevels;
  let index = Math.max(0, levels.indexOf(boot.defaultBet));
  const output = h('output', { class: 'g-bet-value', 'aria-live': 'polite', id: 'g-bet-value' });
  const lower = iconButton('minus', t('betDecrease'), { 'aria-describedby': 'g-bet-value' });
  const raise = iconButton('plus', t('betIncrease'), { 'aria-describedby': 'g-bet-value' });
  let isDisabled = false;
  const render = () => {
    output.textContent = formatMoney(levels[index]);
    lower.disabled = isDisabled || index === 0;
    raise.disabled = isDisabled || index === levels.length - 1;
  };
  const step = (/** @type {number} */ delta) => {
    index = Math.min(levels.length - 1, Math.max(0, index + delta));
    render();
    onChange?.(levels[index]);
  };
  lower.addEventListener('click', () => step(-1));
  raise.addEventListener('click', () => step(1));
  render();
  const node = h(
    'div',
    { class: 'g-bet', role: 'group', 'aria-label': t('bet') },
    h('span', { class: 'g-meter-label', text: t('bet') }),
    h('div', { class: 'g-bet-line' }, lower, output, raise),
  );
  return {
    node,
    value: () => levels[index],
    setDisabled: (/** @type {boolean} */ value) => {
      isDisabled = value;
      render();
    },
  };
}

/** A full-stage overlay for a big win: title, counting amount, falling coins; click to skip. */
export async function celebrate(
  /** @type {HTMLElement} */ stage,
  /** @type {number | null} */ amountMinor,
  /** @type {string} */ title,
) {
  const amount = h('p', { class: 'g-celebrate-amount' });
  const coins = h('div', { class: 'g-coins', 'aria-hidden': 'true' });
  if (!prefersReducedMotion()) {
    for (let index = 0; index < 28; index += 1) {
      const coin = h('span', { class: 'g-coin' });
      coin.style.setProperty('--x', `${Math.round(Math.random() * 100)}%`);
      coin.style.setProperty('--delay', `${Math.round(Math.random() * 1200)}ms`);
      coin.style.setProperty('--spin', `${600 + Math.round(Math.random() * 900)}ms`);
      coins.append(coin);
    }
  }
  const overlay = h(
    'div',
    { class: 'g-celebrate', 'aria-hidden': 'true' },
    coins,
    h('p', { class: 'g-celebrate-title', text: title }),
    amount,
  );
  stage.append(overlay);
  let isSkipped = false;
  overlay.addEventListener('click', () => {
    isSkipped = true;
  });
  if (amountMinor !== null) await countUp(amount, 0, amountMinor, 1800);
  for (let waited = 0; waited < 1800 && !isSkipped; waited += 100) await wait(100);
  overlay.classList.add('is-leaving');
  await wait(300);
  overlay.remove();
}

/**
 * The strip of last results (numbers, crash points), newest first, kept for the tab's lifetime.
 * @param {string} label
 * @param {string} storageKey
 */
export function createHistory(label, storageKey) {
  const list = h('ol', { class: 'g-history-list' });
  const node = h(
    'section',
    { class: 'g-history', 'aria-label': label },
    h('h2', { class: 'g-history-title', text: label }),
    list,
  );
  /** @type {{ text: string, tone: string }[]} */
  let items = [];
  try {
    items = JSON.parse(sessionStorage.getItem(storageKey) || '[]');
  } catch {
    items = [];
  }
  const render = () => {
    list.replaceChildren(
      ...items.map((item) =>
        h('li', { class: 'g-history-item', 'data-tone': item.tone, text: item.text }),
      ),
    );
  };
  render();
  return {
    node,
    add: (/** @type {string} */ text, /** @type {string} */ tone) => {
      items = [{ text, tone }, ...items].slice(0, 16);
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(items));
      } catch {
        // Storage can be refused inside a third-party iframe; the strip then lives in memory only.
      }
      render();
    },
  };
}
