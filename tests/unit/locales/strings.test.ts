// locales/index.ts and scripts/vite-locale-chunks.ts: the worker has every language, the browser loads its
// market's language as a chunk of its own, preloaded by the document.
import {describe, expect, test} from 'vitest';
import {ALL_STRINGS} from '~locales/all';
import {loadStrings, stringsFor} from '~locales/index';
import {MARKETS} from '~/markets/markets';
import {localeChunkUrls} from '../../../scripts/vite-locale-chunks';

describe('UI strings per market', () => {
  test('every market has its language at hand on the server, Belgian overrides on top', () => {
    for (const market of MARKETS) {
      const strings = stringsFor(market);
      expect(strings.skipToContent).toBe(ALL_STRINGS[market.language].skipToContent);
    }
    expect(stringsFor({language: 'nl', locale: 'nl-be'}).footerNote).toBe('Alle prijzen zijn inclusief btw (België).');
    expect(stringsFor({language: 'fr', locale: 'fr-be'}).footerNote).toBe('Tous les prix incluent la TVA (Belgique).');
    expect(stringsFor({language: 'nl', locale: 'nl'}).footerNote).toBe(ALL_STRINGS.nl.footerNote);
  });

  test('loading a language the server already has changes nothing', async () => {
    const before = stringsFor({language: 'de', locale: 'de'});
    await loadStrings('de');
    expect(stringsFor({language: 'de', locale: 'de'})).toBe(before);
  });
});

describe('locale chunk URLs for the preload (client Vite manifest)', () => {
  const manifest = {
    'locales/nl.ts': {file: 'assets/nl-AbC.js', src: 'locales/nl.ts', isDynamicEntry: true},
    'locales/de.ts': {file: 'assets/de-x_1.js', src: 'locales/de.ts', isDynamicEntry: true},
    'locales/index.ts': {file: 'assets/index-1.js', src: 'locales/index.ts'},
    'app/root.tsx': {file: 'assets/root-2.js', src: 'app/root.tsx'},
    '_shared.js': {file: 'assets/shared-3.js'},
  };

  test('one URL per language file, under the build base; other modules are left out', () => {
    expect(localeChunkUrls(manifest, 'locales', '/')).toEqual({nl: '/assets/nl-AbC.js', de: '/assets/de-x_1.js'});
    expect(localeChunkUrls(manifest, 'locales', 'https://cdn.example/b/')).toEqual({
      nl: 'https://cdn.example/b/assets/nl-AbC.js',
      de: 'https://cdn.example/b/assets/de-x_1.js',
    });
  });
});
