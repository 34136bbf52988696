// Issue 14 §4: Shopify's product URL `/products/{handle}` has the shape of our collection pages
// (`/products/{collection}`): the collection route asks here once its collection is unknown. A product with that
// handle gets a 301 to its page in the market's words (app/markets/shopify-urls.ts); anything else stays a 404.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {PRODUCT_HANDLE_QUERY} from '~graphql/storefront/seo';
import {productTarget} from '~/markets/shopify-urls';

/** Shopify's own word: our translated words (`/producten/{x}`) are our collection URLs only. */
const SHOPIFY_WORD = 'products';

export async function productUrlRedirect(context: AppLoadContext, request: Request, handle: string): Promise<string | null> {
  const url = new URL(request.url);
  const segments = url.pathname.split('/').filter(Boolean);
  const word = context.routing.pathLocale ? segments[1] : segments[0];
  if (word?.toLowerCase() !== SHOPIFY_WORD) return null;
  const target = productTarget(handle, url.search, context.routing);
  if (!target) return null;
  const {product} = await context.storefront.query(PRODUCT_HANDLE_QUERY, {variables: {handle: handle.toLowerCase()}});
  return product ? target : null;
}
