// A quick view asks here when a shopper opens it (`GET {basePath}/api/quick-view/{content product id}`): JSON,
// the product's variants with the market's prices and stock, stored like a public page (the same for everyone).
// A service that is down answers 503 like every route (upstream/unavailable.server.ts); the dialog then links
// to the product page.
import {json, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {PopupOffer} from '~/commerce/popup-product';
import {isRecordId, loadQuickViewOffer} from '~/commerce/quick-view.server';
import {publicHeaders} from '~/http/cache-control';
import {refusal} from '~/http/request-guard.server';
import {assertMarketPath} from '~/markets/guard.server';

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  if (!isRecordId(params.id)) return refusal(404, context);
  const offer = await loadQuickViewOffer(context, params.id);
  if (!offer) return refusal(404, context);
  return json<PopupOffer>(offer, {headers: publicHeaders()});
}
