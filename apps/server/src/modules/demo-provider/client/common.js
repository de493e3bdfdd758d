// @ts-check
/**
 * Shared pieces of the demo provider's game pages: the boot data, translations, money, the client
 * API of the provider and the frame every game sits in (title bar, balance bar, toasts, panels).
 */

/**
 * @typedef {{ from?: string, to?: string, accent?: string }} GameTheme
 * @typedef {{
 *   gameId: string, name: string, kind: string, providerName: string, theme: GameTheme,
 *   config: Record<string, unknown>, mode: 'real' | 'demo', sessionKey: string, currency: string,
 *   minorDigits: number, locale: string, strings: Record<string, string>, betLevels: number[],
 *   defaultBet: number, maxStake?: number, lobbyUrl?: string, verifyUrl: string, rtpBasisPoints?: number
 * }} Boot
 * @typedef {{ serverSeedHash: string, clientSeed: string, nonce: number }} Fairness
 * @typedef {{ id: string, nonce: number, stake: number, win: number, createdAt: string }} RoundSummary
 * @typedef {{ freespinId: string, remaining: number, betAmount: number }} Freespins
 * @typedef {{ balance: number, currency: string, fairness: Fairness, rounds: RoundSummary[],
 *   freespins?: Freespins[] }} SessionState
 * @typedef {{ roundId: string, nonce: number, serverSeedHash: string, clientSeed: string,
 *   stake: number, win: number, balance: number, outcome: any, freespins?: Freespins[] }} RoundResult
 * @typedef {{ serverSeed: string, serverSeedHash: string, clientSeed: string, nonces: [number, number] | null }} Revealed
 */

/** @returns {Boot} */
export function readBoot() {
  const node = document.getElementById('game-boot');
  const boot = JSON.parse(node?.textContent || '{}');
  boot.strings ??= {};
  boot.betLevels = Array.isArray(boot.betLevels) && boot.betLevels.length ? boot.betLevels : [100];
  boot.minorDigits = Number.isInteger(boot.minorDigits) ? boot.minorDigits : 2;
  boot.theme ??= {};
  return boot;
}

/** @type {Record<string, string>} */
let strings = {};
let locale = 'en';
let currency = '';
/** @type {((decimal: string) => string) | null} */
let moneyFormat = null;
/** @type {Intl.NumberFormat | null} */
let multiplierFormat = null;
let minorDigits = 2;

/** Sets the translations and the money format every other helper of this module uses. */
export function configureLocale(/** @type {Boot} */ boot) {
  strings = boot.strings;
  locale = boot.locale || 'en';
  currency = boot.currency;
  minorDigits = boot.minorDigits;
  moneyFormat = null;
  multiplierFormat = null;
}

/** A translated string with `{name}` placeholders filled; the key itself when it is missing. */
export function t(
  /** @type {string} */ key,
  /** @type {Record<string, string|number>} */ params = {},
) {
  const text = strings[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Formats integer minor units exactly: the decimal is built as a string, never a float. */
export function formatMoney(/** @type {number} */ amountMinor) {
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(amountMinor))).padStart(minorDigits + 1, '0');
  const decimal =
    minorDigits > 0
      ? `${sign}${digits.slice(0, -minorDigits)}.${digits.slice(-minorDigits)}`
      : `${sign}${digits}`;
  moneyFormat ??= createMoneyFormat();
  return moneyFormat(decimal);
}

/**
 * The currency's format, made on first use; a code Intl refuses as a currency (USDT) gets the
 * number, then the code, as the web app writes it. Intl formats a decimal string exactly.
 */
function createMoneyFormat() {
  const digits = { minimumFractionDigits: minorDigits, maximumFractionDigits: minorDigits };
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits });
    return (/** @type {string} */ decimal) => format.format(/** @type {any} */ (decimal));
  } catch {
    const format = new Intl.NumberFormat(locale, digits);
    return (/** @type {string} */ decimal) =>
      `${format.format(/** @type {any} */ (decimal))} ${currency}`;
  }
}

/**
 * A multiplier kept as an integer ×100 (e.g. 245 → "2.45×"). The crash chart writes one every
 * frame: the format is made once per locale.
 */
