// A product carousel with `useRecommendations` asks here once the page is interactive
// (`GET {basePath}/api/recommendations/{Shopify product number}`): the Storefront's recommendations as cards,
// in the market's prices and words, stored like a public page. An unknown product has none (an empty list); a
// service that is down answers 503 like every route (upstream/unavailable.server.ts), and the carousel keeps
// the editors' products.
import {json, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {isProductNumber, type RecommendationsAnswer} from '~/commerce/recommendations';
import {loadRecommendations} from '~/commerce/recommendations.server';
import {publicHeaders} from '~/http/cache-control';
import {refusal} from '~/http/request-guard.server';
import {assertMarketPath} from '~/markets/guard.server';

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  if (!isProductNumber(params.product)) return refusal(404, context);
  const cards = await loadRecommendations(context, params.product);
  return json<RecommendationsAnswer>({cards}, {headers: publicHeaders()});
}
