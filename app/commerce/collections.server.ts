import {getPaginationVariables} from '@shopify/hydrogen';
import type {ProductFilter} from '@shopify/hydrogen/storefront-api-types';
import type {AppLoadContext, SerializeFrom} from '@shopify/remix-oxygen';
import {COLLECTION_CONTENT_QUERY, PRODUCT_CARDS_CONTENT_QUERY, PRODUCTS_OVERVIEW_QUERY} from '~graphql/content/catalogue';
import {COLLECTION_PRODUCT_COUNTS_QUERY, COLLECTION_QUERY} from '~graphql/storefront/collections';
import {
  activeFilterCount,
  COLLECTION_PAGE_SIZE,
  productFilters,
  SORT_VARIABLES,
  type CollectionNote,
  type CollectionQuery,
} from './collection-query';
import {optionalContent} from '~/content/client.server';
import {storefrontCard} from './product-card';
import {StorefrontError} from './storefront.server';

/** The page of a collection for the URL's sort, filters and paging (`query` is read by collectionQueryFrom). */
export async function loadCollectionPage(context: AppLoadContext, slug: string, request: Request, query: CollectionQuery) {
  const notes: CollectionNote[] = [...query.notes];
  const paging = getPaginationVariables(request, {pageBy: COLLECTION_PAGE_SIZE});
  const firstPage = {first: COLLECTION_PAGE_SIZE, endCursor: null};
  const fetchPage = (variables: typeof paging, filters: ProductFilter[]) =>
    context.storefront.query(COLLECTION_QUERY, {
      variables: {handle: slug, ...SORT_VARIABLES[query.sort], ...variables, filters},
    });

  // What the platform refuses falls back step by step, each step named to the shopper: a cursor it cannot
  // place gives the first page; filters it rejects are left out.
  let filters = productFilters(query);
  const paged = ('startCursor' in paging ? paging.startCursor : paging.endCursor) != null;
  const fetchWithFallback = async () => {
    try {
      return await fetchPage(paging, filters);
    } catch (error) {
      if (!(error instanceof StorefrontError) || (!paged && !filters.length)) throw error;
      if (paged) {
        notes.push('badPage');
        try {
          return await fetchPage(firstPage, filters);
        } catch (again) {
          if (!(again instanceof StorefrontError) || !filters.length) throw again;
        }
      }
      notes.push('unreadableFilter');
      filters = [];
      return fetchPage(firstPage, filters);
    }
  };

  const [content, storefront] = await Promise.all([
    optionalContent(context.content.query(COLLECTION_CONTENT_QUERY, {variables: {slug}}), 'collection content'),
    fetchWithFallback(),
  ]);

  const collection = storefront.collection;
  if (!collection) return null;
  // Filters the platform refused were left out: the page shows, and its form offers, the view it really is.
  const dropped = !filters.length && activeFilterCount(query) > 0;
  if (filters.length && !collection.matching.nodes.length) notes.push('noMatches');
  const productIds = collection.products.nodes.map((product) => product.id);
  const cards = productIds.length
    ? await optionalContent(context.content.query(PRODUCT_CARDS_CONTENT_QUERY, {variables: {productIds}}), 'product cards')
    : null;
  const cardContent = new Map((cards?.allProducts ?? []).map((card) => [card.productId, card]));
  return {
    slug,
    title: content?.collection?.title || collection.title,
    description: content?.collection?.description || collection.description,
    // The header is drawn in the collection's colour, with the text colour chosen to read on it.
    colors: {
      background: content?.collection?.color?.hex ?? null,
      text: content?.collection?.textColor?.hex ?? null,
    },
    // Each product as the card shows it, joined with the editors' card content here: the page sends what the
    // cards render (about a third of the Storefront's and the content's shapes), and paging keeps whole cards.
    products: {
      nodes: collection.products.nodes.map((product) => storefrontCard(product, slug, cardContent.get(product.id))),
      pageInfo: collection.products.pageInfo,
      filters: collection.products.filters,
    },
    /** How many products the filters leave, counted up to 250 (`more`: at least that many). */
    productCount: {count: collection.matching.nodes.length, more: collection.matching.pageInfo.hasNextPage},
    /** The view the products are shown in, for the sort control, the filters and the Filter button's count. */
    view: {
      sort: query.sort,
      price: dropped ? null : query.price,
      priceInput: query.priceInput,
      filters: dropped ? [] : query.filters,
    },
    notes: [...new Set(notes)],
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
