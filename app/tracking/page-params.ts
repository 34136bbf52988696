// GTM's page parameters (spec §7 "page params"), pushed on the first view and on every client-side navigation:
// what kind of page, where, in which market, language and currency. Pure.
import type {PublicMarket} from '~/context/route-context';

export type PageParams = {
  event: 'page_params';
  page_type: string;
  page_path: string;
  page_location: string;
  page_title: string;
  page_language: string;
  market: string;
  currency: string;
};

/** Route file name (after `($locale).`) → page type, first match wins. */
const PAGE_TYPES: [RegExp, string][] = [
  [/^products\.\$collection\.\$product/, 'product'],
  [/^products\.\$collection\._index$/, 'collection'],
  [/^products\._index$/, 'products'],
  [/^cart$/, 'cart'],
  [/^search$/, 'search'],
  [/^fitblog\._index$/, 'blog'],
  [/^fitblog\./, 'article'],
  [/^recipes\._index$/, 'recipes'],
  [/^recipes\./, 'recipe'],
  [/^account\./, 'account'],
  [/^vitamintest\./, 'vitamin_test'],
  [/^reviews$/, 'reviews'],
  [/^(customer-service|how-can-we-help-you|become-partner|nutrition-advise-submit)\b/, 'service'],
  [/^\$$/, 'content'],
];

/**
 * The page type of a Remix route id: `routes/<file>`, a translated alias `alias/<word>/<file>` or a market's home
 * `home/<prefix>` (app/markets/route-manifest.ts). Anything unknown is `other`.
 */
export function pageType(routeId: string): string {
  if (/^home\//.test(routeId) || routeId === 'routes/_index') return 'home';
  const file = routeId.replace(/^(routes|alias\/[^/]+)\//, '').replace(/^\(\$locale\)\./, '');
  return PAGE_TYPES.find(([pattern]) => pattern.test(file))?.[1] ?? 'other';
}

export function pageParams(page: {routeId: string; url: string; title: string; market: Pick<PublicMarket, 'id' | 'language' | 'currencyCode'>}): PageParams {
  let path = page.url;
  try {
    const url = new URL(page.url);
    path = url.pathname + url.search;
  } catch {
    // a relative URL is its own path
  }
  return {
    event: 'page_params',
    page_type: pageType(page.routeId),
    page_path: path,
    page_location: page.url,
    page_title: page.title,
    page_language: page.market.language,
    market: page.market.id,
    currency: page.market.currencyCode,
  };
}
