import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloads } from './low-priority-preloads.server';

/** Streams `chunks` through the transform and answers what came out. */
function pipeChunks(chunks: (string | Buffer)[]) {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowerModulePreloads()));
}

const HEAD =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/></head>';

describe('lowerModulePreloads', () => {
  it('marks every module preload of the head low priority and leaves the rest as it was', async () => {
    const html = await pipeChunks([HEAD, '<body><p>Lobby</p></body></html>']);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js" nonce="n"/></head>' +
        '<body><p>Lobby</p></body></html>',
    );
  });

  it('finds a tag cut between two chunks, and a character cut between its bytes', async () => {
    const bytes = Buffer.from(`<title>Café</title>${HEAD}`);
    const cutInCharacter = bytes.indexOf('é') + 1;
    const html = await pipeChunks([
      bytes.subarray(0, cutInCharacter),
      bytes.subarray(cutInCharacter, 90),
      bytes.subarray(90),
    ]);
    expect(html).toContain('<title>Café</title>');
    expect(html.match(/rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
  });

  it('leaves the body alone, where a player text may quote the same markup', async () => {
    const body =
      '<body><pre>&lt;link rel="modulepreload"</pre><link rel="modulepreload" href="/x.js"/>';
    const html = await pipeChunks([HEAD, body]);
    expect(html.endsWith(body)).toBe(true);
  });

  it('passes a document without a head end through, rewritten', async () => {
    const html = await pipeChunks(['<link rel="modulepreload" href="/x.js"/>']);
    expect(html).toBe('<link rel="modulepreload" fetchpriority="low" href="/x.js"/>');
  });
});
