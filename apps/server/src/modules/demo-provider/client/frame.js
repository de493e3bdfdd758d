// @ts-check
/**
 * The frame every game sits in: a title bar with the demo badge and panel buttons, the stage and
 * the dock for controls, meters for balance/bet/win, a polite toast region and modal panels.
 */
import {
  configureLocale,
  createApi,
  formatMoney,
  h,
  ICONS,
  iconButton,
  readBoot,
  svg,
  t,
} from './common.js';
import { mountFairness } from './fairness.js';

/** @typedef {import('./common.js').Boot} Boot */

/** A colour from the game's theme, kept only when the browser reads it as a colour. */
function pickColour(/** @type {unknown} */ value, /** @type {string} */ fallback) {
  return typeof value === 'string' && CSS.supports('color', value) ? value : fallback;
}

/** A labelled amount (balance, bet, win) whose value updates in place. */
export function createMeter(/** @type {string} */ label, /** @type {string} */ name) {
  const value = h('output', { class: 'g-meter-value', 'aria-label': label });
  const node = h(
    'div',
    { class: 'g-meter', 'data-meter': name },
    h('span', { class: 'g-meter-label', text: label }),
    value,
  );
  return {
    node,
    value,
    set: (/** @type {number} */ amountMinor) => {
      value.textContent = formatMoney(amountMinor);
    },
  };
}

/** A modal panel on a native <dialog>: focus trapping and Escape come from the browser. */
export function createDialog(/** @type {string} */ title, /** @type {string} */ name) {
  const titleId = `g-dialog-${name}`;
  const body = h('div', { class: 'g-dialog-body' });
  const close = iconButton('close', t('close'), { class: 'g-icon-button g-dialog-close' });
  const dialog = h(
    'dialog',
    { class: 'g-dialog', 'aria-labelledby': titleId },
    h('header', { class: 'g-dialog-head' }, h('h2', { id: titleId, text: title }), close),
    body,
  );
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  return { dialog, body, open: () => dialog.showModal() };
}

/** Shows a message in the polite live region; errors stay until dismissed or 8 s pass. */
function createToaster(/** @type {HTMLElement} */ region) {
  return (/** @type {string} */ message, tone = 'error') => {
    const dismiss = iconButton('close', t('dismiss'), { class: 'g-icon-button g-toast-close' });
    const toast = h(
      'div',
      { class: 'g-toast', 'data-tone': tone },
      h('p', { text: message }),
      dismiss,
    );
    const remove = () => toast.remove();
    dismiss.addEventListener('click', remove);
    region.append(toast);
    while (region.children.length > 3) region.firstElementChild?.remove();
    setTimeout(remove, tone === 'error' ? 8000 : 4000);
  };
}

/** Builds the title bar: lobby link, names, demo badge and the panel buttons. */
function buildBar(/** @type {Boot} */ boot, /** @type {HTMLElement[]} */ actions) {
  const lobby = boot.lobbyUrl
    ? h('a', {
        class: 'g-icon-button',
        href: boot.lobbyUrl,
        target: '_top',
        'aria-label': t('lobby'),
      })
    : null;
  lobby?.append(svg(ICONS.home));
  const badge = h('span', {
    class: 'g-badge',
    'data-mode': boot.mode,
    text: t(boot.mode === 'demo' ? 'demoBadge' : 'realBadge'),
  });
  // In a casino's page the casino's own bar names the game: here the names are for screen
  // readers only, not shown twice. Opened on its own, the frame shows them.
  const isEmbedded = window.top !== window;
  return h(
    'header',
    { class: 'g-bar' },
    lobby,
    h(
      'div',
      { class: isEmbedded ? 'g-titles g-sr' : 'g-titles' },
      h('h1', { class: 'g-name', text: boot.name }),
      h('span', { class: 'g-provider', text: boot.providerName }),
    ),
    badge,
    h('div', { class: 'g-bar-actions' }, ...actions),
  );
}

/**
 * Mounts the frame into #game-root and loads the session state.
 * @param {{ onState?: (state: import('./common.js').SessionState) => void }} [options]
 */
export function mountFrame(options = {}) {
  const boot = readBoot();
  configureLocale(boot);
  document.documentElement.lang = boot.locale || 'en';
  const api = createApi(boot);
  const root = /** @type {HTMLElement} */ (document.getElementById('game-root'));
  const toastRegion = h('div', { class: 'g-toasts', role: 'status', 'aria-live': 'polite' });
  const toast = createToaster(toastRegion);
  const info = createDialog(t('info'), 'info');
  const fairness = mountFairness(boot, api, toast);
  const infoButton = iconButton('info', t('info'), { onclick: info.open });
  const fairButton = iconButton('shield', t('fairness'), { onclick: fairness.open });
  const stage = h('section', { class: 'g-stage' });
  const dock = h('section', { class: 'g-dock', 'aria-label': t('bet') });
  const app = h(
    'div',
    { class: 'g-app', 'data-kind': boot.kind, 'data-busy': 'false' },
    buildBar(boot, [infoButton, fairButton]),
    h('main', { class: 'g-main' }, stage, dock),
    toastRegion,
    info.dialog,
    fairness.dialog,
  );
  app.style.setProperty('--theme-from', pickColour(boot.theme.from, '#1b2440'));
  app.style.setProperty('--theme-to', pickColour(boot.theme.to, '#0b1020'));
  app.style.setProperty('--accent', pickColour(boot.theme.accent, '#f5b942'));
  root.replaceChildren(app);
  api
    .getState()
    .then((state) => {
      fairness.update(state.fairness, state.rounds);
      options.onState?.(state);
    })
    .catch((error) => toast(error.message));
  return {
    boot,
    api,
    app,
    stage,
    dock,
    infoBody: info.body,
    toast,
    /** Marks the page busy while a round is in flight: the games disable their controls. */
    setBusy: (/** @type {boolean} */ isBusy) => {
      app.dataset.busy = String(isBusy);
      fairButton.disabled = isBusy;
    },
    /** Updates the fairness panel after a round: the next nonce follows the one just used. */
    recordRound: (/** @type {import('./common.js').RoundResult} */ result) =>
      fairness.recordRound(result),
  };
}
