/**
 * Makes the Latin web font the pages load first smaller (docs/PERFORMANCE.md §37): Fontsource's
 * Inter Variable Latin file (48 KB) carries the weight axis from 100 to 900 and every OpenType
 * feature, and the app uses three weights (tokens.css: 400, 600, 700), the browser's default
 * features and tabular figures. The subset keeps every character of the original file, so the
 * `unicode-range` in styles/fonts.css stays true. The file is kept in the repository (Inter is
 * under the SIL Open Font License, copied beside it); run again after updating Fontsource:
 * `node apps/web/scripts/subset-font.ts`. styles/fonts.test.ts checks the result.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, type Font } from 'fontkit';
import subsetFont from 'subset-font';

const fontsourceDir = path.dirname(
  fileURLToPath(import.meta.resolve('@fontsource-variable/inter/package.json')),
);
const source = path.join(fontsourceDir, 'files/inter-latin-wght-normal.woff2');
const outDir = path.resolve(import.meta.dirname, '../app/styles/fonts');

/** The weights the app uses lie within it (tokens.css `--font-weight-*`). */
const WEIGHT_AXIS = { min: 400, max: 700 };
/** The features browsers apply by default to Latin text, and tabular figures (`tabular-nums`). */
const FEATURES = [
  'kern',
  'liga',
  'clig',
  'calt',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'rclt',
  'tnum',
];

const original = fs.readFileSync(source);
const { characterSet } = create(original) as Font;
const subset = await subsetFont(original, String.fromCodePoint(...characterSet), {
  targetFormat: 'woff2',
  variationAxes: { wght: WEIGHT_AXIS },
  keepFeatures: FEATURES,
});
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'inter-latin-wght-400-700.woff2'), subset);
fs.copyFileSync(path.join(fontsourceDir, 'LICENSE'), path.join(outDir, 'Inter-LICENSE.txt'));
console.log(`${original.length} B → ${subset.length} B, ${characterSet.length} characters`);
