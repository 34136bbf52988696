// The catalogue's server modules against the local services (README "Product detail pages", "Collections",
// "Search"): app/commerce/products.server.ts, collections.server.ts and search.server.ts, called as their routes
// call them with the load context the worker builds.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {collectionQueryFrom} from '~/commerce/collection-query';
import {loadCollectionPage, loadProductsOverview} from '~/commerce/collections.server';
import {loadProductPage} from '~/commerce/products.server';
import {productPageJsonLd} from '~/commerce/product-json-ld';
import {searchProducts} from '~/commerce/search.server';
import {StorefrontError} from '~/commerce/storefront.server';
import {ContentFetchError} from '~/content/client.server';
import {useAppHarness} from '../../support/app-context';

const app = useAppHarness();

afterEach(async () => {
  vi.restoreAllMocks();
  await app.admin('reset', {});
});

const contextFor = (path: string) => app.context(app.request(path));

/** The content service fails (500) for the next requests; the edge cache holds nothing. */
async function contentDown() {
  app.clearCache();
  await app.admin('faults', {service: 'datocms', kind: '500', count: 30});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}
const leftOut = (what: string) => `[content] ${what} unavailable, rendering without it`;

// ---------------------------------------------------------------------------------------------------------
describe('product detail page (README "Product detail pages")', () => {
  test('a product in its collection: title, content description, canonical path, breadcrumbs from content', async () => {
    const context = await contextFor('/en/products/protein/whey-protein');
    const page = (await loadProductPage(context, {collection: 'protein', product: 'whey-protein'}))!;
    expect(page.seo.title).toBe('Whey Protein');
    expect(page.seo.description).toBe('24 g protein per shake');
    expect(page.seo.canonical).toBe('http://localhost:3000/en/products/protein/whey-protein');
    expect(page.seo.noIndex).toBe(false);
    expect(page.breadcrumbs).toEqual({collection: {slug: 'protein', title: 'Protein'}});
    expect(page.shortDescription).toBe('24 g protein per shake');
    expect(page.patterns.desktop).toMatch(/pattern-whey-protein-wide\.svg$/);
    expect(page.patterns.mobile).toMatch(/pattern-whey-protein-portrait\.svg$/);
    expect(page.sticker).toMatchObject({value: '24g', copy: 'protein per serving'});
    expect(page.bookingConsult).toMatchObject({url: 'https://calendly.com/original-fuel/consult'});
  });

  test('the blocks a product asks for (showCompanyInfo, showCustomerService) and only those', async () => {
    const context = await contextFor('/en/products/protein/whey-protein');
    const whey = (await loadProductPage(context, {collection: 'protein', product: 'whey-protein'}))!;
    expect(whey.companyInfo).toMatchObject({headline: 'About us'});
    expect(whey.customerService).toMatchObject({headline: 'Customer service'});
    const shaker = (await loadProductPage(context, {collection: 'all', product: 'shaker'}))!;
    expect([shaker.companyInfo, shaker.customerService]).toEqual([null, null]);
  });

  test('only the sections fragment of the record is sent (not its variants), without its empty fields', async () => {
    const context = await contextFor('/en/products/protein/whey-protein');
    const page = (await loadProductPage(context, {collection: 'protein', product: 'whey-protein'}))!;
    // The new sections format leaves the legacy fields (summary, benefits, ...) null, so they are not sent.
    expect(Object.keys(page.sections!).sort()).toEqual(['id', 'newPdpSectionsFormat', 'sections']);
    expect(JSON.stringify(page.sections)).not.toContain('null');
    const settings = page.sections!.sections.flatMap((section) => ('settings' in section && section.settings ? [section.settings] : []));
    expect(settings.length).toBeGreaterThan(10);
    for (const each of settings) expect(each).not.toHaveProperty('id');
  });

  test('a legacy layout sends its legacy sections', async () => {
    const context = await contextFor('/en/products/protein/vegan-protein');
    const page = await loadProductPage(context, {collection: 'protein', product: 'vegan-protein'});
    expect(page?.sections?.newPdpSectionsFormat).toBeFalsy();
    expect(Object.keys(page?.sections ?? {})).toEqual(expect.arrayContaining(['summary']));
  });

  test('JSON-LD Product: one offer per variant at its variant URL, the brand, the gtin, at most 4 images', async () => {
    const context = await contextFor('/en/products/protein/whey-isolate');
    const page = (await loadProductPage(context, {collection: 'protein', product: 'whey-isolate'}))!;
    const jsonLd = productPageJsonLd(page) as unknown as {
      name: string;
      brand: {name: string};
      gtin: string;
      image: string[];
      offers: {url: string; sku: string; price: string; availability: string}[];
    };
    expect(jsonLd.name).toBe('Whey Isolate');
    expect(jsonLd.brand.name).toBe('Original Fuel');
    expect(jsonLd.gtin).toBe('8710001000078');
    expect(jsonLd.image.length).toBeGreaterThan(0);
    expect(jsonLd.image.length).toBeLessThanOrEqual(4);
    expect(jsonLd.offers[0]).toMatchObject({
      url: 'http://localhost:3000/en/products/protein/whey-isolate/chocolate-500g',
      sku: 'OF-WHEISO-CHOCOLATE-500G',
      price: '24.95',
      availability: 'https://schema.org/InStock',
    });
    expect(jsonLd.offers).toHaveLength(8);
    expect(jsonLd.offers.map((offer) => offer.url.split('/').pop()).slice(0, 4)).toEqual(['chocolate-500g', 'chocolate-1kg', 'vanilla-500g', 'vanilla-1kg']);
  });

  test('JSON-LD availability per variant: a variant the Storefront has sold out is out of stock, the others in stock', async () => {
    const context = await contextFor('/en/products/protein/whey-protein');
    const page = (await loadProductPage(context, {collection: 'protein', product: 'whey-protein'}))!;
    const offers = (productPageJsonLd(page) as unknown as {offers: {url: string; availability: string}[]}).offers;
    const availability = (slug: string) => offers.find((offer) => offer.url.endsWith(`/${slug}`))?.availability;
    expect(availability('strawberry-1kg')).toBe('https://schema.org/OutOfStock');
    expect(availability('chocolate-1kg')).toBe('https://schema.org/InStock');
    expect(page.seo.extra).toContainEqual({property: 'og:title', content: 'Whey Protein'});
    expect(page.upsell).not.toBeNull();
    expect(page.mixAndMatch).toBeNull();
  });

  test('a product content marks sold out is offered out of stock in JSON-LD', async () => {
    const context = await contextFor('/en/products/vitamins/iron');
    const page = (await loadProductPage(context, {collection: 'vitamins', product: 'iron'}))!;
    const offers = (productPageJsonLd(page) as unknown as {offers: {availability: string}[]}).offers;
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.availability).toBe('https://schema.org/OutOfStock');
  });

  test('breadcrumbs: the content collection title over the Storefront one, for the collection of the URL', async () => {
    const context = await contextFor('/en/products/protein/whey-protein');
    const query = context.storefront.query;
    context.storefront.query = (async (document: string, options: never) => {
      const answer = (await query(document, options)) as {product?: {collections: {nodes: {handle: string; title: string}[]}}};
      if (!answer.product) return answer;
      const nodes = answer.product.collections.nodes.map((node) => ({...node, title: `Storefront ${node.handle}`}));
      return {...answer, product: {...answer.product, collections: {...answer.product.collections, nodes}}};
    }) as typeof query;
    const inProtein = (await loadProductPage(context, {collection: 'protein', product: 'whey-protein'}))!;
    expect(inProtein.breadcrumbs.collection).toEqual({slug: 'protein', title: 'Protein'});
    const inAll = (await loadProductPage(context, {collection: 'all', product: 'whey-protein'}))!;
    expect(inAll.breadcrumbs.collection).toEqual({slug: 'all', title: 'Storefront all'});
  });

  test('a product without page content: no patterns, sticker, booking consult, upsell or box', async () => {
    const context = await contextFor('/en/products/all/shaker');
    const page = (await loadProductPage(context, {collection: 'all', product: 'shaker'}))!;
    expect(page.patterns).toEqual({desktop: null, mobile: null});
    expect([page.sticker, page.bookingConsult, page.upsell, page.mixAndMatch, page.bundle]).toEqual([null, null, null, null, null]);
    expect(page.shortDescription).toBeTruthy();
  });

  test('under "all" a product is found whether or not the Storefront lists that collection for it', async () => {
    const context = await contextFor('/en/products/all/whey-protein');
    const query = context.storefront.query;
    context.storefront.query = (async (document: string, options: never) => {
      const answer = (await query(document, options)) as {product?: {collections: {nodes: {handle: string}[]}}};
      if (!answer.product) return answer;
      const nodes = answer.product.collections.nodes.filter((node) => node.handle !== 'all');
      return {...answer, product: {...answer.product, collections: {...answer.product.collections, nodes}}};
    }) as typeof query;
    const page = (await loadProductPage(context, {collection: 'all', product: 'whey-protein'}))!;
    expect(page.breadcrumbs.collection).toEqual({slug: 'all', title: null});
  });

  test('content fields: the short description is the description over the SEO one; no layout means no shell blocks', async () => {
    const context = await contextFor('/en/products/protein/whey-protein');
    const query = context.content.query;
    context.content.query = (async (document: string, options: never) => {
      const answer = (await query(document as never, options)) as Record<string, unknown> & {product?: Record<string, unknown> | null};
      if ('layout' in answer) return {...answer, layout: null};
      if (answer.product && 'shortDescription' in answer.product) {
        return {...answer, product: {...answer.product, seo: [{tag: 'meta', attributes: {name: 'description', content: 'From the SEO field'}, content: null}]}};
      }
      return answer;
    }) as typeof query;
    const page = (await loadProductPage(context, {collection: 'protein', product: 'whey-protein'}))!;
    expect(page.seo.description).toBe('24 g protein per shake');
    expect([page.companyInfo, page.customerService, page.sectionData.popupLabels]).toEqual([null, null, null]);
  });

  test('quick views on the product page carry the popup labels of the page blocks', async () => {
    const context = await contextFor('/en/products/protein/whey-protein');
    const page = (await loadProductPage(context, {collection: 'protein', product: 'whey-protein'}))!;
    expect(page.sectionData.popupLabels).not.toBeNull();
  });

  test('under "all": breadcrumbs titled by the Storefront collection, noIndex from content', async () => {
    const context = await contextFor('/en/products/all/protein-sample-box');
    const page = (await loadProductPage(context, {collection: 'all', product: 'protein-sample-box'}))!;
    expect(page.breadcrumbs).toEqual({collection: {slug: 'all', title: 'All products'}});
    expect(page.seo.noIndex).toBe(true);
    expect(page.seo.canonical).toBe('http://localhost:3000/en/products/all/protein-sample-box');
  });

  test('unknown product, a collection the product is not in, an unknown variant: no page (404)', async () => {
    const context = await contextFor('/en/products/protein/whey-protein');
    expect(await loadProductPage(context, {collection: 'protein', product: 'no-such-product'})).toBeNull();
    expect(await loadProductPage(context, {collection: 'vitamins', product: 'whey-protein'})).toBeNull();
    expect(await loadProductPage(context, {collection: 'protein', product: 'whey-protein', variant: 'no-such-variant'})).toBeNull();
    const variant = await loadProductPage(context, {collection: 'protein', product: 'whey-isolate', variant: 'vanilla-1kg'});
    expect(variant).not.toBeNull();
  });

  test('content down: the page sells the product from the Storefront alone; a variant URL is the outage (503)', async () => {
    const warn = await contentDown();
    const context = await contextFor('/en/products/protein/whey-isolate');
    const page = (await loadProductPage(context, {collection: 'protein', product: 'whey-isolate'}))!;
    expect(page.seo.title).toBe('Whey Isolate');
    expect(page.seo.description).toBe(
      'Whey Isolate by Original Fuel gives you 27 g of protein per serving, mixes easily and tastes great. Ideal after training or as a snack.',
    );
    // The Storefront's eight images: JSON-LD names at most four, the first ones.
    const images = (productPageJsonLd(page) as unknown as {image: string[]}).image;
    expect(images).toHaveLength(4);
    expect(images[0]).toMatch(/\/images\/catalogue\/whey-isolate\/chocolate-500g\.png/);
    expect([page.sections, page.bundle, page.mixAndMatch, page.sticker, page.shortDescription, page.companyInfo]).toEqual([null, null, null, null, null, null]);
    expect(page.breadcrumbs).toEqual({collection: {slug: 'protein', title: 'Protein'}});
    expect(warn).toHaveBeenCalledWith(leftOut('product content'));
    expect(warn).toHaveBeenCalledWith(leftOut('product page blocks'));
    await expect(loadProductPage(context, {collection: 'protein', product: 'whey-isolate', variant: 'vanilla-1kg'})).rejects.toBeInstanceOf(ContentFetchError);
  });

  test('the mix-and-match box: built from the product bundle; when its variants cannot be read the page sells without it', async () => {
    const context = await contextFor('/en/products/snacks/protein-bar');
    const page = (await loadProductPage(context, {collection: 'snacks', product: 'protein-bar'}))!;
    expect(page.bundle).toMatchObject({productHandle: 'protein-bar'});
    expect(page.bundle!.eligible.length).toBeGreaterThan(0);
    expect(page.mixAndMatch).not.toBeNull();

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = await contextFor('/en/products/snacks/protein-bar');
    const query = broken.storefront.query;
    broken.storefront.query = ((document: string, options: never) =>
      document.includes('ProductMixAndMatch') ? Promise.reject(new Error('down')) : query(document, options)) as typeof query;
    const without = (await loadProductPage(broken, {collection: 'snacks', product: 'protein-bar'}))!;
    expect(without.bundle).toBeNull();
    expect(without.purchase).toBeTruthy();
    expect(error).toHaveBeenCalledWith('[bundle]', 'down');
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('collection page (README "Collections")', () => {
  async function collection(path: string, slug: string, change?: (context: Awaited<ReturnType<typeof contextFor>>) => void) {
    const request = app.request(path);
    const context = await app.context(request);
    change?.(context);
    return loadCollectionPage(context, slug, request, collectionQueryFrom(new URL(request.url).searchParams));
  }

  test('title, description and colours from content; every product with its card content; the count', async () => {
    const page = (await collection('/en/products/protein', 'protein'))!;
    expect(page.title).toBe('Protein');
    expect(page.description).toBe('Protein shakes, bars and snacks for muscle recovery and lasting fullness.');
    expect(page.colors).toEqual({background: '#fe5000', text: '#ffffff'});
    expect(page.productCount).toEqual({count: 29, more: false});
    expect(page.products.nodes).toHaveLength(29);
    // Cards as the grid shows them: the content's description and image, the collection's path.
    const shake = page.products.nodes.find((card) => card.id === 'gid://shopify/Product/9100000000017')!;
    expect(shake.path).toBe('/products/protein/protein-shake-ready-to-drink');
    expect(shake.shortDescription).toEqual(expect.any(String));
    expect(shake.image).toEqual({content: expect.objectContaining({src: expect.stringContaining('chocolate-12-bottles.png')})});
    expect(page.products.nodes.every((card) => card.price?.currencyCode === 'EUR')).toBe(true);
    expect(page).not.toHaveProperty('cardContent');
    expect(page.view).toEqual({sort: 'featured', price: null, priceInput: {min: '', max: ''}, filters: []});
    expect(page.notes).toEqual([]);
  });

  test('a collection content has no record for ("all"): the Storefront title, no colours', async () => {
    const page = (await collection('/en/products/all', 'all'))!;
    expect(page.title).toBe('All products');
    expect(page.colors).toEqual({background: null, text: null});
    expect(page.products.nodes.length).toBeGreaterThan(0);
  });

  test('an unknown collection: no page (404)', async () => {
    expect(await collection('/en/products/nope', 'nope')).toBeNull();
  });

  test('sort price-asc: the Storefront sorts by price, cheapest first', async () => {
    const page = (await collection('/en/products/protein?sort=price-asc', 'protein'))!;
    const prices = page.products.nodes.map((product) => Number(product.price!.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.view.sort).toBe('price-asc');
  });

  test('a price range is sent as a filter; nothing matching gives the noMatches note', async () => {
    const page = (await collection('/en/products/protein?minPrice=5000', 'protein'))!;
    expect(page.products.nodes).toEqual([]);
    expect(page.productCount.count).toBe(0);
    expect(page.notes).toEqual(['noMatches']);
    expect(page.view.price).toEqual({min: 5000, max: null});
  });

  test('a filter that matches: the count is what the filters leave, no note', async () => {
    const page = (await collection(`/en/products/protein?filter=${encodeURIComponent('{"available":true}')}`, 'protein'))!;
    expect(page.productCount.count).toBeGreaterThan(0);
    expect(page.productCount.count).toBeLessThanOrEqual(29);
    expect(page.notes).toEqual([]);
    expect(page.view.filters).toEqual(['{"available":true}']);
  });

  test('a cursor the Storefront cannot place: the first page with the badPage note', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = (await collection('/en/products/protein?cursor=garbage&direction=next', 'protein'))!;
    expect(page.notes).toEqual(['badPage']);
    expect(page.products.nodes).toHaveLength(29);
    expect(page.products.pageInfo.hasPreviousPage).toBe(false);
  });

  /** The Storefront refusing every request with filters (BAD_REQUEST), as the platform does with one it rejects. */
  const refusingFilters = (context: Awaited<ReturnType<typeof contextFor>>) => {
    const query = context.storefront.query;
    context.storefront.query = ((document: string, options: {variables?: {filters?: unknown[]}}) =>
      options?.variables?.filters?.length
        ? Promise.reject(new StorefrontError('Invalid filter', ['BAD_REQUEST']))
        : query(document, options as never)) as typeof query;
  };

  test('filters the Storefront rejects are left out: unreadableFilter note, the view without them', async () => {
    const page = (await collection(`/en/products/protein?minPrice=10&filter=${encodeURIComponent('{"available":true}')}`, 'protein', refusingFilters))!;
    expect(page.notes).toEqual(['unreadableFilter']);
    expect(page.products.nodes).toHaveLength(29);
    expect(page.view).toMatchObject({price: null, filters: []});
    expect(page.view.priceInput).toEqual({min: '10', max: ''});
  });

  test('a cursor paging backwards that the Storefront cannot place: the first page with the badPage note', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = (await collection('/en/products/protein?cursor=garbage&direction=previous', 'protein'))!;
    expect(page.notes).toEqual(['badPage']);
    expect(page.products.nodes).toHaveLength(29);
  });

  test('the collection title and description from the Storefront where content has none', async () => {
    const page = (await collection('/en/products/protein', 'protein', (context) => {
      const query = context.content.query;
      context.content.query = (async (document: string, options: never) => {
        const answer = (await query(document as never, options)) as {collection?: object};
        return 'collection' in answer ? {...answer, collection: {...answer.collection, title: '', description: ''}} : answer;
      }) as typeof query;
    }))!;
    expect(page.title).toBe('Protein');
    expect(page.description).toBe('Protein shakes, bars and snacks for muscle recovery and lasting fullness.');
  });

  test('a bad cursor with rejected filters: both notes, the first page without filters', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = (await collection(`/en/products/protein?cursor=garbage&direction=next&filter=${encodeURIComponent('{"available":true}')}`, 'protein', refusingFilters))!;
    expect(page.notes).toEqual(['badPage', 'unreadableFilter']);
    expect(page.products.nodes).toHaveLength(29);
  });

  test('a bad cursor whose first page still fails without filters: the error is the answer', async () => {
    let calls = 0;
    const failing = (context: Awaited<ReturnType<typeof contextFor>>) => {
      context.storefront.query = (() => (calls++, Promise.reject(new StorefrontError('Broken query', ['BAD_REQUEST'])))) as never;
    };
    await expect(collection('/en/products/protein?cursor=garbage&direction=next', 'protein', failing)).rejects.toThrow('Broken query');
    expect(calls).toBe(2);
    // Nothing to fall back from (first page, no filters): asked once, the refusal is the answer.
    calls = 0;
    await expect(collection('/en/products/protein', 'protein', failing)).rejects.toThrow('Broken query');
    expect(calls).toBe(1);
  });

  test('a bad cursor, then an outage on the first page: the outage is thrown, the filters not dropped for it', async () => {
    let calls = 0;
    const failing = (context: Awaited<ReturnType<typeof contextFor>>) => {
      context.storefront.query = (() =>
        Promise.reject(++calls === 1 ? new StorefrontError('Invalid cursor', ['BAD_REQUEST']) : new Error('Storefront down'))) as never;
    };
    await expect(collection(`/en/products/protein?cursor=garbage&direction=next&filter=${encodeURIComponent('{"available":true}')}`, 'protein', failing)).rejects.toThrow(
      'Storefront down',
    );
    expect(calls).toBe(2);
  });

  test('a note the URL and the Storefront both give is named once', async () => {
    const page = (await collection(`/en/products/protein?filter=%7B&filter=${encodeURIComponent('{"available":true}')}`, 'protein', refusingFilters))!;
    expect(page.notes).toEqual(['unreadableFilter']);
  });

  test('an empty collection without filters: no "no matches" note, no card content asked', async () => {
    let cardsAsked = false;
    const page = (await collection('/en/products/protein', 'protein', (context) => {
      const query = context.storefront.query;
      context.storefront.query = (async (document: string, options: never) => {
        const answer = (await query(document, options)) as {collection: {matching: {nodes: unknown[]}; products: {nodes: unknown[]}}};
        return {collection: {...answer.collection, matching: {...answer.collection.matching, nodes: []}, products: {...answer.collection.products, nodes: []}}};
      }) as typeof query;
      const content = context.content.query;
      context.content.query = ((document: string, options: never) => {
        if (String(document).includes('ProductCards')) cardsAsked = true;
        return content(document as never, options);
      }) as typeof content;
    }))!;
    expect(page.notes).toEqual([]);
    expect(page.productCount.count).toBe(0);
    expect(page.products.nodes).toEqual([]);
    expect(cardsAsked).toBe(false);
  });

  test('an outage is no refused input: it is thrown, not turned into a note, and not asked again', async () => {
    let calls = 0;
    const down = (context: Awaited<ReturnType<typeof contextFor>>) => {
      context.storefront.query = (() => (calls++, Promise.reject(new Error('Storefront down')))) as never;
    };
    await expect(collection('/en/products/protein?cursor=garbage&direction=previous', 'protein', down)).rejects.toThrow('Storefront down');
    expect(calls).toBe(1);
    await expect(collection(`/en/products/protein?filter=${encodeURIComponent('{"available":true}')}`, 'protein', down)).rejects.toThrow('Storefront down');
    await expect(collection('/en/products/protein?cursor=garbage&direction=next', 'protein', down)).rejects.toThrow('Storefront down');
  });

  test('notes from the URL come first, each once', async () => {
    const page = (await collection('/en/products/protein?sort=nope&minPrice=x', 'protein'))!;
    expect(page.notes).toEqual(['unknownSort', 'invalidPrice']);
    expect(page.view.sort).toBe('featured');
  });

  test('content down: the Storefront title and description, no colours, no card content', async () => {
    const warn = await contentDown();
    const page = (await collection('/en/products/protein', 'protein'))!;
    expect(warn).toHaveBeenCalledWith(leftOut('collection content'));
    expect(warn).toHaveBeenCalledWith(leftOut('product cards'));
    expect(page.title).toBe('Protein');
    expect(page.description).toBe('Protein shakes, bars and snacks for muscle recovery and lasting fullness.');
    expect(page.colors).toEqual({background: null, text: null});
    // Cards from the Storefront alone: its image, no description.
    expect(page.products.nodes).toHaveLength(29);
    expect(page.products.nodes.every((card) => !card.shortDescription && (!card.image || 'storefront' in card.image))).toBe(true);
  });

  test('the products overview: content texts, the count of all products, each content collection with its count', async () => {
    const context = await contextFor('/en/products');
    const overview = await loadProductsOverview(context);
    expect([overview.title, overview.heading]).toEqual(['Products', 'All products']);
    expect(overview.intro).toMatch(/^Protein, vitamins/);
    expect(overview.allCount).toBe(75);
    const protein = overview.collections.find((entry) => entry.slug === 'protein');
    expect(protein?.productCount).toBe(29);
    for (const entry of overview.collections) expect(entry.productCount).toBeGreaterThan(0);
  });

  test('no overview record in content: no texts, no collections, the count still shown', async () => {
    const context = await contextFor('/en/products');
    const query = context.content.query;
    context.content.query = (async (document: string, options: never) => {
      const answer = (await query(document as never, options)) as Record<string, unknown>;
      return 'productsOverview' in answer ? {...answer, productsOverview: null} : answer;
    }) as typeof query;
    expect(await loadProductsOverview(context)).toEqual({title: null, heading: null, intro: null, allCount: 75, collections: []});
  });

  test('the overview leaves out content collections the Storefront does not have, or without a slug', async () => {
    const context = await contextFor('/en/products');
    const query = context.content.query;
    context.content.query = (async (document: string, options: never) => {
      const answer = (await query(document as never, options)) as {productsOverview?: {collections: {slug: string | null}[]}};
      if (!answer.productsOverview) return answer;
      const [first] = answer.productsOverview.collections;
      const collections = [...answer.productsOverview.collections, {...first!, slug: 'ghost'}, {...first!, slug: null}];
      return {...answer, productsOverview: {...answer.productsOverview, collections}};
    }) as typeof query;
    const overview = await loadProductsOverview(context);
    expect(overview.collections.map((entry) => entry.slug)).not.toContain('ghost');
    expect(overview.collections.map((entry) => entry.slug)).not.toContain(null);
    expect(overview.collections.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('products search (spec §7, first 100)', () => {
  test('an empty query asks nothing and finds nothing', async () => {
    const context = await contextFor('/en/search');
    const query = vi.spyOn(context.storefront, 'query');
    expect(await searchProducts(context, {query: '', sort: 'relevance'})).toEqual({query: '', sort: 'relevance', totalCount: 0, products: []});
    expect(query).not.toHaveBeenCalled();
  });

  test('hits as product cards linked within their first collection', async () => {
    const context = await contextFor('/en/search');
    const result = await searchProducts(context, {query: 'whey', sort: 'relevance'});
    expect(result.totalCount).toBe(5);
    expect(result.products).toHaveLength(5);
    expect(result.products[0]).toMatchObject({title: 'Whey Protein', path: '/products/protein/whey-protein'});
    expect([result.query, result.sort]).toEqual(['whey', 'relevance']);
  });

  test('sorted by price, cheapest first', async () => {
    const context = await contextFor('/en/search');
    const result = await searchProducts(context, {query: 'protein', sort: 'price-asc'});
    const prices = result.products.map((product) => Number(product.price!.amount));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('a hit without a collection is linked under "all"; hits that are no product are left out', async () => {
    const context = await contextFor('/en/search');
    const query = context.storefront.query;
    context.storefront.query = (async (document: string, options: never) => {
      const answer = (await query(document, options)) as {search: {nodes: {collections: {nodes: unknown[]}}[]}};
      const [first, ...rest] = answer.search.nodes;
      return {search: {...answer.search, nodes: [{__typename: 'Page'}, {...first!, collections: {nodes: []}}, ...rest]}};
    }) as typeof query;
    const result = await searchProducts(context, {query: 'whey', sort: 'relevance'});
    expect(result.products).toHaveLength(5);
    expect(result.products[0]!.path).toBe('/products/all/whey-protein');
  });
});
