// Every page loads the entry and the root route, and everything they import statically: the shell. Left to
// itself, Rollup splits that code by which route modules and lazy chunks also import each part, so a page
// loaded the shell as some twenty small chunks (React and Remix in one, then the link helpers, class names,
// cart status, tokens... each its own), every one with its own import and export lists and its own gzip
// dictionary. Since every page loads all of it anyway, this plugin puts it in one chunk: about 5 KB gzip less
// on every page (README "JavaScript on the first view").
//
// Two things keep the chunk to the shell. Rollup adds every static dependency of a manual chunk's modules to
// that chunk, so a module the shell imports only for the server (`import.meta.env.SSR ? X : lazy(...)`) or
// through a table the browser build drops (locales/all.ts) would pull in code the browser loads on demand:
// those lazily loaded modules get chunks of their own here first. And only modules that survive tree-shaking
// are placed, so server-only code the shell imports stays out.
import type {GetModuleInfo, ManualChunksOption} from 'rollup';
import type {Plugin} from 'vite';

export type ShellChunks = {
  /** Modules that every page loads: the roots' static closure, up to modules that are loaded lazily. */
  shell: Set<string>;
  /** Lazily loaded modules the shell imports statically too (for the server): they keep a chunk of their own. */
  lazy: Set<string>;
};

/** The shell's modules, from the roots through static imports, stopping at modules something imports lazily. */
export function shellModules(roots: readonly string[], getModuleInfo: GetModuleInfo): ShellChunks {
  const shell = new Set<string>();
  const lazy = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (shell.has(id)) continue;
    shell.add(id);
    for (const dependency of getModuleInfo(id)?.importedIds ?? []) {
      if (getModuleInfo(dependency)?.dynamicImporters.length) lazy.add(dependency);
      else stack.push(dependency);
    }
  }
  for (const id of shell) lazy.delete(id);
  return {shell, lazy};
}

/** The name of a lazily loaded module's own chunk: its file name, as Rollup would name it. */
export function lazyChunkName(id: string): string {
  return id
    .replace(/[?#].*$/, '')
    .replace(/^.*\//, '')
    .replace(/\.[cm]?[jt]sx?$/, '');
}

/** `manualChunks` for the browser build: the shell in one chunk named `name`, all else as Rollup splits it. */
export function shellManualChunks(isRoot: (id: string) => boolean, name = 'shell'): ManualChunksOption {
  let chunks: ShellChunks | undefined;
  return (id, {getModuleIds, getModuleInfo}) => {
    chunks ??= shellModules([...getModuleIds()].filter(isRoot), getModuleInfo);
    if (!getModuleInfo(id)?.isIncluded) return undefined;
    if (chunks.lazy.has(id)) return lazyChunkName(id);
    return chunks.shell.has(id) ? name : undefined;
  };
}

/** Puts the browser build's shell (the static closure of the modules `isRoot` picks) into one chunk. */
export function shellChunk(isRoot: (id: string) => boolean): Plugin {
  return {
    name: 'shell-chunk',
    apply: 'build',
    config: (_config, {isSsrBuild}) =>
      isSsrBuild ? undefined : {build: {rollupOptions: {output: {manualChunks: shellManualChunks(isRoot)}}}},
  };
}
