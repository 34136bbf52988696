// The view a collection page shows (sort, price range, filters), read from the URL being navigated to while a
// change is on its way: a ticked box stays ticked and the Filter count moves at once, before the new page's
// data arrives. Without a navigation it is the loader's view.
import {useLocation, useNavigation} from '@remix-run/react';
import {activeFilterCount, collectionQueryFrom, type CollectionQuery} from '~/commerce/collection-query';
import type {CollectionPageData} from '~/commerce/collections.server';

export type CollectionView = Pick<CollectionQuery, 'sort' | 'price' | 'priceInput' | 'filters'>;

export function useCollectionView(loaded: CollectionPageData['view']): CollectionView & {activeCount: number} {
  const {pathname} = useLocation();
  const pending = useNavigation().location;
  const view: CollectionView = pending?.pathname === pathname ? collectionQueryFrom(new URLSearchParams(pending.search)) : loaded;
  return {...view, activeCount: activeFilterCount(view)};
}

/** The filter panel's id: the phone's Filter link targets it (`#collection-filters`) when there is no JavaScript. */
export const FILTERS_ID = 'collection-filters';
/** The product grid's id: closing the sheet without JavaScript jumps back to it. */
export const PRODUCTS_ID = 'collection-products';
