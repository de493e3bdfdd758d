import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildSprite, ICONS_MODULE, iconNames } from '../../../icon-sprite';
import { ChevronDown, WifiOff } from './icons';

describe('icons from the sprite', () => {
  it('builds one symbol per icon the app names, each with Lucide’s drawing', async () => {
    const names = iconNames();
    const sprite = await buildSprite(names);
    const symbols = [
      ...sprite.matchAll(/<symbol id="([a-z0-9-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g),
    ];
    expect(symbols.map((symbol) => symbol[1])).toEqual(names);
    for (const [, name, drawing] of symbols) {
      expect(drawing, name).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
      expect(drawing, name).not.toContain('key=');
    }
    expect(sprite).toContain(
      '<symbol id="chevron-down" viewBox="0 0 24 24"><path d="m6 9 6 6 6-6"/></symbol>',
    );
  });

  it('refuses a name Lucide does not have, instead of an empty icon', async () => {
    await expect(buildSprite(['no-such-icon'])).rejects.toThrow('no-such-icon');
  });

  it('draws an icon as a reference into the sprite, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<ChevronDown size={16} className="arrow" />);
    expect(html).toMatch(/^<svg [^>]*width="16" height="16"[^>]*aria-hidden="true"/);
    expect(html).toContain('class="lucide lucide-chevron-down arrow"');
    expect(html).toMatch(/<use href="[^"#]+#chevron-down"><\/use><\/svg>$/);
  });

  it('leaves a labelled icon to be read out', () => {
    const html = renderToStaticMarkup(<WifiOff aria-label="Offline" />);
    expect(html).toContain('aria-label="Offline"');
    expect(html).not.toContain('aria-hidden');
  });

  it('names each drawing once (no second component for one of Lucide’s aliases)', () => {
    const source = fs.readFileSync(ICONS_MODULE, 'utf8');
    const calls = [...source.matchAll(/\bicon\('([a-z0-9-]+)'\)/g)].map((match) => match[1]);
    expect(calls).toEqual(iconNames());
  });
});
