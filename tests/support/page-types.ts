// Every page type the shop has, by canonical path, with the demo data's records: the browser suites that
// visit "every page type" (no-overflow, accessibility) read this one list, so a new page type is added once.
import type {MarketDefinition} from '../../app/markets/markets';
import {segmentWord, type SegmentKey} from '../../app/markets/segments';

export type PageGroup = 'catalogue' | 'product' | 'content';

/**
 * `segment`: the first path segment, in the market's words; `path` follows it. `promoOnLoad`: a demo modal promo
 * opens by itself on this page (local-services/data/content-modal-promos.ts), on every viewport or on phones.
 */
export type PageType = {name: string; group: PageGroup; path: string; segment?: SegmentKey; promoOnLoad?: 'all' | 'phones'};

export const PAGE_TYPES: PageType[] = [
  {name: 'home', group: 'catalogue', path: '/'},
  {name: 'products overview', group: 'catalogue', path: '', segment: 'products'},
  {name: 'collection (all)', group: 'catalogue', path: '/all', segment: 'products'},
  {name: 'collection (filtered, sorted)', group: 'catalogue', path: '/protein?sort=price-desc&minPrice=10', segment: 'products'},
  {name: 'search results', group: 'catalogue', path: '/search?q=whey'},
  {name: 'search without results', group: 'catalogue', path: '/search?q=zzzqqq'},
  {name: 'cart page', group: 'catalogue', path: '', segment: 'cart'},
  {name: '404', group: 'catalogue', path: '/this-page-does-not-exist'},
  {name: 'product (every section)', group: 'product', path: '/protein/whey-protein', segment: 'products'},
  {name: 'product (variant)', group: 'product', path: '/protein/whey-protein/vanilla-500g', segment: 'products'},
  {name: 'product (legacy layout)', group: 'product', path: '/protein/vegan-protein', segment: 'products'},
  {name: 'product (single variant)', group: 'product', path: '/all/shaker', segment: 'products'},
  {name: 'product (subscription required)', group: 'product', path: '/vitamins/vitamin-box-monthly', segment: 'products'},
  {name: 'product (bundle)', group: 'product', path: '/snacks/protein-bar', segment: 'products'},
  {name: 'fit blog', group: 'content', path: '', segment: 'fitblog'},
  {name: 'article', group: 'content', path: '/nutrition/vitamin-d-in-winter', segment: 'fitblog'},
  {name: 'recipes', group: 'content', path: '', segment: 'recipes'},
  {name: 'recipe', group: 'content', path: '/breakfast/overnight-protein-oats', segment: 'recipes'},
  {name: 'contact', group: 'content', path: '', segment: 'contact', promoOnLoad: 'all'},
  {name: 'wholesale', group: 'content', path: '', segment: 'wholesale'},
  {name: 'customer service (contact)', group: 'content', path: '/contact', segment: 'customerService', promoOnLoad: 'phones'},
  {name: 'customer service (wholesale)', group: 'content', path: '/wholesale', segment: 'customerService'},
  {name: 'reviews', group: 'content', path: '', segment: 'reviews'},
  {name: 'vitamin test', group: 'content', path: '', segment: 'vitaminTest'},
  {name: 'vitamin test result', group: 'content', path: '/vitamin-d', segment: 'vitaminTest'},
  {name: 'plant-based guide', group: 'content', path: '', segment: 'plantBasedGuide'},
  {name: 'nutrition advice', group: 'content', path: '', segment: 'nutritionAdviceSubmit'},
  {name: 'content page', group: 'content', path: '/about-us'},
];

/** The market's path for a canonical path whose first segment is `segment` (`/` and `''` are its home). */
/** The page types laid out by ServicePage (the reviews page has its own layout and words). */
export const SERVICE_PAGES: readonly string[] = [
  'contact',
  'wholesale',
  'customer service (contact)',
  'customer service (wholesale)',
  'plant-based guide',
  'nutrition advice',
  'vitamin test',
  'vitamin test result',
];

export function marketPath(market: Pick<MarketDefinition, 'locale' | 'language'>, path: string, segment?: SegmentKey): string {
  const base = market.locale === 'nl' ? '' : `/${market.locale}`;
  const localized = segment ? `/${segmentWord(segment, market)}${path}` : path === '/' ? '' : path;
  return `${base}${localized}` || '/';
}

export function pathIn(market: Pick<MarketDefinition, 'locale' | 'language'>, {path, segment}: PageType): string {
  return marketPath(market, path, segment);
}
