// Issue 14 §4: Shopify's standard URLs map to our pages in each market's words (app/markets/shopify-urls.ts), for
// every shape, every market, path and host mode, with and without a query; anything else is no redirect.
import {describe, expect, test} from 'vitest';
import {MARKETS} from '~/markets/markets';
import {productTarget, standardUrlTarget} from '~/markets/shopify-urls';

const WORDS: Record<string, {products: string; account: string; contact: string}> = {
  nl_nl: {products: 'producten', account: 'account', contact: 'hoe-kunnen-we-je-helpen'},
  de_de: {products: 'produkte', account: 'konto', contact: 'kontakt'},
  eu_en: {products: 'products', account: 'account', contact: 'how-can-we-help-you'},
  it_it: {products: 'prodotti', account: 'account', contact: 'come-possiamo-aiutarti'},
  fr_fr: {products: 'produits', account: 'compte', contact: 'pouvons-nous-vous-aider'},
  nl_be: {products: 'producten', account: 'account', contact: 'hoe-kunnen-we-je-helpen'},
  fr_be: {products: 'produits', account: 'compte', contact: 'pouvons-nous-vous-aider'},
};

/** Path mode (`/de/...`, the Dutch market bare) and host mode (bare on its host; fr-be under /fr-be). */
const MODES = MARKETS.flatMap((market) => {
  const pathBase = market.id === 'nl_nl' ? '' : `/${market.locale}`;
  return [
    {label: `${market.id} path`, market, basePath: pathBase, pathLocale: pathBase ? market.locale : null},
    {label: `${market.id} host`, market, basePath: market.localeSubpath, pathLocale: market.localeSubpath ? market.locale : null},
  ];
});

describe('issue 14 §4 standard URL → our page, in every market and mode', () => {
  for (const mode of MODES) {
    const words = WORDS[mode.market.id]!;
    const base = mode.basePath;
    const routing = {market: mode.market, basePath: base, pathLocale: mode.pathLocale};
    test(`${mode.label}: collections, collection, product in collection, pages, account`, () => {
      const cases: [string, string | null][] = [
        ['/collections', `${base}/${words.products}`],
        ['/collections/', `${base}/${words.products}`],
        ['/COLLECTIONS/Protein', `${base}/${words.products}/protein`],
        ['/collections/protein', `${base}/${words.products}/protein`],
        ['/collections/protein/products/whey-protein', `${base}/${words.products}/protein/whey-protein`],
        ['/pages/about-us', `${base}/about-us`],
        ['/pages/contact', `${base}/${words.contact}`],
        ['/account', words.account === 'account' ? null : `${base}/${words.account}`],
        ['/account/login', words.account === 'account' ? null : `${base}/${words.account}/login`],
        ['/account/activate/123/abc-def', words.account === 'account' ? null : `${base}/${words.account}/activate/123/abc-def`],
        ['/account/orders/1001', words.account === 'account' ? null : `${base}/${words.account}/orders/1001`],
      ];
      for (const [path, target] of cases) {
        const pathname = `${mode.pathLocale ? `/${mode.pathLocale}` : ''}${path}`;
        expect(standardUrlTarget(pathname, '', routing), pathname).toBe(target);
        expect(standardUrlTarget(pathname, '?utm_source=mail', routing), `${pathname}?`).toBe(target && `${target}?utm_source=mail`);
      }
      expect(productTarget('whey-protein', '?variant=1', routing)).toBe(`${base}/${words.products}/all/whey-protein?variant=1`);
    });
  }
});

describe('issue 14 §4 no redirect for anything else', () => {
  const routing = {market: MARKETS[0]!, basePath: '', pathLocale: null};
  // Shapes that are not Shopify's, and handles that are not Shopify handles (generated spellings).
  const HOSTILE_HANDLES = ['', '..', '.', '-x', '%2F%2Fevil.example', '%5Cevil', 'a b', 'a%00b', '%E2%82', 'x'.repeat(256), 'é', 'a.b', '<script>'];
  test('other paths, extra segments and handles unlike Shopify’s are no redirect', () => {
    const paths = [
      '/', '/producten', '/products', '/collection', '/page/x', '/pages', '/pages/', '/pages/a/b', '/collections/a/b',
      '/collections/a/products', '/collections/a/products/b/c', '/collections/a/nope/b', '/blogs/news', '/policies/privacy-policy',
      '/cart', '/search', '/%E2%82', '/collections/%E2%82',
      ...HOSTILE_HANDLES.filter(Boolean).flatMap((handle) => [`/collections/${handle}`, `/pages/${handle}`, `/collections/x/products/${handle}`, `/collections/${handle}/products/x`]),
    ];
    for (const path of paths) expect(standardUrlTarget(path, '', routing), path).toBeNull();
    for (const handle of HOSTILE_HANDLES) expect(productTarget(handle, '', routing), handle).toBeNull();
  });

  test('an account path with a segment unlike an id or token is no redirect (German market)', () => {
    const german = {market: MARKETS[1]!, basePath: '/de', pathLocale: 'de'};
    for (const segment of ['..', 'a b', '%2F%2Fevil', '<x>', 'x'.repeat(256)]) {
      expect(standardUrlTarget(`/de/account/${segment}`, '', german), segment).toBeNull();
    }
  });
});
