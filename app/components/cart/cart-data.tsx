// The shopper's cart in the browser: fetched from the private resource route after hydration, and again
// whenever a cart form settles (Remix revalidates fetcher data after every action). Public pages are rendered
// without a cart, so they stay cacheable; the header count shows nothing until the cart is known (never a
// false 0). Cart form submissions also drive the line-added / line-removed statuses.
import {useFetchers} from '@remix-run/react';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import {useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode} from 'react';
import type {CartData} from '~/commerce/cart-data.server';
import {useRouteContext} from '~/context/route-context';
import {createStrictContext} from '~/context/strict-context';
import type {CartApiResponse} from '~/routes/($locale).api.cart';
import {useLoadedResource} from '~/components/ui/use-loaded-resource';
import {track} from '~/tracking/queue';
import {IDLE_LINE_STATUS, lineChangeOf, lineStatusReducer, type LineStatus} from './line-status';

export type CartView = SerializeFrom<CartData>;

export type CartDataValue = {
  /** Items in the cart; null until the cart has been fetched. */
  count: number | null;
  data: CartView | null;
  loading: boolean;
  lineStatus: LineStatus;
  /** The last line change, for a status message; cleared after a while. */
  lastChange: 'added' | 'removed' | null;
  reload: () => void;
};

const [Provider, useCartData] = createStrictContext<CartDataValue>('CartData');
export {useCartData};

const ANNOUNCEMENT_MS = 4000;

export function CartDataProvider({children}: {children: ReactNode}) {
  const {basePath, path} = useRouteContext();
  // After hydration: the server rendered no cart.
  const {fetcher, reload} = useLoadedResource<CartApiResponse>('cart-data', `${basePath}/api/cart`);

  const [lineStatus, dispatch] = useReducer(lineStatusReducer, IDLE_LINE_STATUS);
  const [lastChange, setLastChange] = useState<'added' | 'removed' | null>(null);
  // No reload here: Remix revalidates data loaded with fetcher.load after every action, so the cart is
  // fetched again once each cart form settles (a second request would only abort the first).
  const onSettled = useCallback((change: 'added' | 'removed' | null) => {
    if (!change) return;
    dispatch({type: change === 'added' ? 'LINE_ADDED' : 'LINE_REMOVED'});
    setLastChange(change);
  }, []);
  useCartSubmissionsSettled(path('/cart'), onSettled);

  // Tracking hears of the change from the cart itself (below); the status returns to idle.
  useEffect(() => {
    if (lineStatus.added !== 'idle' || lineStatus.removed !== 'idle') dispatch({type: 'TRACKED'});
  }, [lineStatus]);

  useEffect(() => {
    if (!lastChange) return;
    const timer = setTimeout(() => setLastChange(null), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [lastChange]);

  // While the Storefront is down the cart is not known: no count, the overlay keeps loading.
  const answer = (fetcher.data ?? null) as CartApiResponse | null;
  const data = answer?.count === null ? null : answer;
  // Spec §7 Tracking: every cart as fetched; the tracking module compares each with the one before (add_to_cart,
  // remove_from_cart). A cart unknown during an outage is not reported, so nothing looks new once it is back.
  useEffect(() => {
    if (data) track(['cart', data]);
  }, [data]);
  const value = useMemo<CartDataValue>(
    () => ({
      count: data ? data.count : null,
      data: data as CartView | null,
      loading: fetcher.state !== 'idle' || !data,
      lineStatus,
      lastChange,
      reload,
    }),
    [data, fetcher.state, lineStatus, lastChange, reload],
  );
  return <Provider value={value}>{children}</Provider>;
}

/**
 * Calls back once each fetcher posting to the cart action has settled, with what it changed. In-flight
 * submissions are remembered by fetcher key, because a settled fetcher no longer carries its form data.
 */
function useCartSubmissionsSettled(cartAction: string, onSettled: (change: 'added' | 'removed' | null) => void) {
  const fetchers = useFetchers();
  const inFlight = useRef(new Map<string, 'added' | 'removed' | null>());
  const callback = useRef(onSettled);
  callback.current = onSettled;

  useEffect(() => {
    const busy = new Set<string>();
    for (const fetcher of fetchers) {
      if (fetcher.state === 'idle' || fetcher.formMethod?.toUpperCase() !== 'POST' || !fetcher.formAction) continue;
      if (new URL(fetcher.formAction, 'http://localhost').pathname !== cartAction) continue;
      busy.add(fetcher.key);
      if (!inFlight.current.has(fetcher.key)) inFlight.current.set(fetcher.key, lineChangeOf(fetcher.formData));
    }
    for (const [key, change] of inFlight.current) {
      if (busy.has(key)) continue;
      inFlight.current.delete(key);
      callback.current(change);
    }
  }, [fetchers, cartAction]);
}
