// Collections and their product lists (sorting, filters, paging), plus the `collections` list.
import type {DemoCollection, DemoProduct} from '../../data/catalogue';
import {numericId, paginate, sortKeyed, type PageArgs} from '../connection';
import {text, type RequestContext} from '../context';
import {truncate, type Fields} from './common';
import {applyFilters, computeFilters, FILTER_BASE_LIMIT, type ProductFilterInput} from './filters';
import {imageView} from './images';
import {metafieldFields} from './metafields';
import {orderProducts} from './product-order';
import {productView} from './products';
import {collectionQueryMatches} from './query-syntax';

type CollectionProductsArgs = PageArgs & {
  sortKey?: string | null;
  reverse?: boolean | null;
  filters?: ProductFilterInput[] | null;
};

export function collectionProducts(ctx: RequestContext, collection: DemoCollection): DemoProduct[] {
  const {productByHandle} = ctx.store.catalogue;
  return collection.productHandles.flatMap((handle) => productByHandle.get(handle) ?? []);
}

export function collectionView(ctx: RequestContext, collection: DemoCollection): Fields {
  const description = text(ctx, collection.description);
  const title = text(ctx, collection.title);
  const products = collectionProducts(ctx, collection);
  return {
    __typename: 'Collection',
    id: collection.id,
    handle: collection.handle,
    title,
    description: (args: {truncateAt?: number | null}) => truncate(description, args.truncateAt),
    descriptionHtml: `<p>${description}</p>`,
    image: imageView(ctx, {
      id: collection.id.replace('Collection', 'CollectionImage'),
      path: `/images/content/collection-${collection.handle}.jpg`,
      altText: title,
      width: 1600,
      height: 900,
    }),
    seo: {title, description},
    onlineStoreUrl: null, // headless shop, see productView
    trackingParameters: null,
    updatedAt: '2024-09-02T08:00:00Z',
    products: (args: CollectionProductsArgs) => {
      const filtered = applyFilters(ctx, products, args.filters);
      const connection = paginate(
        orderProducts(ctx, filtered, args.sortKey ?? 'COLLECTION_DEFAULT', args.reverse),
        args,
        (p) => productView(ctx, p),
        {field: 'products', reverse: args.reverse ?? false},
      );
      // Filters are offered over the collection's first 250 products, with the active filters as facets.
      return {...connection, filters: () => computeFilters(ctx, products.slice(0, FILTER_BASE_LIMIT), args.filters)};
    },
    ...metafieldFields(ctx, collection.id),
  };
}

export function collectionQuery(ctx: RequestContext, args: {handle?: string | null; id?: string | null}): Fields | null {
  const {collectionByHandle, collectionById} = ctx.store.catalogue;
  const collection = args.id ? collectionById.get(args.id) : args.handle ? collectionByHandle.get(args.handle) : undefined;
  return collection ? collectionView(ctx, collection) : null;
}

export function collectionsQuery(
  ctx: RequestContext,
  args: PageArgs & {query?: string | null; sortKey?: string | null; reverse?: boolean | null},
) {
  const collections = ctx.store.catalogue.collections.filter((c) =>
    collectionQueryMatches(text(ctx, c.title), c.handle, args.query),
  );
  const keyed = collections.map((item, position) => ({
    item,
    id: numericId(item.id),
    value: args.sortKey === 'TITLE' ? text(ctx, item.title) : args.sortKey === 'RELEVANCE' ? position : numericId(item.id),
  }));
  const reverse = args.reverse ?? false;
  const page = paginate(sortKeyed(keyed, reverse), args, (c) => collectionView(ctx, c), {field: 'collections', reverse});
  // Every match, not the page (UnsignedInt64 travels as a string).
  return {...page, totalCount: String(collections.length)};
}
