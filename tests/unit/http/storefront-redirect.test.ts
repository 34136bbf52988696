// Issue 14 §3 (README "SEO"): a 404 tries the shop's URL redirects (Hydrogen's storefrontRedirect), and redirects
// only ever lead to a path on our own origin (README "Security"). Hydrogen 2024.10 turns `?redirect=/.//evil`
// into `Location: //evil`; the attack pass of 2026-11-27 found it, these probes keep it found.
import type {Storefront} from '@shopify/hydrogen';
import {describe, expect, test} from 'vitest';
import {withStorefrontRedirect} from '~/http/shopify-urls.server';

function storefrontWith(redirects: Record<string, string>): Storefront {
  return {
    query: async (_document: string, options?: {variables?: {query?: string}}) => {
      const path = options?.variables?.query?.replace(/^path:/, '') ?? '';
      const target = redirects[path.toLowerCase()];
      return {urlRedirects: {edges: target ? [{node: {target}}] : []}};
    },
  } as unknown as Storefront;
}

const notFound = () => new Response('the 404 page', {status: 404});
const HOSTILE_TARGETS = [
  '/.//evil.example',
  './%2F%2Fevil.example',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '//evil.example',
  '/\\evil.example',
  'http://evil.example',
  'https://evil.example/path',
  'http:evil.example',
  'javascript:alert(1)',
  '/%0d%0aSet-Cookie:x=1',
  '/\r\nSet-Cookie:x=1',
];

describe('a 404 asks the shop\'s URL redirects; only own paths are followed', () => {
  test.each(HOSTILE_TARGETS.flatMap((target) => ['redirect', 'return_to'].map((name) => [name, target] as const)))(
    '?%s=%s stays on our origin (the 404, or a path of ours)',
    async (name, target) => {
      // As a client sends it, and once more encoded: both spellings reach Hydrogen's own decoding.
      for (const value of [encodeURIComponent(target), encodeURIComponent(encodeURIComponent(target))]) {
        const request = new Request(`https://www.originalfuel.nl/nope-xyz?${name}=${value}`);
        const answer = await withStorefrontRedirect(notFound(), request, 'GET', storefrontWith({}));
        const location = answer.headers.get('Location');
        if (answer.status === 404) expect(location).toBeNull();
        else {
          expect(answer.status).toBe(301);
          expect(location).toMatch(/^\/(?![/\\])[^\\\s]*$/);
          expect(new URL(location!, 'https://www.originalfuel.nl').origin).toBe('https://www.originalfuel.nl');
        }
      }
    },
  );

  test('a legacy path the shop redirects is a 301 to its own path, stored by no cache', async () => {
    const request = new Request('https://www.originalfuel.nl/shop/whey-protein-chocolade');
    const answer = await withStorefrontRedirect(notFound(), request, 'GET', storefrontWith({'/shop/whey-protein-chocolade': '/producten/protein/whey-protein'}));
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Location')).toBe('/producten/protein/whey-protein');
    expect(answer.headers.get('Cache-Control')).toMatch(/no-store/);
  });

  test('a shop redirect that leaves our origin is not followed', async () => {
    for (const target of ['https://evil.example/', '//evil.example']) {
      const request = new Request('https://www.originalfuel.nl/old-page');
      const answer = await withStorefrontRedirect(notFound(), request, 'GET', storefrontWith({'/old-page': target}));
      expect(answer.status, target).toBe(404);
    }
  });

  test('other methods and other statuses pass through', async () => {
    const request = new Request('https://www.originalfuel.nl/nope?redirect=%2F.%2F%2Fevil.example', {method: 'POST'});
    expect((await withStorefrontRedirect(notFound(), request, 'POST', storefrontWith({}))).status).toBe(404);
    const ok = new Response('ok');
    expect(await withStorefrontRedirect(ok, new Request('https://www.originalfuel.nl/'), 'GET', storefrontWith({}))).toBe(ok);
  });
});
