// Remix 2's browser runtime imports its single-fetch decoder (turbo-stream, about 2 KB gzip on every page)
// whatever the `v3_singleFetch` flag says; it only checks the flag at run time. With single fetch off nothing in
// the browser decodes a turbo-stream, so the client build gets a module that says so if it ever were called.
// The worker keeps the real one (Remix's server runtime encodes with it).
import type {Plugin} from 'vite';

const STAND_IN = '\0single-fetch-off:turbo-stream';

export function withoutSingleFetchDecoder(): Plugin {
  return {
    name: 'without-single-fetch-decoder',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (id === 'turbo-stream' && !options?.ssr) return STAND_IN;
      return null;
    },
    load(id) {
      if (id !== STAND_IN) return null;
      const refuse = `throw new Error('turbo-stream is not in the browser build: v3_singleFetch is off (vite.config.ts)');`;
      return `export function decode() { ${refuse} }\nexport function encode() { ${refuse} }\n`;
    },
  };
}
