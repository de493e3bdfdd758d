import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The app's icons as one SVG sprite file instead of JavaScript: `app/components/ui/icons.tsx`
 * names each Lucide icon it uses (`icon('chevron-down')`), and this plugin builds a file of
 * `<symbol>`s from those names with Lucide's own drawings, emitted as a hashed asset. The module
 * `virtual:icon-sprite` exports its URL; each icon renders `<svg><use href="…#name"/></svg>`.
 * Drawn as JavaScript, Lucide's icons cost the home page ~7 KB of its 150 KB gzip budget and
 * React created every path of every icon while hydrating.
 */
export const ICONS_MODULE = path.resolve(import.meta.dirname, 'app/components/ui/icons.tsx');
const VIRTUAL_ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/**
 * The URL icons get while Vite serves modules (Vitest renders markup only, never fetches it); a
 * build emits the sprite as a hashed file.
 */
const SERVED_PATH = '/@icon-sprite.svg';

type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode][];

export function iconSprite(): Plugin {
  let isBuild = false;
  return {
    name: 'croupier:icon-sprite',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(ICONS_MODULE);
      if (!isBuild) return `export default ${JSON.stringify(SERVED_PATH)};`;
      const reference = this.emitFile({
        type: 'asset',
        name: 'icons.svg',
        source: await buildSprite(),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}

/** The names `icons.tsx` passes to `icon('…')`, in order, once each. */
export function iconNames(source = fs.readFileSync(ICONS_MODULE, 'utf8')): string[] {
  return [...new Set([...source.matchAll(/\bicon\('([a-z0-9-]+)'\)/g)].map((match) => match[1]!))];
}

/** One `<symbol id="name">` per icon, drawn by the installed Lucide version. */
export async function buildSprite(names = iconNames()): Promise<string> {
  const require = createRequire(import.meta.url);
  const lucideDir = path.dirname(require.resolve('lucide-react/package.json'));
  const symbols = await Promise.all(
    names.map(async (name) => {
      const file = path.join(lucideDir, 'dist/esm/icons', `${name}.mjs`);
      if (!fs.existsSync(file)) throw new Error(`icons.tsx names "${name}", which Lucide lacks`);
      const { __iconData: data } = (await import(pathToFileURL(file).href)) as {
        __iconData: { size?: number; node: IconNode };
      };
      const size = data.size ?? 24;
      return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${drawNodes(data.node)}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

function drawNodes(nodes: IconNode): string {
  return nodes
    .map(([tag, attributes, children]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => ` ${key}="${String(value).replaceAll('"', '&quot;')}"`)
        .join('');
      return children?.length
        ? `<${tag}${attrs}>${drawNodes(children)}</${tag}>`
        : `<${tag}${attrs}/>`;
    })
    .join('');
}
