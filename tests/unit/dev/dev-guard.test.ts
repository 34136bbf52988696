// The dev server's rule (scripts/dev-guard.mjs): what `npm run dev` hands on to Vite and the app, and what it
// answers itself. A real dev server is probed in tests/worker/dev-server.test.ts.
import {describe, expect, test} from 'vitest';
import {DEV_METHODS, devVerdict, isAllowedModuleId, BROWSER, WORKER} from '../../../scripts/dev-guard.mjs';

const ROOT = '/work/shop';
/** The project as the file system would show it. */
const EXISTING = new Set([
  '.cache', '.git', '.env', 'app', 'styles', 'locales', 'graphql', 'public', 'scripts', 'tests', 'local-services',
  'dist', 'node_modules', 'package.json', 'package-lock.json', 'README.md', 'server.ts', 'vite.config.ts',
  'node_modules/react', 'node_modules/@shopify/hydrogen',
]);
const project = {root: ROOT, exists: (relative: string) => EXISTING.has(relative)};

const verdict = (url: string, method = 'GET', headers: Record<string, string> = {}) => devVerdict({method, url, headers}, project);
const status = (url: string, method?: string) => {
  const result = verdict(url, method);
  return 'pass' in result ? 'pass' : result.status;
};

describe('paths', () => {
  test('what the app needs passes', () => {
    for (const url of [
      '/',
      '/de/produkte/protein/whey-protein',
      '/fr-be/produits?cursor=x',
      '/@vite/client',
      '/@vite/env',
      '/@react-refresh',
      '/@id/__x00__virtual:remix/inject-hmr-runtime',
      '/@id/react',
      '/app/root.tsx',
      '/app/routes/($locale).products._index.tsx?import',
      '/styles/app.css?direct',
      '/locales/index.ts',
      '/node_modules/.vite/deps/react.js?v=1234',
      '/node_modules/vite/dist/client/env.mjs',
      `/@fs${ROOT}/node_modules/vite/dist/client/client.mjs`,
      `/@fs${ROOT}/app/root.tsx`,
      '/favicon.svg',
      '/__manifest?p=%2Fde',
      '/graphiql',
    ]) {
      expect(status(url), url).toBe('pass');
    }
  });

  test('dot files and folders, in any encoding or case, are not found', () => {
    for (const name of ['.cache/local.env', '.git/config', '.env', '.env.local', '.gitignore', 'node_modules/.cache/x', 'app/.server/secret.ts']) {
      const [first, ...rest] = name.split('/');
      const tail = rest.length ? `/${rest.join('/')}` : '';
      for (const spelling of [
        `/${name}`,
        `//${name}`,
        `/${first!.replace('.', '%2e')}${tail}`,
        `/${first!.replace('.', '%2E')}${tail}`,
        `/${first!.replace('.', '%252e')}${tail}`,
        `/${first!.toUpperCase()}${tail}`,
        `/${name}?raw`,
        `/@fs${ROOT}/${name}`,
        `/@id/${ROOT}/${name}?raw`,
      ]) {
        expect([400, 404], spelling).toContain(status(spelling));
      }
    }
  });

  test('project files that are not the app are not found; dot segments and hidden slashes are refused', () => {
    for (const url of ['/app/%25252e%25252e%25252e', '/package.json', '/package.json?raw', '//package.json', '/package.json.', '/package.json%20', '/README.md', '/scripts/dev.mjs', '/tests/x.ts', '/local-services/main.ts', '/dist/server/index.js', '/public/favicon.svg', '/server.ts', '/vite.config.ts']) {
      expect(status(url), url).toBe(404);
    }
    for (const url of ['/app/../package.json', '/app/%2e%2e/package.json', '/app/%252E%252E/package.json', '/app/..%2fpackage.json', '/app/x%5c..%5c..%5cpackage.json', '/app/%00', '/app/%2525252e%2525252e']) {
      expect(status(url), url).toBe(400);
    }
  });

  test('malformed percent-encoding reaches the app (a 404 in the shell there), never a project file', () => {
    for (const url of ['/de/%zz', '/de/produkte/%zz', '/%E0%A4%A', '/fr-be/%', '/de/%zz?q=%zz']) {
      expect(verdict(url), url).toEqual({pass: true, url});
    }
    for (const url of ['/%2e%zz/local.env', '/.cache%zz/x', '/%2ecache%zz/local.env', '/.git%zz/config']) {
      expect([400, 404], url).toContain(status(url));
    }
  });

  test('server modules never go to the browser', () => {
    for (const url of ['/app/context.server.ts', '/app/commerce/storefront.server.ts?raw', `/@fs${ROOT}/app/context.server.ts`, `/@id/${ROOT}/app/x.server.tsx`]) {
      expect(status(url), url).toBe(404);
    }
  });

  test('an absolute module id under a root whose first folder names an installed package is still a file', () => {
    // A clone under /tmp, with the npm package `tmp` installed: `/@id//tmp/...` is the file, not the package.
    const tmpProject = {root: '/tmp/tmp.Ab12', exists: (relative: string) => relative === 'node_modules/tmp' || EXISTING.has(relative)};
    const at = (url: string) => devVerdict({method: 'GET', url, headers: {}}, tmpProject);
    for (const url of ['/@id//tmp/tmp.Ab12/app/context.server.ts?import', '/@id//tmp/tmp.Ab12/package.json?raw', '/@id//tmp/tmp.Ab12/.cache/local.env']) {
      expect(at(url), url).toMatchObject({status: 404});
    }
    expect(at('/@id//tmp/tmp.Ab12/app/root.tsx')).toMatchObject({pass: true});
    expect(at('/@id/tmp')).toMatchObject({pass: true});
  });

  test('request targets: absolute form loses its authority, anything else is a 400', () => {
    expect(verdict('http://evil.example/de?x=1')).toEqual({pass: true, url: '/de?x=1'});
    expect(status('http://evil.example/.cache/local.env')).toBe(404);
    for (const url of ['*', 'evil.example:443', 'javascript:alert(1)', '']) expect(status(url), url).toBe(400);
  });
});

