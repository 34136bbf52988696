// The content loaders behind the shell, the home page and the content pages (README "Data and caching",
// spec §2 link targets and §7 content calls), against a stand-in content client that answers per document.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {requestLogger} from '~/observability/log.server';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {HOME_PAGE_QUERY} from '~graphql/content/home';
import {LAYOUT_QUERY} from '~graphql/content/layout';
import {
  CONTACT_PAGE_QUERY,
  CUSTOMER_SERVICE_PAGE_QUERY,
  PAGE_QUERY,
  REVIEWS_PAGE_QUERY,
  WHOLESALE_PAGE_QUERY,
} from '~graphql/content/pages';
import {PRODUCTS_BY_IDS_QUERY} from '~graphql/storefront/products';
import {PRODUCT_RECOMMENDATIONS_QUERY} from '~graphql/storefront/recommendations';
import {QUICK_VIEW_VARIANTS_QUERY} from '~graphql/storefront/variants';
import {QUICK_VIEW_CONTENT_QUERY} from '~graphql/content/catalogue';
import {isRecordId, loadQuickViewOffer} from '~/commerce/quick-view.server';
import {isProductNumber, recommendationsPath, recommendedCards} from '~/commerce/recommendations';
import {loadRecommendations} from '~/commerce/recommendations.server';
import {loadHomePage} from '~/content/home.server';
import {loadLayout} from '~/content/layout.server';
import {loadSectionData} from '~/content/sections.server';
import {
  loadContactPage,
  loadCustomerServicePage,
  loadPage,
  loadReviewsPage,
  loadWholesalePage,
} from '~/content/pages.server';

type Answer = unknown | ((variables: Record<string, unknown>) => unknown);

/** A load context whose content client (and Storefront) answer each document as given; both record their calls. */
function contextAnswering(content: Map<string, Answer>, storefront: Map<string, Answer> = new Map()) {
  const answer = (answers: Map<string, Answer>) =>
    vi.fn(async (document: string, options?: {variables?: Record<string, unknown>}) => {
      if (!answers.has(document)) throw new Error('unexpected document');
      const value = answers.get(document);
      return typeof value === 'function' ? (value as (v: Record<string, unknown>) => unknown)(options?.variables ?? {}) : value;
    });
  const contentQuery = answer(content);
  const storefrontQuery = answer(storefront);
  const context = {content: {query: contentQuery}, storefront: {query: storefrontQuery}, log: requestLogger(undefined)} as unknown as AppLoadContext;
  return {context, contentQuery, storefrontQuery};
}

const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => consoleError.mockClear());

