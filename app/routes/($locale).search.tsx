// The search results page (`/search?q=&sort=`, the canonical word in every market). It works without
// JavaScript: the form is a plain GET form to this page.
import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {stringsFor} from '~locales/index';
import {searchProducts} from '~/commerce/search.server';
import {SearchResultsPage} from '~/components/search/SearchResultsPage';
import {searchPageQueryFrom, searchSortFrom} from '~/commerce/search-options';
import {publicPageHeaders, SEARCH_RESULTS} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';
import {pageSeo, seoMeta} from '~/markets/seo';

export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders(SEARCH_RESULTS);

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const url = new URL(request.url);
  const query = searchPageQueryFrom(url.searchParams.get('q'));
  const result = await searchProducts(context, {query, sort: searchSortFrom(url.searchParams.get('sort'))});
  return json({
    result,
    // Result pages are not worth indexing; the canonical is the bare page.
    seo: pageSeo(context, {title: stringsFor(context.market).search, canonicalPath: '/search', noIndex: true}),
  });
}

export default function SearchRoute() {
  const {result} = useLoaderData<typeof loader>();
  return <SearchResultsPage result={result} />;
}
