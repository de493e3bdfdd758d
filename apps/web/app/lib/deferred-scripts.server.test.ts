import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  DEFERRED_MODULE_ID,
  DEFERRED_MODULE_TYPE,
  deferAppScripts,
  deferAppScriptsStream,
} from './deferred-scripts.server';

// The shape React Router's <Scripts /> gives a page once React has hoisted the preloads.
const MODULE_CODE =
  ';\nimport * as route0 from "/assets/root-a.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-b.js");';
const PAGE = [
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/style-c.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-b.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root-a.js" nonce="n0nce"/>',
  '</head><body><main><img src="/art/hero.webp" fetchPriority="high"/><p>Grüße – Willkommen</p></main>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  `<script nonce="n0nce" type="module" async="">${MODULE_CODE}</script>`,
  '<div hidden id="S:0"><script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></div>',
  '</body></html>',
].join('');

describe('deferAppScripts', () => {
  it('takes the module preloads out of the head and keeps their addresses, in order, on the inert module script', () => {
    const page = deferAppScripts(PAGE)!;
    expect(page).not.toContain('rel="modulepreload"');
    const inert = new RegExp(
      `<script type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}" data-module-preloads="([^"]*)">([\\s\\S]*?)</script>`,
    ).exec(page);
    expect(inert?.[1]).toBe('/assets/entry.client-b.js /assets/root-a.js');
    expect(inert?.[2]).toBe(MODULE_CODE);
    expect(page).not.toContain('type="module"');
  });

  it('follows the inert script with its starter, under the page’s nonce, and leaves the rest as it was', () => {
    const page = deferAppScripts(PAGE)!;
    const after = page.slice(page.indexOf(`id="${DEFERRED_MODULE_ID}"`));
    expect(after).toMatch(/^[^<]*>[\s\S]*?<\/script><script nonce="n0nce">\(\(\)=>\{/);
    expect(page).toContain('<link rel="stylesheet" href="/assets/style-c.css"/>');
    expect(page).toContain(
      '<div hidden id="S:0"><script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></div></body></html>',
    );
    expect(page.indexOf('window.__reactRouterContext = {}')).toBeLessThan(
      page.indexOf(DEFERRED_MODULE_TYPE),
    );
  });

  it('leaves a page without React Router’s module script alone', () => {
    expect(deferAppScripts('<html><body><p>Offline</p></body></html>')).toBeUndefined();
  });
});

describe('deferAppScriptsStream', () => {
  const run = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(deferAppScriptsStream()));

  it('gives the same page whatever the chunks, even one cut inside a character or the module script', async () => {
    const bytes = Buffer.from(PAGE, 'utf8');
    const cuts = [
      bytes.indexOf(Buffer.from('ü')) + 1, // inside the two bytes of "ü"
      bytes.indexOf(Buffer.from('import * as')) + 3,
      bytes.indexOf(Buffer.from('</script><div hidden')) + 4,
    ];
    const chunks = [0, ...cuts, bytes.length]
      .slice(1)
      .map((end, i, ends) => bytes.subarray(i === 0 ? 0 : ends[i - 1], end));
    expect(await run(chunks)).toBe(deferAppScripts(PAGE));
  });

  it('sends a page without a module script as it came', async () => {
    const page = '<html><body><p>Grüße</p></body></html>';
    const bytes = Buffer.from(page);
    expect(await run([bytes.subarray(0, 20), bytes.subarray(20)])).toBe(page);
  });
});
