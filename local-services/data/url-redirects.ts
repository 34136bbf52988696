// Shopify admin → Online Store → Navigation → URL redirects: legacy paths of the old shop and where they go now.
// Paths are stored as the admin stores them (lowercase, no trailing slash); targets are paths of today's shop.
export type DemoUrlRedirect = {id: number; path: string; target: string};

export const URL_REDIRECTS: DemoUrlRedirect[] = [
  // The old theme's product URL of the best seller, and its German counterpart.
  {id: 40_210_001, path: '/shop/whey-protein-chocolade', target: '/producten/protein/whey-protein'},
  {id: 40_210_002, path: '/de/shop/whey-protein-schokolade', target: '/de/produkte/protein/whey-protein'},
  // A retired sale page and a retired blog post of the old shop.
  {id: 40_210_003, path: '/aanbiedingen-2019', target: '/producten/all'},
  {id: 40_210_004, path: '/blogs/nieuws/eiwit-na-je-training', target: '/fitblog'},
  // The old French shop's recipes page.
  {id: 40_210_005, path: '/fr/blogs/recettes', target: '/fr/recettes'},
];