describe('module ids (the worker’s `__vite_fetch_module?id=` and the browser’s `/@id/`)', () => {
  test('the worker may load its entry, server modules, documents, virtual modules and packages', () => {
    for (const id of ['./server', '/server.ts', '/app/context.server.ts', '/graphql/storefront/products.ts', '/styles/app.css?url', '\0virtual:remix/server-build', '/@id/__x00__virtual:remix/server-manifest', '/node_modules/react-dom/server.js?v=1', `${ROOT}/app/root.tsx`, 'react', '@shopify/hydrogen']) {
      expect(isAllowedModuleId(id, WORKER, project), id).toBe(true);
    }
  });

  test('nothing else, however it is written', () => {
    for (const id of ['/.cache/local.env?raw', `${ROOT}/.cache/local.env?raw`, '/package.json?raw', '/server.ts?raw', '/etc/passwd?raw', '/app/../.cache/local.env', '/node_modules/../package.json?raw', '/node_modules/.cache/x', '/scripts/local-env.mjs?raw', '/tests/support/worker.ts', 'package.json', 'dist/server/index.js', '../.env', '@shopify/../../.env', '/app/%2e%2e/.env']) {
      expect(isAllowedModuleId(id, WORKER, project), id).toBe(false);
    }
    expect(isAllowedModuleId('/app/context.server.ts', BROWSER, project)).toBe(false);
    expect(isAllowedModuleId('./server', BROWSER, project)).toBe(false);
    for (const id of ['/.cache/local.env?raw', '/package.json?raw']) {
      expect(status(`/__vite_fetch_module?id=${encodeURIComponent(id)}`), id).toBe(404);
    }
  });
});

describe('the worker’s module endpoint answers to one spelling only', () => {
  // connect, under Vite's middleware stack, routes `/__vite_fetch_module` without regard to case and with any
  // `/...` or `.suffix` after it: each of those spellings reached the endpoint with no check of its `id`.
  const ENDPOINT = '__vite_fetch_module';
  const caseForms = (word: string) => [
    word.toUpperCase(),
    word.replace(/(^|_)([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase()),
    [...word].map((char, index) => (index % 2 ? char.toUpperCase() : char)).join(''),
  ];
  const endpointSpellings = [
    ...caseForms(ENDPOINT).map((form) => `/${form}`),
    ...['/x', '/', '/de/produkte', '/..%2f', '.json', '.', '.x/y'].map((tail) => `/${ENDPOINT}${tail}`),
    ...caseForms(ENDPOINT).map((form) => `/${form}.js/x`),
  ];

  test('every other spelling is not found, whatever the id', () => {
    for (const spelling of endpointSpellings) {
      for (const id of ['/.cache/local.env?raw', `${ROOT}/.cache/local.env?raw`, '/package.json?raw', '/app/root.tsx']) {
        const url = `${spelling}?id=${encodeURIComponent(id)}`;
        expect([400, 404], url).toContain(status(url));
      }
    }
  });

  test('the exact endpoint still serves the worker its modules', () => {
    expect(status(`/${ENDPOINT}?id=${encodeURIComponent('/app/root.tsx')}`)).toBe('pass');
    expect(status(`/${ENDPOINT}?id=${encodeURIComponent('/app/root.tsx')}&importer=${encodeURIComponent('/server.ts')}`)).toBe('pass');
  });
});

describe('methods and bodies', () => {
  test('the app’s methods pass; any other is a 405 naming them', () => {
    for (const method of DEV_METHODS) expect(status('/de', method), method).toBe('pass');
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'OPTIONS', 'PROPFIND', 'MKCOL', 'M-SEARCH', 'FOO']) {
      const result = verdict('/de', method);
      expect('pass' in result ? 'pass' : [result.status, (result.headers as Record<string, string>).allow], method).toEqual([405, DEV_METHODS.join(', ')]);
    }
  });

  test('a body without a length (chunked) is a 411: the dev runtime would drop it', () => {
    expect(status('/de/cart', 'POST')).toBe('pass');
    const chunked = verdict('/de/cart', 'POST', {'transfer-encoding': 'chunked'});
    expect('pass' in chunked ? 'pass' : chunked.status).toBe(411);
    expect('pass' in verdict('/de', 'GET', {'transfer-encoding': 'chunked'})).toBe(true);
    expect('pass' in verdict('/de/cart', 'POST', {'transfer-encoding': 'chunked', 'content-length': '3'})).toBe(true);
  });
});
