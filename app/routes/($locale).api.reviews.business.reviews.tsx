// GET {basePath}/api/reviews/business/reviews?orderBy&page&perPage&language (spec §7): the shop's service
// reviews from Trustpilot, 20 a page, newest first, in the market's review language unless another is asked.
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {answerFromTrustpilot, badRequest, reviewQuery} from '~/reviews/answers.server';
import {assertMarketPath} from '~/markets/guard.server';

export async function loader({params, request, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const query = reviewQuery(request, context, 'business');
  if (!query.ok) return badRequest(query.error);
  return answerFromTrustpilot(context, (trustpilot) => trustpilot.businessReviews(query.value));
}
