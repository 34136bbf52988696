import {getPaginationVariables} from '@shopify/hydrogen';
import type {AppLoadContext, SerializeFrom} from '@shopify/remix-oxygen';
import {COLLECTION_CONTENT_QUERY, PRODUCT_CARDS_CONTENT_QUERY, PRODUCTS_OVERVIEW_QUERY} from '~graphql/content/catalogue';
import {COLLECTION_PRODUCT_COUNTS_QUERY, COLLECTION_QUERY} from '~graphql/storefront/collections';
import {COLLECTION_PAGE_SIZE, filtersFromSearch} from './paging';
import {optionalContent} from '~/content/client.server';
import {StorefrontError} from './storefront.server';

export async function loadCollectionPage(context: AppLoadContext, slug: string, request: Request) {
  const url = new URL(request.url);
  const filters = filtersFromSearch(url.searchParams);
  const paging = getPaginationVariables(request, {pageBy: COLLECTION_PAGE_SIZE});
  const query = (variables: typeof paging & {filters: typeof filters}) =>
    context.storefront.query(COLLECTION_QUERY, {variables: {handle: slug, ...variables}});

  const [content, storefront] = await Promise.all([
    optionalContent(context.content.query(COLLECTION_CONTENT_QUERY, {variables: {slug}}), 'collection content'),
    query({...paging, filters}).catch((error: unknown) => {
      // A cursor or filter the platform rejects: render the first page, unfiltered.
      if (error instanceof StorefrontError && (filters.length || url.searchParams.has('cursor'))) {
        return query({first: COLLECTION_PAGE_SIZE, endCursor: null, filters: []});
      }
      throw error;
    }),
  ]);

  const collection = storefront.collection;
  if (!collection) return null;
  const productIds = collection.products.nodes.map((product) => product.id);
  const cards = productIds.length
    ? await optionalContent(context.content.query(PRODUCT_CARDS_CONTENT_QUERY, {variables: {productIds}}), 'product cards')
    : null;
  return {
    slug,
    title: content?.collection?.title || collection.title,
    description: content?.collection?.description || collection.description,
    // The header is drawn in the collection's colour, with the text colour chosen to read on it.
    colors: {
      background: content?.collection?.color?.hex ?? null,
      text: content?.collection?.textColor?.hex ?? null,
    },
    products: collection.products,
    /** The editors' card content by Shopify product id. */
    cardContent: Object.fromEntries((cards?.allProducts ?? []).flatMap((card) => (card.productId ? [[card.productId, card]] : []))),
    activeFilters: filters.map((filter) => JSON.stringify(filter)),
  };
}

export type CollectionPageData = SerializeFrom<NonNullable<Awaited<ReturnType<typeof loadCollectionPage>>>>;

export async function loadProductsOverview(context: AppLoadContext) {
  const [content, storefront] = await Promise.all([
    context.content.query(PRODUCTS_OVERVIEW_QUERY),
    context.storefront.query(COLLECTION_PRODUCT_COUNTS_QUERY),
  ]);
  const counts = new Map(storefront.collections.nodes.map((c) => [c.handle, c.products.nodes.length]));
  const overview = content.productsOverview;
  return {
    title: overview?.title ?? null,
    heading: overview?.heading ?? null,
    intro: overview?.intro ?? null,
    allCount: counts.get('all') ?? null,
    collections: (overview?.collections ?? [])
      .filter((collection) => collection.slug && counts.has(collection.slug))
      .map((collection) => ({...collection, productCount: counts.get(collection.slug!) ?? 0})),
  };
}

export type ProductsOverviewData = SerializeFrom<Awaited<ReturnType<typeof loadProductsOverview>>>;
