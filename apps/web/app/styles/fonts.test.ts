import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const readFont = (file: string) => create(fs.readFileSync(file)) as Font;
const styles = import.meta.dirname;
const subsetFile = path.join(styles, 'fonts/inter-latin-wght-400-700.woff2');
const originalFile = require.resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
const subset = readFont(subsetFile);
const original = readFont(originalFile);

/** The `unicode-range` of the Latin face in fonts.css, as code points. */
function latinRange(): number[] {
  const css = fs.readFileSync(path.join(styles, 'fonts.css'), 'utf8');
  const face = css.slice(css.indexOf('inter-latin-wght-400-700.woff2'));
  const range = /unicode-range:([^;]+);/.exec(face)?.[1] ?? '';
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace('U+', '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    const end = Number.parseInt(to, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

describe('the Latin web font (scripts/subset-font.ts)', () => {
  it('draws every character the original file draws in its range, and the German, Spanish and Portuguese letters', () => {
    const drawn = new Set(subset.characterSet);
    const range = new Set(latinRange());
    const expected = original.characterSet.filter((codePoint) => range.has(codePoint));
    expect(expected.length).toBeGreaterThan(200);
    expect(expected.filter((codePoint) => !drawn.has(codePoint))).toEqual([]);
    for (const letter of 'äöüßÄÖÜéñáíóúçãõâêô€–—…“”„') {
      expect(drawn.has(letter.codePointAt(0) ?? 0), letter).toBe(true);
    }
  });

  it('varies over every weight the app asks for, and its face says so', () => {
    const tokens = fs.readFileSync(path.join(styles, 'tokens.css'), 'utf8');
    const weights = [...tokens.matchAll(/--font-weight-[a-z]+:\s*(\d+)/g)].map(([, w]) =>
      Number(w),
    );
    expect(weights).toEqual([400, 600, 700]);
    const axis = subset.variationAxes.wght;
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(axis?.min ?? Number.NaN);
      expect(weight).toBeLessThanOrEqual(axis?.max ?? Number.NaN);
    }
    const css = fs.readFileSync(path.join(styles, 'fonts.css'), 'utf8');
    const face = css.slice(css.lastIndexOf('@font-face', css.indexOf('inter-latin-wght-400-700')));
    expect(face).toContain(`font-weight: ${axis?.min} ${axis?.max};`);
  });

  it('keeps kerning, contextual alternates and the tabular figures amounts use, and is smaller', () => {
    expect(subset.availableFeatures).toEqual(expect.arrayContaining(['kern', 'calt', 'tnum']));
    expect(fs.statSync(subsetFile).size).toBeLessThan(0.7 * fs.statSync(originalFile).size);
  });
});
