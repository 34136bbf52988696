import {useCallback, useId, useState} from 'react';
import type {CollectionPageData} from '~/commerce/collections.server';
import {isProductCard} from '~/commerce/product-card';
import {ProductGrid} from '~/components/product/ProductCard';
import {readableColors} from '~/content/readable-color';
import {useRouteContext} from '~/context/route-context';
import {CollectionFilters} from './CollectionFilters';
import {CollectionNotes} from './CollectionNotes';
import {CollectionToolbar} from './CollectionToolbar';
import {PRODUCTS_ID, useCollectionView} from './collection-view';
import {Paging} from './Paging';

/**
 * A collection: on a phone the count, the Filter button and the sort order, then the products (the filters open
 * in a sheet); from the desktop breakpoint the filters are a sidebar beside the products.
 */
export function CollectionView({page}: {page: CollectionPageData}) {
  const {strings} = useRouteContext();
  const view = useCollectionView(page.view);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const notesId = useId();
  return (
    <div>
      <header
        className="px-4 py-8 md:px-6 md:py-10"
        style={readableColors(page.colors.background, page.colors.text)}
      >
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-extrabold md:text-5xl">{page.title}</h1>
          {page.description ? <p className="mt-3 max-w-2xl text-lg">{page.description}</p> : null}
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
        <CollectionToolbar
          count={page.productCount}
          view={view}
          activeCount={view.activeCount}
          filtersOpen={filtersOpen}
          onOpenFilters={() => setFiltersOpen(true)}
        />
        <CollectionNotes id={notesId} notes={page.notes} view={view} />
        <div className="mt-6 md:grid md:grid-cols-[220px_minmax(0,1fr)] md:gap-8">
          <CollectionFilters
            filters={page.products.filters}
            view={view}
            invalidPrice={page.notes.includes('invalidPrice')}
            noteId={notesId}
            open={filtersOpen}
            onClose={closeFilters}
          />
          <Paging connection={page.products} keeps={isProductCard}>
            {({nodes, loading, previousLink, nextLink}) => (
              <div id={PRODUCTS_ID} className="scroll-mt-24 space-y-8">
                {/* The cards' titles are h3: on a phone the filters' h2 is folded away, so the list has its own. */}
                <h2 className="sr-only">{strings.products}</h2>
                <div className="text-center empty:hidden">
                  {previousLink({
                    className: 'inline-block rounded-full border border-ink px-5 py-2 font-semibold',
                    children: loading ? strings.loading : strings.previousPage,
                  })}
                </div>
                {nodes.length ? (
                  <ProductGrid products={nodes} eager={4} />
                ) : page.notes.includes('noMatches') ? null : (
                  <p>{strings.noProducts}</p>
                )}
                <div className="text-center empty:hidden">
                  {nextLink({
                    className: 'inline-block rounded-full bg-ink px-5 py-2 font-semibold text-paper',
                    children: loading ? strings.loading : strings.nextPage,
                  })}
                </div>
              </div>
            )}
          </Paging>
        </div>
      </div>
    </div>
  );
}
