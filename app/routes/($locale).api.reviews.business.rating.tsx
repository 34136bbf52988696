// GET {basePath}/api/reviews/business/rating: the shop's TrustScore (as starsAverage) and its number of reviews
// per star, over every language, as the hero grid's review badge shows it (README "Reviews").
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {answerFromTrustpilot} from '~/reviews/answers.server';
import {assertMarketPath} from '~/markets/guard.server';

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  return answerFromTrustpilot(context, (trustpilot) => trustpilot.businessRating());
}
