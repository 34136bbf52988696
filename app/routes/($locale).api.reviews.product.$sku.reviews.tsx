// GET {basePath}/api/reviews/product/{sku}/reviews?orderBy&page&perPage&language (spec §7): a product
// variant's reviews (its trustpilotId), 6 a page, newest first. An unknown sku has none: an empty page.
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {answerFromTrustpilot, badRequest, reviewQuery} from '~/reviews/answers.server';
import {checkSku} from '~/reviews/reviews';
import {assertMarketPath} from '~/markets/guard.server';

export async function loader({params, request, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const sku = checkSku(params.sku);
  if (!sku.ok) return badRequest(sku.error);
  const query = reviewQuery(request, context, 'product');
  if (!query.ok) return badRequest(query.error);
  return answerFromTrustpilot(context, (trustpilot) => trustpilot.productReviews(sku.value, query.value));
}
