// Issue 14: the stand-in answers what Hydrogen's SEO helpers ask for, as the 2024-10 schema defines it: the sitemap
// index and pages (getSitemapIndex / getSitemap's own documents), urlRedirects (storefrontRedirect's document), and
// the shop's policies in the asked language.
import {describe, expect, test} from 'vitest';
import {COLLECTIONS, PRODUCTS} from '../../../local-services/data/catalogue';
import {URL_REDIRECTS} from '../../../local-services/data/url-redirects';
import {query, storefront} from './storefront-helpers';

// Copied from @shopify/hydrogen 2024.10 (getSitemapIndex's and getSitemap's documents), so the stand-in is tested
// against exactly what the helpers send.
const SITEMAP_INDEX_QUERY = `query SitemapIndex {
  products: sitemap(type: PRODUCT) { pagesCount { count } }
  collections: sitemap(type: COLLECTION) { pagesCount { count } }
  articles: sitemap(type: ARTICLE) { pagesCount { count } }
  pages: sitemap(type: PAGE) { pagesCount { count } }
  blogs: sitemap(type: BLOG) { pagesCount { count } }
  metaObjects: sitemap(type: METAOBJECT) { pagesCount { count } }
}`;
const SITEMAP_PAGE = (type: string) => `query SitemapPage($page: Int!) {
  sitemap(type: ${type}) { resources(page: $page) { hasNextPage items { handle updatedAt ... on SitemapResourceMetaobject { type } } } }
}`;
const REDIRECT_QUERY = `query redirects($query: String) { urlRedirects(first: 1, query: $query) { edges { node { target } } } }`;
const POLICIES = `query Policies($language: LanguageCode) @inContext(language: $language) {
  shop {
    privacyPolicy { id title handle body url }
    refundPolicy { id title handle body url }
    shippingPolicy { id title handle body url }
    termsOfService { id title handle body url }
  }
}`;

type Count = {pagesCount: {count: number}};
type Page = {sitemap: {resources: {hasNextPage: boolean; items: {handle: string; updatedAt: string}[]}}};
type Policy = {id: string; title: string; handle: string; body: string; url: string};

describe('issue 14 stand-in: sitemap(type:) as getSitemapIndex and getSitemap read it', () => {
  test('the index counts one page of products and one of collections; types the shop has none of count 0', async () => {
    const data = await query<Record<string, Count>>(SITEMAP_INDEX_QUERY);
    expect(data.products!.pagesCount.count).toBe(1);
    expect(data.collections!.pagesCount.count).toBe(1);
    for (const type of ['articles', 'pages', 'blogs', 'metaObjects']) expect(data[type]!.pagesCount.count).toBe(0);
  });

  test('page 1 lists every product and every collection by handle with an ISO updatedAt; page 2 is empty', async () => {
    const products = await query<Page>(SITEMAP_PAGE('PRODUCT'), {page: 1});
    expect(products.sitemap.resources.items.map((item) => item.handle)).toEqual(PRODUCTS.map((product) => product.handle));
    for (const item of products.sitemap.resources.items) expect(new Date(item.updatedAt).toISOString()).toBeTruthy();
    expect(products.sitemap.resources.hasNextPage).toBe(false);
    const collections = await query<Page>(SITEMAP_PAGE('COLLECTION'), {page: 1});
    expect(collections.sitemap.resources.items.map((item) => item.handle)).toEqual(COLLECTIONS.map((collection) => collection.handle));
    const beyond = await query<Page>(SITEMAP_PAGE('PRODUCT'), {page: 2});
    expect(beyond.sitemap.resources.items).toEqual([]);
  });

  test('a page number below 1 is a GraphQL error, not an internal one', async () => {
    for (const page of [0, -1]) {
      const result = await storefront(SITEMAP_PAGE('PRODUCT'), {page});
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    }
  });
});

describe('issue 14 stand-in: urlRedirects(query: "path:…") as storefrontRedirect asks', () => {
  test('each demo legacy path finds its target, in any case; any other path finds none', async () => {
    for (const redirect of URL_REDIRECTS) {
      for (const spelling of [redirect.path, redirect.path.toUpperCase()]) {
        const data = await query<{urlRedirects: {edges: {node: {target: string}}[]}}>(REDIRECT_QUERY, {query: `path:${spelling}`});
        expect(data.urlRedirects.edges.map((edge) => edge.node.target)).toEqual([redirect.target]);
      }
    }
    for (const path of ['/nope', '/shop', '/shop/whey-protein-chocolade/extra', '']) {
      const data = await query<{urlRedirects: {edges: unknown[]}}>(REDIRECT_QUERY, {query: `path:${path}`});
      expect(data.urlRedirects.edges).toEqual([]);
    }
  });
});

describe('issue 14 stand-in: shop policies in the @inContext language', () => {
  test('privacy, refund, shipping and terms answer with their handle, a /policies/ URL and an HTML body per language', async () => {
    const titles = new Set<string>();
    for (const language of ['NL', 'DE', 'EN', 'IT', 'FR']) {
      const {shop} = await query<{shop: Record<string, Policy>}>(POLICIES, {language});
      const handles = Object.values(shop).map((policy) => policy.handle);
      expect(handles).toEqual(['privacy-policy', 'refund-policy', 'shipping-policy', 'terms-of-service']);
      for (const policy of Object.values(shop)) {
        expect(policy.url).toMatch(new RegExp(`/policies/${policy.handle}$`));
        expect(policy.body).toMatch(/^<h2>/);
        expect(policy.id).toMatch(/^gid:\/\/shopify\/ShopPolicy\/\d+$/);
        titles.add(policy.title);
      }
    }
    expect(titles.size).toBe(20);
  });
});
