import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The game clients' files (`client/`, plain browser modules and CSS), served by name. Only
 * names of the expected shape and type are looked up, so nothing else of the server's folder
 * can be reached; each file is read once per change and answered with an ETag.
 */
export const CLIENT_DIR = path.join(import.meta.dirname, 'client');

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  woff2: 'font/woff2',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
};
const ASSET_NAME =
  /^(?!.*\.test\.)[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)*\.(js|css|svg|png|webp|woff2|mp3|ogg)$/;

export interface Asset {
  body: Buffer;
  contentType: string;
  etag: string;
}

export function isAssetName(name: string) {
  return ASSET_NAME.test(name);
}

export function createAssetReader(directory = CLIENT_DIR) {
  const cache = new Map<string, { mtimeMs: number; asset: Asset }>();

  /** The file, or undefined when the name is not an asset's or no such file exists. */
  return async function readAsset(name: string): Promise<Asset | undefined> {
    if (!isAssetName(name)) return undefined;
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const hit = cache.get(name);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit.asset;
    const body = await readFile(file);
    const extension = name.slice(name.lastIndexOf('.') + 1);
    const asset = {
      body,
      contentType: CONTENT_TYPES[extension]!,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
    cache.set(name, { mtimeMs: info.mtimeMs, asset });
    return asset;
  };
}
