import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const MODULE_PRELOAD = '<link rel="modulepreload"';
const HEAD_END = '</head>';

/**
 * Marks the page's module preloads (React Router's `<Scripts>`, hoisted into the head by React)
 * `fetchpriority="low"`. At their default high priority the scripts share the connection with the
 * stylesheet and the hero image that the first paint waits for, although none of them is needed
 * before it: a phone on a slow network paints later for bytes it cannot use yet (Lighthouse's
 * simulation counts them as blocking the first paint, docs/PERFORMANCE.md §29). Low, they are
 * still fetched at once, ahead of the late images. Only the head is rewritten; the rest of the
 * stream passes as it comes.
 */
export function lowerModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let head: string | undefined = '';
  const rewrite = (html: string) =>
    html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === undefined) return callback(null, chunk);
      head += decoder.write(chunk);
      if (!head.includes(HEAD_END)) return callback();
      const html = rewrite(head);
      head = undefined;
      callback(null, html);
    },
    flush(callback) {
      callback(null, head === undefined ? undefined : rewrite(head + decoder.end()));
    },
  });
}
