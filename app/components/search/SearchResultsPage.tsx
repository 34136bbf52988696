import {Form} from '@remix-run/react';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import {useId} from 'react';
import {format} from '~locales/index';
import type {ProductSearchResult} from '~/commerce/search.server';
import {ProductGrid} from '~/components/product/ProductCard';
import {useRouteContext} from '~/context/route-context';
import {MAX_SEARCH_QUERY_LENGTH, SEARCH_SORTS, type SearchSort} from '~/commerce/search-options';

type Props = {result: SerializeFrom<ProductSearchResult>};

/** Heading, a GET form (query and sort; no JavaScript needed), the count and the grid or an empty state. */
export function SearchResultsPage({result}: Props) {
  const {strings} = useRouteContext();
  const {query, sort, totalCount, products} = result;
  const headingId = useId();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6 md:py-12">
      <h1 id={headingId} className="text-3xl font-extrabold md:text-4xl">
        {query ? format(strings.searchResultsFor, {query}) : strings.search}
      </h1>
      {/* Named by the heading: the header's search is the page's other search landmark. */}
      <SearchForm query={query} sort={sort} labelledBy={headingId} />
      {!query ? (
        <p className="mt-8 text-muted">{strings.searchEmptyQuery}</p>
      ) : products.length ? (
        <>
          <p className="mt-6 text-sm text-muted" role="status">
            {totalCount === 1 ? strings.searchResultCountOne : format(strings.searchResultCount, {count: totalCount})}
          </p>
          <div className="mt-4" data-testid="search-results">
            {/* The cards' titles are h3: the list gets its h2, so headings do not skip a level. */}
            <h2 className="sr-only">{strings.products}</h2>
            <ProductGrid products={products} eager={4} />
          </div>
        </>
      ) : (
        <p className="mt-8 rounded-xl bg-sand p-6" role="status" data-testid="search-empty">
          {format(strings.searchNoResults, {query})}
        </p>
      )}
    </div>
  );
}

function SearchForm({query, sort, labelledBy}: {query: string; sort: SearchSort; labelledBy: string}) {
  const {strings, path} = useRouteContext();
  const id = useId();
  const sortLabels: Record<SearchSort, string> = {
    relevance: strings.searchSortRelevance,
    'price-asc': strings.searchSortPriceAsc,
    'price-desc': strings.searchSortPriceDesc,
  };
  return (
    <Form key={`${query}\n${sort}`} method="get" action={path('/search')} role="search" aria-labelledby={labelledBy} className="mt-6 flex flex-wrap items-end gap-3">
      <div className="flex min-w-64 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold">
          {strings.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_SEARCH_QUERY_LENGTH}
          placeholder={strings.searchPlaceholder}
          className="min-h-11 rounded-full border border-line px-4"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className="text-sm font-semibold">
          {strings.searchSort}
        </label>
        <select id={`${id}-sort`} name="sort" defaultValue={sort} className="min-h-11 rounded-full border border-line bg-paper px-4">
          {SEARCH_SORTS.map((value) => (
            <option key={value} value={value}>
              {sortLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="min-h-11 rounded-full bg-ink px-6 font-bold text-paper">
        {strings.search}
      </button>
    </Form>
  );
}
