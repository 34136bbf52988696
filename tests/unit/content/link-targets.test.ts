import {describe, expect, test} from 'vitest';
import {isBookingUrl, isCartPath, linkTarget, recordPath, withCartOverlay} from '~/content/link-targets';

describe('link targets from content records (spec §2)', () => {
  test('articles go to the fitblog under their first tag, or all', () => {
    expect(recordPath({__typename: 'ArticleRecord', slug: 'protein-myths', tags: [{slug: 'nutrition'}, {slug: 'x'}]})).toBe(
      '/fitblog/nutrition/protein-myths',
    );
    expect(recordPath({__typename: 'ArticleRecord', slug: 'protein-myths', tags: []})).toBe('/fitblog/all/protein-myths');
  });

  test('recipes under their first tag or all; the overview at /recipes', () => {
    expect(recordPath({__typename: 'RecipeRecord', slug: 'pancakes', tags: [{slug: 'breakfast'}]})).toBe(
      '/recipes/breakfast/pancakes',
    );
    expect(recordPath({__typename: 'RecipeRecord', slug: 'pancakes', tags: null})).toBe('/recipes/all/pancakes');
    expect(recordPath({__typename: 'RecipeOverviewRecord'})).toBe('/recipes');
  });

  test('products under their first collection or all; collections and the overview under /products', () => {
    expect(recordPath({__typename: 'ProductRecord', slug: 'whey-protein', collection: {slug: 'protein'}})).toBe(
      '/products/protein/whey-protein',
    );
    expect(recordPath({__typename: 'ProductRecord', slug: 'whey-protein', collection: null})).toBe('/products/all/whey-protein');
    expect(recordPath({__typename: 'CollectionRecord', slug: 'protein'})).toBe('/products/protein');
    expect(recordPath({__typename: 'ProductsOverviewRecord'})).toBe('/products');
  });

  test('contact and wholesale under /customer-service; fitblog, page and reviews page at /{slug}; home at /', () => {
    expect(recordPath({__typename: 'ContactPageRecord', slug: 'contact'})).toBe('/customer-service/contact');
    expect(recordPath({__typename: 'WholesalePageRecord', slug: 'wholesale'})).toBe('/customer-service/wholesale');
    expect(recordPath({__typename: 'FitblogRecord', slug: 'fitblog'})).toBe('/fitblog');
    expect(recordPath({__typename: 'PageRecord', slug: 'about-us'})).toBe('/about-us');
    expect(recordPath({__typename: 'ReviewsPageRecord', slug: 'reviews'})).toBe('/reviews');
    expect(recordPath({__typename: 'HomePageRecord'})).toBe('/');
    expect(recordPath({__typename: 'CartPageRecord'})).toBe('/cart');
  });

  test('a record without the slug its path needs has no link', () => {
    expect(recordPath({__typename: 'PageRecord', slug: ''})).toBeNull();
    expect(recordPath({__typename: 'ProductRecord', slug: null})).toBeNull();
  });
});

describe('button links', () => {
  test('an entry link wins when chosen', () => {
    expect(
      linkTarget({url: 'https://elsewhere.example', useEntryLink: true, entryLink: {__typename: 'CollectionRecord', slug: 'snacks'}}),
    ).toEqual({kind: 'internal', path: '/products/snacks'});
  });

  test('every spelling of a link to the cart opens the overlay: prefix, trailing slash, query, fragment, case', () => {
    const prefixes = ['', '/nl', '/de', '/en', '/it', '/fr', '/nl-be', '/fr-be', '/DE', '/Fr-Be'];
    const words = ['cart', 'Cart', 'CART'];
    const tails = ['', '/', '?x', '?x=1&y=2', '#y', '/?x#y', '?cart=1'];
    let count = 0;
    for (const prefix of prefixes) {
      for (const word of words) {
        for (const tail of tails) {
          const url = `${prefix}/${word}${tail}`;
          expect(isCartPath(url), url).toBe(true);
          expect(linkTarget({url}), url).toEqual({kind: 'cart'});
          count++;
        }
      }
    }
    expect(count).toBe(210);
  });

  test('paths that only look like the cart stay ordinary links', () => {
    for (const url of ['/carts', '/cart-x', '/cartography', '/cart/abc', '/xx/cart', '/de-at/cart', '/products/cart', '/cart%2F', '/ca rt']) {
      expect(isCartPath(url), url).toBe(false);
      expect(linkTarget({url}), url).toEqual({kind: 'internal', path: url});
    }
    // Protocol-relative and other-origin URLs are never our cart page.
    expect(linkTarget({url: '//cart'})).toBeNull();
    expect(linkTarget({url: 'https://example.com/cart'})).toEqual({kind: 'external', href: 'https://example.com/cart', newTab: false});
  });

  test('a link to the cart page opens the cart overlay instead of navigating', () => {
    expect(linkTarget({useEntryLink: true, entryLink: {__typename: 'CartPageRecord'}})).toEqual({kind: 'cart'});
    expect(linkTarget({url: '/cart'})).toEqual({kind: 'cart'});
    expect(withCartOverlay('?filter=x')).toBe('?filter=x&cart=1');
    expect(withCartOverlay('')).toBe('?cart=1');
  });

  test('a free url, optionally in a new tab; a relative one stays ours', () => {
    expect(linkTarget({url: 'https://instagram.com/of', openInNewTab: true})).toEqual({
      kind: 'external',
      href: 'https://instagram.com/of',
      newTab: true,
    });
    expect(linkTarget({url: 'https://example.com'})).toEqual({kind: 'external', href: 'https://example.com', newTab: false});
    expect(linkTarget({url: '/products/protein'})).toEqual({kind: 'internal', path: '/products/protein'});
  });

  test('Calendly-type urls are booking popups', () => {
    expect(linkTarget({url: 'https://calendly.com/original-fuel/consult'})).toEqual({
      kind: 'booking',
      href: 'https://calendly.com/original-fuel/consult',
    });
    // Only the pages the popup may frame (app/content/booking-links.ts; spellings in booking-links.test.ts).
    expect(isBookingUrl('https://team.calendly.com/x')).toBe(false);
    expect(linkTarget({url: 'HTTP://WWW.Calendly.com/original-fuel/consult'})).toEqual({
      kind: 'booking',
      href: 'https://calendly.com/original-fuel/consult',
    });
    expect(isBookingUrl('https://notcalendly.com.evil.example/x')).toBe(false);
  });

  test('links that cannot go anywhere safe render nothing', () => {
    expect(linkTarget({url: 'javascript:alert(1)'})).toBeNull();
    expect(linkTarget({url: '//evil.example'})).toBeNull();
    expect(linkTarget({useEntryLink: true, entryLink: null})).toBeNull();
    expect(linkTarget(null)).toBeNull();
  });
});
