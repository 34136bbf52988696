// The browser loads its market's UI strings as a chunk of their own (locales/index.ts). So the page can ask
// for that chunk up front (a modulepreload next to the other scripts, not a second round trip after the entry
// has run), the worker needs its URL: `virtual:locale-chunks` gives it, read from the client build's Vite
// manifest, which the Remix plugin builds before the server. In development it is empty (no preload).
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {Plugin, ResolvedConfig} from 'vite';

const ID = 'virtual:locale-chunks';
const RESOLVED = `\0${ID}`;

type ManifestChunk = {file: string; src?: string; imports?: string[]};

/** `{nl: '/assets/nl-x.js', ...}` for every `<dir>/<language>.ts` chunk in a client Vite manifest. */
export function localeChunkUrls(manifest: Record<string, ManifestChunk>, dir: string, base: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const chunk of Object.values(manifest)) {
    const match = chunk.src && new RegExp(`^${dir}/([a-z]{2})\\.ts$`).exec(chunk.src);
    if (match) urls[match[1]!] = base + chunk.file;
  }
  return urls;
}

export function localeChunks({dir = 'locales'}: {dir?: string} = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'locale-chunks',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (config.command !== 'build' || !config.build.ssr) return 'export default {};';
      // The server build writes to <build>/server; the client build sits next to it.
      const file = join(config.build.outDir, '..', 'client', '.vite', 'manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
      const urls = localeChunkUrls(manifest, dir, config.base);
      if (!Object.keys(urls).length) throw new Error(`no ${dir}/*.ts chunks in ${relative(config.root, file)}`);
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