export function formatMultiplier(/** @type {number} */ timesHundred) {
  multiplierFormat ??= new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${multiplierFormat.format(timesHundred / 100)}×`;
}

export class ApiError extends Error {
  /** @param {string} message @param {number} status @param {number | undefined} code */
  constructor(message, status, code) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Calls the provider's client API; a refusal throws its translated message. */
async function requestJson(/** @type {string} */ url, /** @type {RequestInit} */ init = {}) {
  /** @type {Response} */
  let response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  } catch {
    throw new ApiError(t('errorNetwork'), 0, undefined);
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const error = body?.error;
    throw new ApiError(error?.message || t('errorGeneric'), response.status, error?.code);
  }
  return body;
}

/** The client API of one session: state, rounds, client seed and seed rotation. */
export function createApi(/** @type {Boot} */ boot) {
  const base = `/provider/demo/api/sessions/${encodeURIComponent(boot.sessionKey)}`;
  return {
    /** @returns {Promise<SessionState>} */
    getState: () => requestJson(`${base}/state`),
    /** @returns {Promise<RoundResult>} */
    playRound: (
      /** @type {number} */ stake,
      /** @type {unknown} */ input,
      /** @type {string | undefined} */ freespinId = undefined,
    ) =>
      requestJson(`${base}/rounds`, {
        method: 'POST',
        body: JSON.stringify({ gameId: boot.gameId, stake, input, freespinId }),
      }),
    /** @returns {Promise<{ fairness: Fairness, revealed?: Revealed }>} */
    setClientSeed: (/** @type {string} */ clientSeed) =>
      requestJson(`${base}/client-seed`, { method: 'PUT', body: JSON.stringify({ clientSeed }) }),
    /** @returns {Promise<{ revealed: Revealed, fairness: Fairness }>} */
    rotateSeed: () => requestJson(`${base}/rotate`, { method: 'POST', body: '{}' }),
  };
}

/**
 * Creates an element: `h('button', { class: 'x', onclick }, 'text')`. Keys starting with `on`
 * become listeners, `aria-*`/`data-*`/others attributes; `false`/`null` attributes are skipped.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [attributes]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith('on') && typeof value === 'function') {
      element.addEventListener(name.slice(2), value);
    } else if (name === 'text') {
      element.textContent = String(value);
    } else {
      element.setAttribute(name, value === true ? '' : String(value));
    }
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** Parses trusted SVG markup written in this folder into a node. */
export function svg(/** @type {string} */ markup) {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  return /** @type {SVGSVGElement} */ (template.content.firstElementChild);
}

export const ICONS = {
  info: '<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 10.5v6M12 7.2v.1" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/></svg>',
  shield:
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2.5 4 5.5v6c0 4.7 3.3 8.6 8 10 4.7-1.4 8-5.3 8-10v-6z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/><path d="m8.5 12 2.5 2.5 4.5-5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  home: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3.5 11 12 4l8.5 7M6 9.5V20h4.5v-5.5h3V20H18V9.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>',
  close:
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="m6 6 12 12M18 6 6 18" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/></svg>',
  minus:
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 12h12" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/></svg>',
  plus: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 12h12M12 6v12" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/></svg>',
  undo: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 14 4 9l5-5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/></svg>',
  clear:
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>',
  repeat:
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M17 2.5 20.5 6 17 9.5M20 6H8a4 4 0 0 0-4 4v1M7 21.5 3.5 18 7 14.5M4 18h12a4 4 0 0 0 4-4v-1" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  auto: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v4.5h-4.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/><path d="m10 9 5 3-5 3z" fill="currentColor"/></svg>',
};

/** A button holding an icon and a visually hidden or visible label. */
export function iconButton(
  /** @type {keyof typeof ICONS} */ icon,
  /** @type {string} */ label,
  /** @type {Record<string, any>} */ attributes = {},
  isLabelVisible = false,
) {
  const button = h('button', { type: 'button', class: 'g-icon-button', ...attributes });
  button.append(svg(ICONS[icon]));
  button.append(h('span', { class: isLabelVisible ? 'g-icon-label' : 'g-sr', text: label }));
  return button;
}

/** Whether animations should be skipped (the player asked the system for less motion). */
export function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Resolves after `ms`, or at once when motion is reduced. */
export function wait(/** @type {number} */ ms) {
  return new Promise((resolve) => setTimeout(resolve, prefersReducedMotion() ? 0 : ms));
}

/** Counts a money display up from `fromMinor` to `toMinor` over `ms`. */
export function countUp(
  /** @type {HTMLElement} */ node,
  /** @type {number} */ fromMinor,
  /** @type {number} */ toMinor,
  ms = 900,
) {
  if (prefersReducedMotion() || ms <= 0) {
    node.textContent = formatMoney(toMinor);
    return Promise.resolve();
  }
  const start = performance.now();
  return new Promise((resolve) => {
    const step = (/** @type {number} */ now) => {
      const progress = Math.min(1, (now - start) / ms);
      const eased = 1 - (1 - progress) ** 3;
      node.textContent = formatMoney(Math.round(fromMinor + (toMinor - fromMinor) * eased));
      if (progress < 1) requestAnimationFrame(step);
      else resolve(undefined);
    };
    requestAnimationFrame(step);
  });
}