describe('the shell (layout)', () => {
  test('the menu and footer record as content gives it', async () => {
    const layout = {id: 'layout', menu: []};
    const {context} = contextAnswering(new Map([[LAYOUT_QUERY, {layout}]]));
    expect(await loadLayout(context)).toEqual(layout);
  });

  test('no layout record: the shell without a menu', async () => {
    const {context} = contextAnswering(new Map([[LAYOUT_QUERY, {layout: null}]]));
    expect(await loadLayout(context)).toBeNull();
  });

  test('content down: the shell without a menu, and the failure logged, instead of a blank page', async () => {
    const {context} = contextAnswering(new Map());
    expect(await loadLayout(context)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('[layout]', 'unexpected document');
  });
});

describe('the home page', () => {
  const carousel = (id: string, productIds: (string | null)[]) => ({
    __typename: 'ProductCarouselSectionRecord',
    id,
    products: productIds.map((productId, index) => ({id: `${id}-${index}`, productId})),
  });
  const commerce = (id: string, amount: string, availableForSale = true) => ({
    id,
    availableForSale,
    priceRange: {minVariantPrice: {amount, currencyCode: 'EUR'}},
    compareAtPriceRange: {minVariantPrice: {amount: '39.95', currencyCode: 'EUR'}},
  });

  test('no home page record: nothing (the route answers 404)', async () => {
    const {context} = contextAnswering(new Map([[HOME_PAGE_QUERY, {homePage: null}]]));
    expect(await loadHomePage(context)).toBeNull();
  });

  test('carousels get live prices in one Storefront request; sections pass through, framed', async () => {
    const hero = {__typename: 'HeroSectionRecord', id: 'hero', heading: 'Brandstof', settings: {visibility: 'mobile', textColor: null}};
    const homePage = {
      title: 'Home',
      sections: [hero, carousel('c1', ['gid://shopify/Product/1', null, 'gid://shopify/Product/2']), carousel('c2', ['gid://shopify/Product/1', 'gid://shopify/Product/3'])],
    };
    const {context, storefrontQuery} = contextAnswering(
      new Map([[HOME_PAGE_QUERY, {homePage}]]),
      new Map([
        [PRODUCTS_BY_IDS_QUERY, {nodes: [commerce('gid://shopify/Product/1', '24.95'), null, {id: 'gid://shopify/Collection/9'}, commerce('gid://shopify/Product/2', '9.95', false)]}],
      ]),
    );
    const page = (await loadHomePage(context))!;
    expect(storefrontQuery).toHaveBeenCalledTimes(1);
    expect(storefrontQuery).toHaveBeenCalledWith(PRODUCTS_BY_IDS_QUERY, {
      variables: {ids: ['gid://shopify/Product/1', 'gid://shopify/Product/2', 'gid://shopify/Product/3']},
    });
    expect(page.title).toBe('Home');
    // Settings travel as their frame code, as on the product page; the content products without their nulls.
    expect(page.sections[0]).toEqual({...hero, settings: 'vmobile'});
    expect((page.sections[1] as {products: {id: string}[]}).products.map((product) => product.id)).toEqual(['c1-0', 'c1-1', 'c1-2']);
    // Prices by Shopify product, for every page's carousels alike; a product the Storefront does not know has none.
    expect(page.sectionData).toEqual({
      productId: null,
      popupLabels: null,
      prices: {
        'gid://shopify/Product/1': {
          price: {amount: '24.95', currencyCode: 'EUR'},
          compareAtPrice: {amount: '39.95', currencyCode: 'EUR'},
          availableForSale: true,
        },
        'gid://shopify/Product/2': {
          price: {amount: '9.95', currencyCode: 'EUR'},
          compareAtPrice: {amount: '39.95', currencyCode: 'EUR'},
          availableForSale: false,
        },
      },
    });
  });

  test('without carousel products the Storefront is not asked', async () => {
    const homePage = {title: 'Home', sections: [carousel('c1', [null]), {__typename: 'HeroSectionRecord', id: 'hero'}]};
    const {context, storefrontQuery} = contextAnswering(new Map([[HOME_PAGE_QUERY, {homePage}]]));
    const page = (await loadHomePage(context))!;
    expect(storefrontQuery).not.toHaveBeenCalled();
    expect(page.sectionData.prices).toEqual({});
  });
});

describe('content pages', () => {
  test('a page by slug, canonical at /{slug} unless the route names its own path', async () => {
    const {context, contentQuery} = contextAnswering(new Map([[PAGE_QUERY, ({slug}: Record<string, unknown>) => ({page: slug === 'over-ons' ? {title: 'Over ons', body: 'x', sections: []} : null})]]));
    expect(await loadPage(context, 'over-ons')).toEqual({
      title: 'Over ons',
      body: 'x',
      canonicalPath: '/over-ons',
      sections: [],
      sectionData: {productId: null, prices: {}, popupLabels: null},
    });
    expect(contentQuery).toHaveBeenCalledWith(PAGE_QUERY, {variables: {slug: 'over-ons'}});
    expect(await loadPage(context, 'over-ons', '/vitamintest')).toMatchObject({canonicalPath: '/vitamintest'});
    expect(await loadPage(context, 'unknown')).toBeNull();
  });

  test('a record without a title is no page', async () => {
    const {context} = contextAnswering(
      new Map<string, Answer>([
        [PAGE_QUERY, {page: {title: ''}}],
        [CONTACT_PAGE_QUERY, {contactPage: {title: null}}],
        [WHOLESALE_PAGE_QUERY, {wholesalePage: {title: ''}}],
        [REVIEWS_PAGE_QUERY, {reviewsPage: {title: null}}],
        [CUSTOMER_SERVICE_PAGE_QUERY, {contactPage: {title: ''}, wholesalePage: {title: null}}],
      ]),
    );
    expect(await loadPage(context, 'x')).toBeNull();
    expect(await loadContactPage(context)).toBeNull();
    expect(await loadWholesalePage(context)).toBeNull();
    expect(await loadReviewsPage(context)).toBeNull();
    expect(await loadCustomerServicePage(context, 'x')).toBeNull();
  });

  test('no record at all is no page', async () => {
    const {context} = contextAnswering(
      new Map<string, Answer>([
        [CONTACT_PAGE_QUERY, {contactPage: null}],
        [WHOLESALE_PAGE_QUERY, {wholesalePage: null}],
        [REVIEWS_PAGE_QUERY, {reviewsPage: null}],
      ]),
    );
    expect(await loadContactPage(context)).toBeNull();
    expect(await loadWholesalePage(context)).toBeNull();
    expect(await loadReviewsPage(context)).toBeNull();
  });

  test('contact, wholesale and reviews pages are canonical at their top-level pages', async () => {
    const {context} = contextAnswering(
      new Map<string, Answer>([
        [CONTACT_PAGE_QUERY, {contactPage: {title: 'Contact'}}],
        [WHOLESALE_PAGE_QUERY, {wholesalePage: {title: 'Partner'}}],
        [REVIEWS_PAGE_QUERY, {reviewsPage: {title: 'Reviews'}}],
      ]),
    );
    expect(await loadContactPage(context)).toEqual({title: 'Contact', canonicalPath: '/how-can-we-help-you'});
    expect(await loadWholesalePage(context)).toEqual({title: 'Partner', canonicalPath: '/become-partner'});
    expect(await loadReviewsPage(context)).toEqual({title: 'Reviews', canonicalPath: '/reviews'});
  });

  test('/customer-service/{slug} is the contact or wholesale record of that slug, canonical at its top-level page', async () => {
    const {context, contentQuery} = contextAnswering(
      new Map([
        [
          CUSTOMER_SERVICE_PAGE_QUERY,
          ({slug}: Record<string, unknown>) => ({
            contactPage: slug === 'contact' ? {title: 'Contact'} : null,
            wholesalePage: slug === 'partner' ? {title: 'Partner'} : null,
          }),
        ],
      ]),
    );
    expect(await loadCustomerServicePage(context, 'contact')).toEqual({title: 'Contact', canonicalPath: '/how-can-we-help-you'});
    expect(await loadCustomerServicePage(context, 'partner')).toEqual({title: 'Partner', canonicalPath: '/become-partner'});
    expect(await loadCustomerServicePage(context, 'elsewhere')).toBeNull();
    expect(contentQuery).toHaveBeenCalledWith(CUSTOMER_SERVICE_PAGE_QUERY, {variables: {slug: 'contact'}});
  });
});

describe('quick views of the product page carousels (README "Quick view")', () => {
  const labels = {addToCart: 'In winkelmand'} as never;
  const product = (id: string, productId: string, variantIds: (string | null)[]) => ({
    id,
    productId,
    slug: id,
    title: `Product ${id}`,
    collection: {slug: 'protein'},
    variants: variantIds.map((variantId, index) => ({id: `${id}-v${index}`, slug: `v${index}`, name: null, variantId})),
  });
  const variant = (id: string, productId: string) => ({
    id,
    title: 'Chocolate',
    availableForSale: true,
    price: {amount: '24.95', currencyCode: 'EUR'},
    compareAtPrice: null,
    image: null,
    selectedOptions: [],
    product: {id: productId, title: 'Whey', requiresSellingPlan: false},
  });
  const carousel = (products: ReturnType<typeof product>[]) =>
    ({__typename: 'ProductCarouselSectionRecord', id: 'c1', useRecommendations: false, products}) as never;

  test('pages carry no quick views: the carousels ask the Storefront only for prices, and pass on the labels', async () => {
    const {context, storefrontQuery} = contextAnswering(new Map(), new Map([[PRODUCTS_BY_IDS_QUERY, {nodes: []}]]));
    const sections = [carousel([product('whey', 'gid://shopify/Product/1', ['gid://shopify/ProductVariant/1'])])];
    const data = await loadSectionData(context, {newPdpSectionsFormat: true, sections}, 'gid://shopify/Product/9', labels);
    expect(storefrontQuery.mock.calls.map(([document]) => document)).toEqual([PRODUCTS_BY_IDS_QUERY]);
    expect(data).toEqual({productId: 'gid://shopify/Product/9', prices: {}, popupLabels: labels});
  });

  test('opened, a quick view is the content product’s variants in the editors’ order, priced by the Storefront', async () => {
    const content = product('whey', 'gid://shopify/Product/1', ['gid://shopify/ProductVariant/2', null, 'gid://shopify/ProductVariant/1']);
    const {context, contentQuery, storefrontQuery} = contextAnswering(
      new Map([[QUICK_VIEW_CONTENT_QUERY, {product: content}]]),
      new Map([
        [
          QUICK_VIEW_VARIANTS_QUERY,
          {product: {variants: {nodes: [variant('gid://shopify/ProductVariant/1', 'gid://shopify/Product/1'), variant('gid://shopify/ProductVariant/2', 'gid://shopify/Product/1')]}}},
        ],
      ]),
    );
    const offer = await loadQuickViewOffer(context, 'whey');
    expect(contentQuery).toHaveBeenCalledWith(QUICK_VIEW_CONTENT_QUERY, {variables: {id: 'whey'}});
    expect(storefrontQuery).toHaveBeenCalledWith(QUICK_VIEW_VARIANTS_QUERY, {variables: {id: 'gid://shopify/Product/1'}});
    expect(offer).toMatchObject({
      requiresSellingPlan: false,
      variants: [
        {variantId: 'gid://shopify/ProductVariant/2', slug: 'v0'},
        {variantId: 'gid://shopify/ProductVariant/1', slug: 'v2'},
      ],
    });
    // Only the Storefront's side: the card's content (product id, slug, title, image) is on the page already.
    expect(offer).not.toHaveProperty('productId');
    expect(offer).not.toHaveProperty('image');
  });

  test('no quick view for an unknown record, one without a Shopify product or page, or a product the Storefront lacks', async () => {
    const answers = (record: unknown, storefrontProduct: unknown = null) =>
      contextAnswering(new Map([[QUICK_VIEW_CONTENT_QUERY, {product: record}]]), new Map([[QUICK_VIEW_VARIANTS_QUERY, {product: storefrontProduct}]]));
    expect(await loadQuickViewOffer(answers(null).context, 'x')).toBeNull();
    expect(await loadQuickViewOffer(answers({...product('whey', '', []), productId: null}).context, 'x')).toBeNull();
    expect(await loadQuickViewOffer(answers({...product('whey', 'gid://shopify/Product/1', []), slug: ''}).context, 'x')).toBeNull();
    expect(await loadQuickViewOffer(answers(product('whey', 'gid://shopify/Product/1', [])).context, 'x')).toBeNull();
    expect(await loadQuickViewOffer(answers(product('whey', 'gid://shopify/Product/1', []), {variants: {nodes: []}}).context, 'x')).toBeNull();
  });

  test('record ids: 48-bit integers or v4 UUIDs in URL-safe base64, nothing else reaches the content query', () => {
    for (const id of ['25709760', '0', '281474976710655', 'f8oU7jfNQQKS-JdDqKtBVw', 'T4m4tPymSACFzsqbZS65WA']) {
      expect(isRecordId(id), id).toBe(true);
    }
    // The content API refuses to coerce these to ItemId: asking it would be a 500.
    for (const id of ['aB3-_x', 'A'.repeat(32), 'A'.repeat(22), '281474976710656', 'whey-protein', '-1']) {
      expect(isRecordId(id), id).toBe(false);
    }
    for (const id of [undefined, '', 'a b', '../x', '1;2', 'x'.repeat(33), '%2F']) expect(isRecordId(id)).toBe(false);
  });
});

describe('carousel prices and recommendations of the product page', () => {
  const commerce = (id: string) => ({
    id,
    availableForSale: true,
    priceRange: {minVariantPrice: {amount: '24.95', currencyCode: 'EUR'}},
    compareAtPriceRange: {minVariantPrice: {amount: '29.95', currencyCode: 'EUR'}},
  });

  test('content products without a Shopify id are not asked for; unknown ids leave the others priced', async () => {
    const {context, storefrontQuery} = contextAnswering(new Map(), new Map([[PRODUCTS_BY_IDS_QUERY, {nodes: [null, commerce('gid://shopify/Product/1')]}]]));
    const sections = [
      {__typename: 'ProductCarouselSectionRecord', id: 'c1', useRecommendations: false, products: [{id: 'a', productId: null, variants: []}, {id: 'b', productId: 'gid://shopify/Product/1', variants: []}, {id: 'c', productId: 'gid://shopify/Product/404', variants: []}]},
    ] as never;
    const data = await loadSectionData(context, {newPdpSectionsFormat: true, sections}, 'p');
    expect(storefrontQuery).toHaveBeenCalledWith(PRODUCTS_BY_IDS_QUERY, {variables: {ids: ['gid://shopify/Product/1', 'gid://shopify/Product/404']}});
    expect(Object.keys(data.prices)).toEqual(['gid://shopify/Product/1']);
  });

  test('the page asks for no recommendations: carousels that want them load them once it is interactive', async () => {
    const {context, storefrontQuery} = contextAnswering(new Map(), new Map<string, Answer>([[PRODUCT_RECOMMENDATIONS_QUERY, {productRecommendations: null}]]));
    const carousel = [{__typename: 'ProductCarouselSectionRecord', id: 'c', useRecommendations: true, products: []}] as never;
    expect(await loadSectionData(context, {newPdpSectionsFormat: true, sections: carousel}, 'gid://shopify/Product/9')).toEqual({
      productId: 'gid://shopify/Product/9',
      prices: {},
      popupLabels: null,
    });
    expect(storefrontQuery).not.toHaveBeenCalled();
  });

  test('recommendations: cards without the product itself; one outside any collection is linked under /products/all', async () => {
    const recommended = {...commerce('gid://shopify/Product/7'), handle: 'casein', title: 'Casein', featuredImage: null, collections: {nodes: []}};
    const self = {...commerce('gid://shopify/Product/9'), handle: 'whey', title: 'Whey', featuredImage: null, collections: {nodes: [{handle: 'protein'}]}};
    const {context, storefrontQuery} = contextAnswering(
      new Map(),
      new Map<string, Answer>([[PRODUCT_RECOMMENDATIONS_QUERY, {productRecommendations: [self, recommended]}]]),
    );
    const cards = await loadRecommendations(context, '9');
    expect(storefrontQuery).toHaveBeenCalledWith(PRODUCT_RECOMMENDATIONS_QUERY, {variables: {productId: 'gid://shopify/Product/9'}});
    expect(cards.map((card) => card.path)).toEqual(['/products/all/casein']);
  });

  test('recommendations: none from the Storefront is an empty list; a failure is thrown (the route answers 503)', async () => {
    const {context} = contextAnswering(new Map(), new Map<string, Answer>([[PRODUCT_RECOMMENDATIONS_QUERY, {productRecommendations: null}]]));
    expect(await loadRecommendations(context, '9')).toEqual([]);
    const failing = {storefront: {query: vi.fn().mockRejectedValue(new Error('Storefront down'))}, log: requestLogger(undefined)} as unknown as AppLoadContext;
    await expect(loadRecommendations(failing, '9')).rejects.toThrow('Storefront down');
  });

  test('the recommendations URL carries the product number of a Shopify product gid, and nothing else', () => {
    expect(recommendationsPath('/de', 'gid://shopify/Product/9100000000001')).toBe('/de/api/recommendations/9100000000001');
    expect(recommendationsPath('', 'gid://shopify/Product/9')).toBe('/api/recommendations/9');
    for (const id of ['gid://shopify/Product/', 'gid://shopify/Product/012', 'gid://shopify/Product/1/2', 'gid://shopify/ProductVariant/1', '9', 'gid://shopify/Product/123456789012345678901']) {
      expect(recommendationsPath('', id), id).toBeNull();
    }
    expect(isProductNumber('9100000000001')).toBe(true);
    for (const segment of [undefined, '', '0', '-1', '1e3', '1.5', ' 1', '%31', '123456789012345678901']) expect(isProductNumber(segment), segment).toBe(false);
  });

  test('an answer the browser cannot render is none (the carousel keeps the editors’ products), not a broken card', () => {
    const card = {id: 'gid://shopify/Product/9', path: '/products/sports/casein', title: 'Casein', image: null, price: null, compareAtPrice: null, availableForSale: true};
    expect(recommendedCards({cards: [card]})).toEqual([card]);
    expect(recommendedCards({cards: []})).toEqual([]);
    const junk = [null, {}, 'x', {cards: 'x'}, {cards: {length: 3}}, {cards: [null]}, {cards: [{}]}, {cards: [card, {...card, title: 7}]}];
    for (const answer of [...junk, {cards: [{...card, path: 'javascript:alert(1)'}]}, {cards: [{...card, path: '//evil.example/x'}]}]) {
      expect(recommendedCards(answer), JSON.stringify(answer)).toBeNull();
    }
  });
});
