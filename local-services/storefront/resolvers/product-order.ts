// Sort keys of product lists (ProductSortKeys, ProductCollectionSortKeys, SearchSortKeys) as cursor-ready keys.
import type {DemoProduct} from '../../data/catalogue';
import {numericId, sortKeyed, type Keyed, type SortValue} from '../connection';
import {text, type RequestContext} from '../context';
import {minPriceCents} from './products';

export type ProductOrder =
  | 'ID'
  | 'TITLE'
  | 'PRICE'
  | 'BEST_SELLING'
  | 'CREATED'
  | 'CREATED_AT'
  | 'UPDATED_AT'
  | 'PRODUCT_TYPE'
  | 'VENDOR'
  | 'COLLECTION_DEFAULT'
  | 'MANUAL'
  | 'RELEVANCE';

/**
 * Keys `products` in the given order: the list's own position serves COLLECTION_DEFAULT, MANUAL and RELEVANCE
 * (the caller passes search hits already ranked), the product's fields serve the others.
 */
export function orderProducts(
  ctx: RequestContext,
  products: DemoProduct[],
  sortKey: string | null | undefined,
  reverse: boolean | null | undefined,
): Keyed<DemoProduct>[] {
  const value = sortValue(ctx, (sortKey ?? 'ID') as ProductOrder);
  const keyed = products.map((item, position) => ({item, id: numericId(item.id), value: value(item, position)}));
  return sortKeyed(keyed, reverse ?? false);
}

function sortValue(ctx: RequestContext, sortKey: ProductOrder): (p: DemoProduct, position: number) => SortValue {
  switch (sortKey) {
    case 'TITLE':
      return (p) => text(ctx, p.title);
    case 'PRICE':
      return (p) => minPriceCents(p);
    case 'BEST_SELLING':
      return (p) => p.salesRank;
    case 'CREATED':
    case 'CREATED_AT':
      return (p) => Date.parse(p.createdAt);
    case 'UPDATED_AT':
      return (p) => Date.parse(p.publishedAt);
    case 'PRODUCT_TYPE':
      return (p) => p.productType;
    case 'VENDOR':
      return (p) => p.vendor;
    case 'ID':
      return (p) => numericId(p.id);
    case 'COLLECTION_DEFAULT':
    case 'MANUAL':
    case 'RELEVANCE':
      return (_, position) => position;
  }
}
