// A quick view's offer, loaded when a shopper opens it (`{basePath}/api/quick-view/{content product id}`): the
// content product's variants priced and stocked by the Storefront. Carousels send only what their cards show.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {QUICK_VIEW_CONTENT_QUERY} from '~graphql/content/catalogue';
import {QUICK_VIEW_VARIANTS_QUERY} from '~graphql/storefront/variants';
import {popupOffer, type PopupOffer} from './popup-product';

const NUMERIC_ID = /^\d{1,32}$/;
/** The older integer ids are at most 48 bits. */
const MAX_NUMERIC_ID = 2 ** 48 - 1;
const UUID_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * DatoCMS record ids: the older integers (at most 48 bits), or an RFC 4122 version 4 UUID in URL-safe base64
 * (22 characters). The content API refuses to coerce anything else to ItemId (a GraphQL error, so a 500 if it
 * were asked): such an id is no record, a 404 without a query.
 */
export function isRecordId(value: string | undefined): value is string {
  if (typeof value !== 'string') return false;
  if (NUMERIC_ID.test(value)) return Number(value) <= MAX_NUMERIC_ID;
  if (!UUID_ID.test(value)) return false;
  const bytes = atob(value.replace(/-/g, '+').replace(/_/g, '/') + '==');
  // Version 4 in the high nibble of byte 6, the RFC 4122 variant (10xxxxxx) in byte 8.
  return bytes.charCodeAt(6) >> 4 === 4 && (bytes.charCodeAt(8) & 0xc0) === 0x80;
}

/** The offer of the content product `id` in the context's market, or null when there is nothing to sell. */
export async function loadQuickViewOffer(context: AppLoadContext, id: string): Promise<PopupOffer | null> {
  const {product: content} = await context.content.query(QUICK_VIEW_CONTENT_QUERY, {variables: {id}});
  if (!content?.productId || !content.slug) return null;
  const {product} = await context.storefront.query(QUICK_VIEW_VARIANTS_QUERY, {variables: {id: content.productId}});
  return product ? popupOffer(content, product.variants.nodes) : null;
}
