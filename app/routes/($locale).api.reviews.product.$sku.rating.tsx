// GET {basePath}/api/reviews/product/{sku}/rating (spec §7): a product's average stars and counts per star,
// with the sku added. An unknown sku has no reviews: starsAverage 0, total 0.
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {answerFromTrustpilot, badRequest} from '~/reviews/answers.server';
import {checkSku} from '~/reviews/reviews';
import {assertMarketPath} from '~/markets/guard.server';

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const sku = checkSku(params.sku);
  if (!sku.ok) return badRequest(sku.error);
  return answerFromTrustpilot(context, (trustpilot) => trustpilot.productRating(sku.value));
}
