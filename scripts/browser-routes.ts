// Which resource routes (route files without a default export) the browser's route manifest leaves out, and which
// it keeps, each with why (scripts/vite-browser-route-manifest.ts; tests/unit/dev/browser-route-manifest.test.ts
// fails when a resource route is in neither list, or when browser code outside `reachedFrom` names a left-out path).
// Remix's fetchers, `<Form>`s and `<Link>`s find their route by matching the browser's manifest: a route they
// address must stay. Plain `fetch()`, a lowercase `<form>`, an EventSource or a redirect needs no manifest entry.

export type LeftOut = {
  /** Route file in app/routes, without extension. */
  file: string;
  why: string;
  /** A path fragment naming the route in source code. */
  names: string;
  /** Browser source files (from the project root) that name it, each reviewed: none goes through Remix. */
  reachedFrom: readonly string[];
};

export const LEFT_OUT_OF_BROWSER_MANIFEST: readonly LeftOut[] = [
  {file: '[robots.txt]', why: 'read by crawlers', names: '/robots.txt', reachedFrom: []},
  {
    file: '($locale).[sitemap.xml]',
    why: 'read by crawlers (sitemaps.ts writes the URL into robots.txt)',
    names: '/sitemap.xml',
    reachedFrom: ['app/markets/sitemaps.ts'],
  },
  {
    file: '($locale).sitemap.$type.$page[.xml]',
    why: 'read by crawlers (sitemaps.ts writes its URLs into the index)',
    names: '/sitemap/',
    reachedFrom: ['app/markets/sitemaps.ts'],
  },
  {
    file: '($locale).account_.authorize',
    why: "the Customer Account API's return: a full navigation from Shopify, answered with a redirect",
    names: '/account/authorize',
    reachedFrom: [],
  },
  {
    file: '($locale).api.quick-view.$id',
    why: 'asked with plain fetch()',
    names: '/api/quick-view',
    reachedFrom: ['app/components/product/popup/ProductPopup.tsx'],
  },
  {
    file: '($locale).api.recommendations.$product',
    why: 'asked with plain fetch() (ProductCarouselSection)',
    names: '/api/recommendations',
    reachedFrom: ['app/commerce/recommendations.ts'],
  },
  ...['business.rating', 'business.reviews', 'product.$sku.rating', 'product.$sku.reviews'].map((name) => ({
    file: `($locale).api.reviews.${name}`,
    why: 'asked with plain fetch()',
    names: '/api/reviews/',
    reachedFrom: ['app/components/reviews/review-client.ts', 'app/components/reviews/rating-fetch.tsx'],
  })),
  {
    file: '($locale).api.shopify.multipass',
    why: 'posted to only by the server (cart checkout) or by a form without JavaScript',
    names: '/api/shopify/',
    reachedFrom: [],
  },
  {
    file: 'api.yotpo.$locale.$action',
    why: 'asked with plain fetch() (loyalty-api.ts)',
    names: '/api/yotpo/',
    reachedFrom: ['app/loyalty/answers.ts'],
  },
  {
    file: 'api.preview.exit',
    why: "posted by the preview bar's plain <form> (a full navigation)",
    names: '/api/preview/exit',
    reachedFrom: ['app/content/preview.ts'],
  },
  {
    file: 'api.preview.links',
    why: "asked by DatoCMS's web previews plugin, never by our pages",
    names: '/api/preview/links',
    reachedFrom: ['app/content/preview.ts'],
  },
  {
    file: 'api.preview.listen',
    why: "the live-updates relay, asked by DatoCMS's subscription client with plain fetch/EventSource",
    names: '/api/preview/listen',
    reachedFrom: ['app/content/preview.ts'],
  },
];

/** Resource routes the browser's manifest keeps: Remix code in the browser addresses them. */
export const KEPT_IN_BROWSER_MANIFEST: Readonly<Record<string, string>> = {
  '($locale).api.cart': 'fetcher.load (useLoadedResource in cart-data.tsx)',
  '($locale).api.account': 'fetcher.load (useLoadedResource in AccountStateProvider.tsx)',
  '($locale).api.search': "fetcher.load (SearchBox.tsx's suggestions)",
  '($locale).account.logout': "<Form method=\"post\"> (AccountPage.tsx's sign-out)",
};
