import {Pagination} from '@shopify/hydrogen';
import {useRef} from 'react';
import type {CollectionPageData} from '~/commerce/collections.server';
import {ProductGrid, storefrontCard} from '~/components/product/ProductCard';
import {readableColors} from '~/components/ui/readable-color';
import {useRouteContext} from '~/context/route-context';
import {CollectionFilters} from './CollectionFilters';

export function CollectionView({page}: {page: CollectionPageData}) {
  const {strings} = useRouteContext();
  // Pagination keeps earlier pages' products on screen while each load brings only its own card content.
  const seenContent = useRef<CollectionPageData['cardContent']>({});
  const cardContent = Object.assign(seenContent.current, page.cardContent);
  return (
    <div>
      <header
        className="px-4 py-10 md:px-6"
        style={readableColors(page.colors.background, page.colors.text)}
      >
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-extrabold md:text-5xl">{page.title}</h1>
          {page.description ? <p className="mt-3 max-w-2xl text-lg">{page.description}</p> : null}
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-[220px_1fr] md:px-6">
        <CollectionFilters filters={page.products.filters} active={page.activeFilters} />
        <Pagination connection={page.products}>
          {({nodes, isLoading, PreviousLink, NextLink}) => (
            <div className="space-y-8">
              <div className="text-center">
                <PreviousLink className="inline-block rounded-full border border-ink px-5 py-2 font-semibold">
                  {isLoading ? strings.loading : strings.previousPage}
                </PreviousLink>
              </div>
              {nodes.length ? (
                <ProductGrid
                  products={nodes.map((product) => storefrontCard(product, page.slug, cardContent[product.id]))}
                  eager={4}
                />
              ) : (
                <p>{strings.noProducts}</p>
              )}
              <div className="text-center">
                <NextLink className="inline-block rounded-full bg-ink px-5 py-2 font-semibold text-paper">
                  {isLoading ? strings.loading : strings.nextPage}
                </NextLink>
              </div>
            </div>
          )}
        </Pagination>
      </div>
    </div>
  );
}
