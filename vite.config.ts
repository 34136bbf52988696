import {readdirSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import {aliasRoutes, homeRoutes} from './app/markets/route-manifest';
import {lenientUrls} from './scripts/vite-lenient-urls';
import {localeChunks} from './scripts/vite-locale-chunks';
import {withoutUnusedRemixBrowserCode} from './scripts/vite-remix-browser-unused';
import {withoutSingleFetchDecoder} from './scripts/vite-single-fetch-off';
import {marketServerFieldsOff} from './scripts/vite-market-server-fields';
import {devGuard} from './scripts/dev-guard.mjs';
import {shellChunk} from './scripts/vite-shell-chunk';
import {browserRouteManifest} from './scripts/vite-browser-route-manifest';
import {LEFT_OUT_OF_BROWSER_MANIFEST} from './scripts/browser-routes';

// Remix's future flags, read by the plugins below too.
const FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  // Lazy route discovery is off: with it, a client-side navigation made while `/__manifest` answers could render
  // the 404 page (the reviews sort right after load; README "JavaScript on the first view"). It had been turned
  // on for the whole route manifest's weight (about 3 KB gzip on every page), which the shell chunk has since
  // made up for.
  v3_lazyRouteDiscovery: false,
  v3_singleFetch: false,
} as const;

export default defineConfig({
  plugins: [
    // `npm run dev` serves only the app: no project file, odd method or hop-by-hop header gets past it.
    devGuard(),
    // Malformed percent-encoding reaches the worker (a 404 in the shell) instead of Vite's own error page.
    lenientUrls(),
    tailwindcss(),
    // The URL of each language's strings chunk, for the worker to preload the page's own (locales/index.ts).
    localeChunks(),
    ...(FUTURE.v3_singleFetch ? [] : [withoutSingleFetchDecoder()]),
    // The market table's worker-only fields stay out of the browser build (the shell chunk's weight).
    marketServerFieldsOff(),
    withoutUnusedRemixBrowserCode({
      singleFetch: !FUTURE.v3_singleFetch,
      lazyRouteDiscovery: !FUTURE.v3_lazyRouteDiscovery,
    }),
    hydrogen(),
    oxygen(),
    remix({
      presets: [hydrogen.preset()],
      future: FUTURE,
      // Translated route segments (/de/produkte/...) mount the canonical route modules at the market's
      // own words; they come from app/markets, never hand-copied.
      routes: async (defineRoutes) =>
        defineRoutes((route) => {
          const files = readdirSync(new URL('./app/routes', import.meta.url));
          for (const alias of [...homeRoutes(files), ...aliasRoutes(files)]) {
            route(alias.path, alias.file, {id: alias.id, index: alias.index});
          }
        }),
    }),
    tsconfigPaths(),
    // What every page loads (the entry, the root and their static imports) as one chunk, not twenty.
    shellChunk((id) => /\/app\/(root|entry\.client)\.tsx$/.test(id)),
    // The browser's route manifest without resource routes no browser code reaches through Remix, and without
    // flags that are false; the server keeps every route (scripts/browser-routes.ts says which and why).
    browserRouteManifest({
      clientDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
      leftOut: LEFT_OUT_OF_BROWSER_MANIFEST.map((route) => route.file),
    }),
  ],
  server: {
    // Behind the dev guard, Vite's own file serving refuses secrets too (its defaults cover .env and .git).
    fs: {deny: ['.env', '.env.*', '*.env', '*.{crt,pem,key}', '**/.git/**', '**/.cache/**']},
  },
  build: {
    // A strict Content-Security-Policy: no assets inlined as data URIs.
    assetsInlineLimit: 0,
    // No preload helper around dynamic imports: it added a <link rel="modulepreload"> per dependency of every
    // lazily loaded part (a 15-40 ms task on a long page as the sections go live, README "Quality"); the
    // browser fetches a lazy chunk's own imports when it reads the chunk, and most are loaded already.
    modulePreload: false,
  },
  // Pre-bundled up front, so the first page load in dev does not reload mid-hydration.
  optimizeDeps: {
    include: ['clsx', 'react-datocms'],
  },
  ssr: {
    optimizeDeps: {
      // CommonJS packages the worker runtime needs pre-bundled (Hydrogen adds to this list in dev).
      include: [
        'react-string-replace',
        'hoist-non-react-statics',
        'dayjs',
        'dayjs/locale/nl',
        'dayjs/locale/de',
        'dayjs/locale/it',
        'dayjs/locale/fr',
      ],
    },
  },
});
