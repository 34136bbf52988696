// The header's search box asks here (`GET {basePath}/api/search?q=`): JSON, the first hits for the panel and
// the total, cached briefly by the browser and shared caches (the catalogue is public).
import {json, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {searchProducts} from '~/commerce/search.server';
import {MAX_SEARCH_QUERY_LENGTH, PANEL_RESULT_LIMIT, searchQueryFrom} from '~/commerce/search-options';
import {refusal} from '~/http/request-guard.server';
import {assertMarketPath} from '~/markets/guard.server';

const CACHE = {'Cache-Control': 'public, max-age=60'};

export type SearchApiResponse = Awaited<ReturnType<typeof searchProducts>>;

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const query = searchQueryFrom(new URL(request.url).searchParams.get('q'));
  if (query.length > MAX_SEARCH_QUERY_LENGTH) return refusal(400, context);
  const result = await searchProducts(context, {query, sort: 'relevance'});
  return json<SearchApiResponse>({...result, products: result.products.slice(0, PANEL_RESULT_LIMIT)}, {headers: CACHE});
}
