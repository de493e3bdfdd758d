import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Json = { [key: string]: string | Json };
const root = import.meta.dirname;
const locales = fs
  .readdirSync(root)
  .filter((name) => fs.statSync(path.join(root, name)).isDirectory());
const namespaces = fs.readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));

function flatten(json: Json, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(json).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

function read(locale: string, namespace: string) {
  return flatten(JSON.parse(fs.readFileSync(path.join(root, locale, namespace), 'utf8')) as Json);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('built-in translations', () => {
  it('ship English and three more locales', () => {
    expect(locales.sort()).toEqual(['de', 'en', 'es', 'pt-BR']);
  });

  for (const namespace of namespaces) {
    const english = read('en', namespace);
    for (const locale of locales.filter((l) => l !== 'en')) {
      it(`translate every ${namespace} string into ${locale}, with the same placeholders`, () => {
        const translated = read(locale, namespace);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(translated)) {
          expect(text.trim(), `${locale}/${namespace} ${key}`).not.toBe('');
          expect(placeholders(text), `${locale}/${namespace} ${key}`).toEqual(
            placeholders(english[key] ?? ''),
          );
        }
      });
    }
  }

  it('use single-brace placeholders, as the translator fills them', () => {
    for (const locale of locales) {
      for (const namespace of namespaces) {
        for (const [key, text] of Object.entries(read(locale, namespace))) {
          expect(text, `${locale}/${namespace} ${key}`).not.toMatch(/\{\{/);
        }
      }
    }
  });
});
