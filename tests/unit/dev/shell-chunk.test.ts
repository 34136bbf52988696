// The browser build's shell in one chunk (scripts/vite-shell-chunk.ts), checked on a small module graph built by
// Rollup itself: what every page loads is one chunk, what loads lazily keeps its own, server-only code stays out.
import {rollup, type Plugin} from 'rollup';
import {describe, expect, test} from 'vitest';
import {lazyChunkName, shellManualChunks} from '../../../scripts/vite-shell-chunk';

// root and a route are both entries (as Remix's route modules are); the route and a lazy section share `link`.
const SOURCES: Record<string, string> = {
  'root.js': `import {link} from './link.js'; import {tokens} from './tokens.js'; import {strings} from './strings.js';
    import {Bar} from './bar.js'; import {load} from './strings.js'; import {serverOnly} from './server-only.js';
    const ssr = false; export const Preview = ssr ? Bar : () => import('./bar.js');
    export const strip = ssr ? serverOnly : null;
    export default () => [link(), tokens, strings.hello, load()];`,
  'route.js': `import {link} from './link.js'; import {classes} from './classes.js';
    export default () => [link(), classes, import('./section.js')];`,
  'section.js': `import {link} from './link.js'; import {classes} from './classes.js'; export default () => [link(), classes];`,
  'link.js': `import {classes} from './classes.js'; export const link = () => 'link:' + classes;`,
  'classes.js': `export const classes = 'classes';`,
  'tokens.js': `export const tokens = 'tokens';`,
  'strings.js': `import {nl} from './nl.js'; export const ALL = {nl}; export const strings = {hello: 'hi'};
    export const load = () => import('./nl.js');`,
  'nl.js': `export const nl = 'nl strings';`,
  'bar.js': `import {tokens} from './tokens.js'; export const Bar = () => 'bar:' + tokens;`,
  'server-only.js': `export const serverOnly = 'secret server module';`,
};

function memory(): Plugin {
  return {
    name: 'memory',
    resolveId: (source) => source.replace(/^\.\//, ''),
    load: (id) => SOURCES[id],
  };
}

async function build() {
  const bundle = await rollup({input: ['root.js', 'route.js'], plugins: [memory()]});
  const {output} = await bundle.generate({manualChunks: shellManualChunks((id) => id === 'root.js')});
  const chunks = output.flatMap((item) => (item.type === 'chunk' ? [item] : []));
  return {
    chunkOf: (id: string) => chunks.find((chunk) => (chunk.modules[id]?.renderedLength ?? 0) > 0)?.name,
    chunks,
  };
}

describe('the shell chunk', () => {
  test('everything the root imports statically is one chunk, shared with the routes that import parts of it', async () => {
    const {chunkOf, chunks} = await build();
    for (const id of ['root.js', 'link.js', 'classes.js', 'tokens.js', 'strings.js']) expect(chunkOf(id)).toBe('shell');
    expect(chunks.find((chunk) => chunk.name === 'route')?.imports).toContain(
      chunks.find((chunk) => chunk.name === 'shell')?.fileName,
    );
  });

  test('what loads lazily keeps a chunk of its own, even where the root also imports it statically', async () => {
    const {chunkOf, chunks} = await build();
    expect(chunkOf('section.js')).toBe('section');
    expect(chunkOf('nl.js')).toBe('nl');
    expect(chunkOf('bar.js')).toBe('bar');
    const shell = chunks.find((chunk) => chunk.name === 'shell');
    expect(shell?.code).not.toContain('nl strings');
  });

  test('code the browser build drops is in no chunk', async () => {
    const {chunks} = await build();
    expect(chunks.map((chunk) => chunk.code).join('\n')).not.toContain('secret server module');
  });

  test('a lazy chunk is named after its file, without query or extension', () => {
    expect(lazyChunkName('/app/locales/de.ts')).toBe('de');
    expect(lazyChunkName('/app/app/components/preview/PreviewBar.tsx?v=1')).toBe('PreviewBar');
    expect(lazyChunkName('virtual:thing')).toBe('virtual:thing');
  });
});
