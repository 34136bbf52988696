// Shopify's Hydrogen skeleton, built and served in workerd against the local services, walked page by page
// (scripts/peer-walk.mjs, issue 14 §6): the Storefront stand-in answers any Hydrogen app as a real shop would.
// The first run on a machine installs the skeleton (about 1.5 min, kept in .cache/peer-skeleton); later runs take
// about 10 s. PEER_WALK_SKIP=1 leaves it out (README "Local services"), e.g. offline without the npm registry.
import {beforeAll, describe, expect, test} from 'vitest';
import {walkPeer} from '../../scripts/peer-walk.mjs';

type Walk = Awaited<ReturnType<typeof walkPeer>>;

describe.skipIf(process.env.PEER_WALK_SKIP === '1')('the Hydrogen skeleton against the local services', () => {
  let walk: Walk;
  const status = (path: string) => walk.pages.find((page) => page.path === path)?.status;

  beforeAll(async () => {
    walk = await walkPeer();
  }, 600_000);

  test('no page answers 5xx and the stand-in answers none of its queries with a GraphQL error', () => {
    expect(walk.problems).toEqual([]);
    expect(walk.graphqlErrors).toEqual([]);
    expect(walk.pages.filter((page) => page.status >= 500)).toEqual([]);
    expect(walk.storefrontCalls).toBeGreaterThan(20);
  });

  test('the shop pages render: home, collections, a collection, a product, search, cart, blogs, policies, sitemaps, robots', () => {
    const pages = walk.pages.map((page) => page.path);
    expect(pages).toEqual(expect.arrayContaining(['/', '/collections', '/blogs', '/policies', '/sitemap.xml', '/robots.txt']));
    for (const path of pages.filter((p) => /^\/(collections|products)\/[\w-]+$/.test(p) || /^\/(search|cart|blogs|policies|sitemap)\b/.test(p))) {
      if (/^\/(blogs|policies)\/./.test(path)) continue; // handles the shop may not have: a 404 page, checked below
      expect(status(path), path).toBe(200);
    }
    expect(pages.some((p) => /^\/products\/[\w-]+$/.test(p))).toBe(true);
    expect(status('POST /cart')).toBe(200);
  });

  test('what the shop does not have is a 404 page, never an error: a blog, an article, a page, an unknown path', () => {
    for (const path of ['/blogs/news', '/blogs/news/hello-world', '/pages/contact', '/no-such-page-anywhere']) {
      expect(status(path), path).toBe(404);
    }
  });
});
