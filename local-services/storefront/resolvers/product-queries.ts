// Root fields answering with products: product, products, productRecommendations.
import type {DemoProduct} from '../../data/catalogue';
import {paginate, type PageArgs} from '../connection';
import type {RequestContext} from '../context';
import type {Fields} from './common';
import {orderProducts} from './product-order';
import {productView} from './products';
import {compileProductQuery} from './query-syntax';
import {relevance} from './text-match';

export function productQuery(ctx: RequestContext, args: {handle?: string | null; id?: string | null}): Fields | null {
  const {productById, productByHandle} = ctx.store.catalogue;
  const product = args.id ? productById.get(args.id) : args.handle ? productByHandle.get(args.handle) : undefined;
  return product ? productView(ctx, product) : null;
}

type ProductsArgs = PageArgs & {query?: string | null; sortKey?: string | null; reverse?: boolean | null};

export function productsQuery(ctx: RequestContext, args: ProductsArgs) {
  const query = compileProductQuery(ctx, args.query);
  let products = ctx.store.catalogue.products.filter(query.matches);
  if (args.sortKey === 'RELEVANCE' && query.freeTextTerms.length) {
    // Rank first, then let RELEVANCE key on the ranked position.
    const score = new Map(products.map((p) => [p, relevance(ctx, p, query.freeTextTerms)]));
    products = [...products].sort((a, b) => score.get(b)! - score.get(a)!);
  }
  const reverse = args.reverse ?? false;
  const page = paginate(orderProducts(ctx, products, args.sortKey ?? 'ID', reverse), args, (p) => productView(ctx, p), {
    field: 'products',
    reverse,
  });
  // Every match, not the page (UnsignedInt64 travels as a string). Shopify offers filters on a collection's products
  // and on search, not on the root `products` list: none here.
  return {...page, totalCount: String(products.length), filters: []};
}

const MAX_RECOMMENDATIONS = 10;

/** Deterministic "related" products: the same primary collection first (best sellers first), then the rest. */
export function recommendationsFor(ctx: RequestContext, product: DemoProduct): DemoProduct[] {
  const primary = product.collectionHandles[0];
  const others = ctx.store.catalogue.products.filter((p) => p.id !== product.id);
  const bySales = (a: DemoProduct, b: DemoProduct) => a.salesRank - b.salesRank;
  const sameCollection = others.filter((p) => p.collectionHandles[0] === primary).sort(bySales);
  const rest = others.filter((p) => p.collectionHandles[0] !== primary).sort(bySales);
  return [...sameCollection, ...rest].slice(0, MAX_RECOMMENDATIONS);
}

export function productRecommendationsQuery(
  ctx: RequestContext,
  args: {productId?: string | null; productHandle?: string | null; intent?: string | null},
): Fields[] | null {
  const {productById, productByHandle} = ctx.store.catalogue;
  const product = args.productId
    ? productById.get(args.productId)
    : args.productHandle
      ? productByHandle.get(args.productHandle)
      : undefined;
  if (!product) return null;
  return recommendationsFor(ctx, product).map((p) => productView(ctx, p));
}
