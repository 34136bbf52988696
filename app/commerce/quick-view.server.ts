// A quick view's offer, loaded when a shopper opens it (`{basePath}/api/quick-view/{content product id}`): the
// content product's variants priced and stocked by the Storefront. Carousels send only what their cards show.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {QUICK_VIEW_CONTENT_QUERY} from '~graphql/content/catalogue';
import {QUICK_VIEW_VARIANTS_QUERY} from '~graphql/storefront/variants';
import {popupOffer, type PopupOffer} from './popup-product';

/** DatoCMS record ids: digits, or the newer URL-safe base64 form (22 characters). */
const RECORD_ID = /^[A-Za-z0-9_-]{1,32}$/;

export function isRecordId(value: string | undefined): value is string {
  return typeof value === 'string' && RECORD_ID.test(value);
}

/** The offer of the content product `id` in the context's market, or null when there is nothing to sell. */
export async function loadQuickViewOffer(context: AppLoadContext, id: string): Promise<PopupOffer | null> {
  const {product: content} = await context.content.query(QUICK_VIEW_CONTENT_QUERY, {variables: {id}});
  if (!content?.productId || !content.slug) return null;
  const {product} = await context.storefront.query(QUICK_VIEW_VARIANTS_QUERY, {variables: {id: content.productId}});
  return product ? popupOffer(content, product.variants.nodes) : null;
}
