// A private resource route read after hydration (the cart, who is signed in): public pages render without it, so
// the browser asks once the page is interactive, and again when `reload` is called or Remix revalidates.
import {useFetcher} from '@remix-run/react';
import {useCallback, useEffect, useRef} from 'react';

export function useLoadedResource<T>(key: string, endpoint: string) {
  const fetcher = useFetcher<T>({key});
  // fetcher.load is not stable across renders; a ref keeps the first load to one request.
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  const reload = useCallback(() => load.current(endpoint), [endpoint]);
  useEffect(() => {
    // A task of its own: on the first view this effect runs with every other one of the hydrated page, in one
    // long task; the request (route match, module, fetch) would lengthen it.
    const task = setTimeout(reload, 0);
    return () => clearTimeout(task);
  }, [reload]);
  return {fetcher, reload};
}
