// Issue 12 §3: a product's rating on cards, on the product page and in its JSON-LD.
import {describe, expect, test} from 'vitest';
import {productJsonLd, productPageJsonLd} from '~/commerce/product-json-ld';
import {storefrontCard} from '~/commerce/product-card';
import {RATING_STRINGS, ratingLine} from '~/components/reviews/rating-strings';
import {MARKETS} from '~/markets/markets';
import {aggregateRating, hasReviews, ratingSku, readProductRating, readRating, roundedAverage} from '~/reviews/rating';
import type {ProductRating} from '~/reviews/reviews';

const rating = (starsAverage: number, total: number, sku = 'WHEY-1'): ProductRating => ({
  sku,
  starsAverage,
  numberOfReviews: {total, oneStar: 0, twoStars: 0, threeStars: 0, fourStars: 0, fiveStars: total},
});

describe('AggregateRating in the product JSON-LD', () => {
  const base = {
    name: 'Whey Protein',
    url: 'https://shop.example/products/protein/whey-protein',
    images: [],
    brand: 'Original Fuel',
    variants: [],
  };

  test('a product with reviews: its average to one decimal, the count, best 5 and worst 1', () => {
    expect(productJsonLd({...base, rating: rating(4.5833, 12)}).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  test('no aggregateRating at total 0, with no rating, or an average of 0', () => {
    expect(productJsonLd({...base, rating: rating(0, 0)})).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({...base, rating: rating(4, 0)})).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({...base, rating: rating(0, 3)})).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({...base, rating: null})).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(base)).not.toHaveProperty('aggregateRating');
    expect(aggregateRating(undefined)).toBeNull();
  });

  test('the product page passes the rating it shows', () => {
    const page = {
      purchase: {title: 'Whey Protein', images: []},
      seo: {canonical: 'https://shop.example/products/protein/whey-protein'},
      offers: {currencyCode: 'EUR', variants: []},
    };
    expect(productPageJsonLd(page, rating(4.62, 1))).toMatchObject({
      '@type': 'Product',
      aggregateRating: {ratingValue: 4.6, reviewCount: 1},
    });
    expect(productPageJsonLd(page)).not.toHaveProperty('aggregateRating');
    expect(productPageJsonLd(page, rating(0, 0))).not.toHaveProperty('aggregateRating');
  });

  test('an average outside 1-5 is held within it', () => {
    expect(roundedAverage(5.04)).toBe(5);
    expect(roundedAverage(7)).toBe(5);
    expect(roundedAverage(0.2)).toBe(1);
    expect(roundedAverage(4.25)).toBe(4.3);
    expect(hasReviews(rating(3, 1))).toBe(true);
    expect(hasReviews(null)).toBe(false);
  });
});

describe('the rating line, per market', () => {
  const line = (marketId: string, average: number, total: number) => {
    const market = MARKETS.find((candidate) => candidate.id === marketId)!;
    return ratingLine(rating(average, total), market.language, market.siteLocale);
  };

  test('average and count in the market’s words and number format, singular and plural', () => {
    expect(line('eu_en', 4.583, 12)).toEqual({
      average: '4.6',
      total: '12',
      count: '12 reviews',
      label: 'Rated 4.6 out of 5',
      percent: 92,
    });
    expect(line('eu_en', 5, 1)).toMatchObject({
      average: '5.0',
      count: '1 review',
      label: 'Rated 5.0 out of 5',
      percent: 100,
    });
    expect(line('nl_nl', 4.6, 12)).toMatchObject({
      average: '4,6',
      count: '12 reviews',
      label: 'Beoordeeld met 4,6 van de 5 sterren',
    });
    expect(line('de_de', 4.6, 1)).toMatchObject({count: '1 Bewertung', label: 'Mit 4,6 von 5 Sternen bewertet'});
    expect(line('de_de', 4.6, 1234)).toMatchObject({total: '1.234', count: '1.234 Bewertungen'});
    expect(line('it_it', 3.04, 2)).toMatchObject({average: '3,0', count: '2 recensioni', label: 'Valutato 3,0 su 5'});
    expect(line('fr_fr', 4.6, 1)).toMatchObject({count: '1 avis', label: 'Noté 4,6 sur 5'});
    expect(line('fr_be', 4.6, 3)).toMatchObject({average: '4,6', count: '3 avis'});
    expect(line('nl_be', 4.6, 1)).toMatchObject({average: '4,6', count: '1 review'});
  });

  test('every language has every word, with its placeholder', () => {
    for (const strings of Object.values(RATING_STRINGS)) {
      expect(strings.reviewsOne).toContain('{count}');
      expect(strings.reviewsOther).toContain('{count}');
      expect(strings.rated).toContain('{rating}');
    }
    expect(Object.keys(RATING_STRINGS).sort()).toEqual(['de', 'en', 'fr', 'it', 'nl']);
  });
});

describe('which sku a rating is asked for', () => {
  test('the first id given: variant trustpilotId, then the product’s, then the Storefront SKU; blanks skipped', () => {
    expect(ratingSku('WHEY-CHOC-1', 'WHEY-1', 'SKU-9')).toBe('WHEY-CHOC-1');
    expect(ratingSku(null, 'WHEY-1', 'SKU-9')).toBe('WHEY-1');
    expect(ratingSku(undefined, '  ', 'SKU-9')).toBe('SKU-9');
    expect(ratingSku(null, undefined, null)).toBeNull();
    expect(ratingSku('../admin', 'WHEY 1', 'SKU-9')).toBe('SKU-9');
    expect(ratingSku('x'.repeat(65))).toBeNull();
  });

  test('a card: the content’s trustpilotId, else the first variant’s SKU, else no rating line', () => {
    const product = {
      id: 'gid://shopify/Product/1',
      handle: 'whey-protein',
      title: 'Whey Protein',
      availableForSale: true,
      featuredImage: null,
      priceRange: {minVariantPrice: {amount: '19.95', currencyCode: 'EUR' as const}},
      compareAtPriceRange: {minVariantPrice: {amount: '0.00', currencyCode: 'EUR' as const}},
      variants: {nodes: [{sku: 'SKU-9'}]},
    };
    expect(storefrontCard(product, 'all', {trustpilotId: 'WHEY-1'}).ratingSku).toBe('WHEY-1');
    expect(storefrontCard(product, 'all').ratingSku).toBe('SKU-9');
    expect(storefrontCard({...product, variants: {nodes: [{sku: ''}]}}, 'all')).not.toHaveProperty('ratingSku');
  });
});

describe('a rating answer read in the browser', () => {
  test('our route’s shape is kept; anything else is no rating', () => {
    expect(readProductRating(rating(4.6, 12))).toEqual(rating(4.6, 12));
    for (const bad of [
      null,
      'x',
      {},
      {sku: 'A', starsAverage: '4.6', numberOfReviews: {total: 1}},
      {sku: 'A', starsAverage: 4.6, numberOfReviews: {total: -1}},
      {sku: 'A', starsAverage: NaN, numberOfReviews: {total: 1}},
      {sku: 'A', starsAverage: 4, numberOfReviews: null},
      {error: 'down'},
    ]) {
      expect(readProductRating(bad)).toBeNull();
    }
  });

  test('the business rating (no sku) is a rating; the same bad shapes are none', () => {
    const {sku: _sku, ...business} = rating(4.4, 325);
    expect(readRating(business)).toEqual(business);
    expect(readProductRating(business)).toBeNull();
    for (const bad of [null, {starsAverage: 4}, {starsAverage: Infinity, numberOfReviews: {total: 1}}]) {
      expect(readRating(bad)).toBeNull();
    }
  });
});
