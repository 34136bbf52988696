// Above a collection's grid: how many products the view holds, the phone's Filter button (with the number of
// active filters) and the sort order. Sorting is a GET form carrying the current filters, so it works without
// JavaScript (its submit button only exists then); with JavaScript a new choice applies at once.
import {Form, useLocation, useSubmit} from '@remix-run/react';
import {useId} from 'react';
import {COLLECTION_SORTS, FILTER_PARAM, MAX_PRICE_PARAM, MIN_PRICE_PARAM, SORT_PARAM, type CollectionSort} from '~/commerce/collection-query';
import type {CollectionPageData} from '~/commerce/collections.server';
import {useHydrated} from '~/components/ui/use-hydrated';
import {useRouteContext} from '~/context/route-context';
import {format, type Strings} from '~locales/index';
import {loadSheetModal} from './CollectionFilters';
import {FILTERS_ID, type CollectionView} from './collection-view';

export function CollectionToolbar({
  count,
  view,
  activeCount,
  filtersOpen,
  onOpenFilters,
}: {
  count: CollectionPageData['productCount'];
  view: CollectionView;
  activeCount: number;
  filtersOpen: boolean;
  onOpenFilters: () => void;
}) {
  const {strings} = useRouteContext();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      <p aria-live="polite" className="font-semibold">
        {countText(count, strings)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <FilterButton activeCount={activeCount} open={filtersOpen} onOpen={onOpenFilters} />
        <SortForm view={view} />
      </div>
    </div>
  );
}

function countText({count, more}: CollectionPageData['productCount'], strings: Strings): string {
  if (more) return format(strings.collectionCountMore, {count});
  return count === 1 ? strings.collectionCountOne : format(strings.productCount, {count});
}

/** Phones only (the sidebar shows the filters from the desktop breakpoint): a link to the sheet until hydrated. */
function FilterButton({activeCount, open, onOpen}: {activeCount: number; open: boolean; onOpen: () => void}) {
  const {strings} = useRouteContext();
  const hydrated = useHydrated();
  const className = 'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-ink px-4 font-semibold md:hidden';
  const content = (
    <>
      {strings.collectionFilter}
      {activeCount ? (
        <>
          <span aria-hidden="true" className="rounded-full bg-ink px-2 text-sm text-paper">
            {activeCount}
          </span>
          <span className="sr-only">{`(${format(strings.collectionFiltersActive, {count: activeCount})})`}</span>
        </>
      ) : null}
    </>
  );
  return hydrated ? (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={FILTERS_ID}
      // The sheet's modal code is asked for as a pointer, touch or focus reaches the button, so it opens at once.
      onPointerEnter={preloadSheet}
      onFocus={preloadSheet}
      onClick={onOpen}
      className={className}
    >
      {content}
    </button>
  ) : (
    <a href={`#${FILTERS_ID}`} className={className}>
      {content}
    </a>
  );
}

function preloadSheet() {
  void loadSheetModal();
}

function SortForm({view}: {view: CollectionView}) {
  const {strings} = useRouteContext();
  const {pathname} = useLocation();
  const submit = useSubmit();
  const id = useId();
  const labels: Record<CollectionSort, string> = {
    featured: strings.collectionSortFeatured,
    'best-selling': strings.collectionSortBestSelling,
    'price-asc': strings.collectionSortPriceAsc,
    'price-desc': strings.collectionSortPriceDesc,
    newest: strings.collectionSortNewest,
  };
  return (
    <Form method="get" action={pathname} preventScrollReset className="flex min-w-0 flex-wrap items-center gap-2">
      {view.filters.map((filter) => (
        <input key={filter} type="hidden" name={FILTER_PARAM} value={filter} />
      ))}
      {view.price?.min != null ? <input type="hidden" name={MIN_PRICE_PARAM} value={view.price.min} /> : null}
      {view.price?.max != null ? <input type="hidden" name={MAX_PRICE_PARAM} value={view.price.max} /> : null}
      <label htmlFor={id} className="sr-only text-sm font-semibold md:not-sr-only">
        {strings.collectionSort}
      </label>
      <select
        id={id}
        name={SORT_PARAM}
        value={view.sort}
        onChange={(event) => submit(event.currentTarget.form, {preventScrollReset: true})}
        className="min-h-11 max-w-full rounded-full border-2 border-line bg-paper px-4 text-ink"
      >
        {COLLECTION_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
      {/* Without JavaScript a choice is sent with this button; with it, the choice applies at once. */}
      <noscript>
        <button type="submit" className="min-h-11 rounded-full bg-ink px-4 font-semibold text-paper">
          {strings.collectionSortApply}
        </button>
      </noscript>
    </Form>
  );
}
