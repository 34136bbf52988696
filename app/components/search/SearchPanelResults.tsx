import {Link} from '@remix-run/react';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import {Image} from '@shopify/hydrogen';
import {format} from '~locales/index';
import type {ProductSearchResult} from '~/commerce/search.server';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';

type Props = {
  query: string;
  result: SerializeFrom<ProductSearchResult> | null;
  failed: boolean;
  allResultsHref: string;
  allResultsLabel: string;
};

/** The first hits as a compact list, a status line for screen readers, and the way to every result. */
export function SearchPanelResults({query, result, failed, allResultsHref, allResultsLabel}: Props) {
  const {strings} = useRouteContext();
  if (!result) {
    return (
      <p role="status" className="text-sm text-muted">
        {failed ? strings.searchFailed : strings.searchLoading}
      </p>
    );
  }
  if (!result.products.length) {
    return (
      <p role="status" className="text-sm" data-testid="search-panel-empty">
        {format(strings.searchNoResults, {query})}
      </p>
    );
  }
  return (
    <>
      <p role="status" className="sr-only">
        {result.totalCount === 1 ? strings.searchResultCountOne : format(strings.searchResultCount, {count: result.totalCount})}
      </p>
      <ul className="flex flex-col gap-1">
        {result.products.map((product) => (
          <li key={product.id}>
            <LocalizedLink
              to={product.path}
              prefetch="none"
              className="flex items-center gap-3 rounded-lg p-2 hover:bg-sand focus-visible:bg-sand"
              data-testid="search-panel-result"
            >
              <span className="h-12 w-12 shrink-0 overflow-hidden rounded bg-sand">
                {product.image && 'storefront' in product.image ? (
                  <Image data={product.image.storefront} width={48} height={48} aspectRatio="1/1" className="h-full w-full object-cover" alt="" />
                ) : null}
              </span>
              <span className="flex-1 font-semibold leading-tight">{product.title}</span>
              {product.price ? <Money data={product.price} className="text-sm" /> : null}
            </LocalizedLink>
          </li>
        ))}
      </ul>
      <Link to={allResultsHref} className="mt-3 block rounded-full bg-ink px-4 py-2 text-center font-bold text-paper">
        {allResultsLabel}
      </Link>
    </>
  );
}
