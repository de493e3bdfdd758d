import { escapeHtml } from '../sandbox/pages.ts';
import type { DemoLocale, DemoStrings } from './strings.ts';

/**
 * The provider's server-rendered HTML: the game page (a shell the game client fills from its
 * boot JSON), the error page shown inside the iframe, and the frame of the verification page.
 * Inline styles carry the request's CSP nonce; no inline script runs (the boot JSON is data).
 */

export const ASSET_BASE = '/provider/demo/assets';

/** JSON that is safe inside a script element: nothing in it can close the element. */
export function serializeBoot(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const COLOUR = /^#[0-9a-fA-F]{3,8}$/;

/** The game's theme colours as CSS custom properties (only plain hex colours get through). */
function themeStyle(theme: Record<string, unknown>) {
  const colour = (value: unknown, fallback: string) =>
    typeof value === 'string' && COLOUR.test(value) ? value : fallback;
  const from = colour(theme.from, '#1b1030');
  const to = colour(theme.to, '#07050f');
  const accent = colour(theme.accent, '#f5c542');
  return `:root { --theme-from: ${from}; --theme-to: ${to}; --theme-accent: ${accent}; }
  html, body { margin: 0; min-height: 100%; background: linear-gradient(160deg, ${from}, ${to}); }`;
}

export interface GameBoot {
  gameId: string;
  name: string;
  kind: string;
  providerName: string;
  theme: Record<string, unknown>;
  config: Record<string, unknown>;
  mode: 'real' | 'demo';
  sessionKey: string;
  currency: string;
  minorDigits: number;
  locale: DemoLocale;
  strings: DemoStrings;
  betLevels: number[];
  defaultBet: number;
  maxStake: number;
  rtpBasisPoints: number;
  lobbyUrl: string;
  verifyUrl: string;
}

/** The start of every page: doctype, language, the common meta tags and the title. */
function documentStart(
  locale: DemoLocale,
  title: string,
  viewport = 'width=device-width, initial-scale=1',
) {
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="${viewport}">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>`;
}

export function renderGamePage(boot: GameBoot, nonce: string) {
  const kind = escapeHtml(boot.kind);
  const title = `${boot.name} · ${boot.providerName}`;
  return `${documentStart(boot.locale, title, 'width=device-width, initial-scale=1, viewport-fit=cover')}
<link rel="stylesheet" href="${ASSET_BASE}/game.css">
<style nonce="${nonce}">${themeStyle(boot.theme)}</style>
<script type="application/json" id="game-boot">${serializeBoot(boot)}</script>
<script type="module" src="${ASSET_BASE}/common.js"></script>
<script type="module" src="${ASSET_BASE}/${kind}.js"></script>
</head>
<body data-kind="${kind}" data-mode="${escapeHtml(boot.mode)}">
<div id="game-root"></div>
</body>
</html>`;
}

const PAGE_STYLE = `
  :root { color-scheme: dark; --accent: #f5c542; --muted: #a8a3b8; --line: #2c2640; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #f2eff8;
    background: radial-gradient(circle at 50% 0%, #2a1850, #0b0814 70%); min-height: 100vh; padding: 16px; }
  main { max-width: 880px; margin: 0 auto; background: rgb(20 16 34 / 0.92); border: 1px solid var(--line);
    border-radius: 16px; padding: 24px; box-shadow: 0 20px 60px rgb(0 0 0 / 0.45); }
  main.narrow { max-width: 480px; margin-top: 10vh; text-align: center; }
  header { display: flex; align-items: center; gap: 8px; color: var(--accent); font-weight: 700;
    letter-spacing: 0.04em; text-transform: uppercase; font-size: 13px; }
  h1 { font-size: 24px; margin: 8px 0 12px; }
  h2 { font-size: 18px; margin: 24px 0 8px; }
  p { margin: 8px 0; }
  .muted { color: var(--muted); font-size: 14px; }
  a { color: var(--accent); }
  a.button, button { display: inline-block; font: inherit; font-weight: 700; border: 0; border-radius: 999px;
    padding: 10px 22px; cursor: pointer; background: linear-gradient(180deg, #ffd86b, #e0a825); color: #241600;
    text-decoration: none; margin-top: 12px; }
  a.button:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible,
  textarea:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  form.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 12px; }
  form.grid .wide { grid-column: 1 / -1; }
  label { display: block; font-size: 13px; color: var(--muted); margin-bottom: 4px; }
  input, select, textarea { width: 100%; font: inherit; color: inherit; background: #0d0a18;
    border: 1px solid var(--line); border-radius: 10px; padding: 9px 12px; }
  textarea { min-height: 72px; font-family: ui-monospace, monospace; font-size: 13px; }
  code, pre { font-family: ui-monospace, monospace; font-size: 13px; word-break: break-all; }
  pre { white-space: pre-wrap; background: #0d0a18; border-radius: 10px; padding: 12px; }
  .result { border: 1px solid var(--line); border-radius: 12px; padding: 16px; margin-top: 20px; }
  .ok { color: #4ade80; } .bad { color: #f87171; }
  .reels { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 6px; max-width: 420px; }
  .reels span { background: #0d0a18; border: 1px solid var(--line); border-radius: 8px; padding: 8px 4px;
    text-align: center; font-size: 13px; }
  .ball { display: inline-grid; place-items: center; width: 48px; height: 48px; border-radius: 50%;
    font-weight: 800; font-size: 20px; }
  .ball.red { background: #c81e3a; } .ball.black { background: #111; border: 1px solid #444; }
  .ball.green { background: #0f8a3c; }
  .figure { font-size: 28px; font-weight: 800; color: var(--accent); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 12px 0; }
  dt { color: var(--muted); } dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid var(--line); }
  .table-wrap { overflow-x: auto; }`;

export function renderLayout(options: {
  locale: DemoLocale;
  title: string;
  nonce: string;
  body: string;
  isNarrow?: boolean;
}) {
  return `${documentStart(options.locale, options.title)}
<style nonce="${options.nonce}">${PAGE_STYLE}</style>
</head>
<body>
<main class="${options.isNarrow ? 'narrow' : ''}">
${options.body}
</main>
</body>
</html>`;
}

/** What the iframe shows when the game cannot start: why, and the way back. */
export function renderErrorPage(options: {
  locale: DemoLocale;
  strings: DemoStrings;
  message: string;
  lobbyUrl: string;
  nonce: string;
}) {
  const { strings } = options;
  return renderLayout({
    locale: options.locale,
    title: strings.errorTitle,
    nonce: options.nonce,
    isNarrow: true,
    body: `<h1>${escapeHtml(strings.errorTitle)}</h1>
<p>${escapeHtml(options.message)}</p>
<a class="button" href="${escapeHtml(options.lobbyUrl)}" target="_top">${escapeHtml(strings.backToLobby)}</a>`,
  });
}
