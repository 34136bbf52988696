// The header's search box: a GET form to the results page (works without JavaScript); with JavaScript it
// asks `{basePath}/api/search` 300 ms after the last keystroke and shows the first hits in the panel, with a
// link to all results. Focus and results live in the menu panel state; Escape (the provider) closes the
// results and focus stays in, or returns to, the field. The results list is loaded when the field is first
// focused (it shows only after typing and the 300 ms pause); until it is there the panel reads "searching".
import {Form, useFetcher} from '@remix-run/react';
import {ChunkBoundary} from '~/components/ui/ChunkBoundary';
import {cn} from '~/components/ui/class-names';
import {lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent} from 'react';
import {format} from '~locales/index';
import type {loader as searchApiLoader} from '~/routes/($locale).api.search';
import {useFocusBackOnClose} from '~/components/shell/MenuPanelNavigation';
import {useMenuPanel} from '~/context/menu-panel';
import {useRouteContext} from '~/context/route-context';
import {MAX_SEARCH_QUERY_LENGTH, SEARCH_DEBOUNCE_MS, searchQueryFrom} from '~/commerce/search-options';

const loadResults = () => import('./SearchPanelResults');
const SearchPanelResults = lazy(() => loadResults().then((module) => ({default: module.SearchPanelResults})));

export function SearchBox({className}: {className?: string}) {
  const {strings, path, basePath} = useRouteContext();
  const {state, dispatch} = useMenuPanel();
  const fetcher = useFetcher<typeof searchApiLoader>();
  const [term, setTerm] = useState('');
  const query = searchQueryFrom(term);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const panelId = `${id}-results`;
  const open = state.search.resultsOpen && query.length > 0;
  useFocusBackOnClose(open, panel, input);

  // Debounced: only the last pause in typing asks the server.
  const {load} = fetcher;
  useEffect(() => {
    if (!query) return;
    const timer = setTimeout(() => load(`${basePath}/api/search?q=${encodeURIComponent(query)}`), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, basePath, load]);

  const onChange = (value: string) => {
    setTerm(value);
    dispatch({type: searchQueryFrom(value) ? 'SHOW_SEARCH_RESULTS' : 'HIDE_SEARCH_RESULTS'});
  };

  // What the shopper typed before the page hydrated is in the field but not in React's state (hydration keeps the
  // field's value; the next render would empty it): taken over, and its results shown if the field still has focus.
  useEffect(() => {
    const field = input.current;
    if (!field?.value) return;
    setTerm(field.value);
    if (field !== document.activeElement) return;
    void loadResults();
    dispatch({type: 'FOCUS_SEARCH'});
    if (searchQueryFrom(field.value)) dispatch({type: 'SHOW_SEARCH_RESULTS'});
    // Once, at hydration: later values come through onChange.
  }, []);

  // Leaving the box and its results (a click elsewhere, tabbing on) closes them.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    dispatch({type: 'BLUR_SEARCH'});
    dispatch({type: 'HIDE_SEARCH_RESULTS'});
  };

  const data = fetcher.data && 'products' in fetcher.data && fetcher.data.query === query ? fetcher.data : null;
  return (
    <Form method="get" action={path('/search')} role="search" className={cn('relative', className)} onBlur={onBlur}>
      <label htmlFor={`${id}-q`} className="sr-only">
        {strings.search}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        type="search"
        name="q"
        value={term}
        onChange={(event) => onChange(event.target.value)}
        // Focus alone does not reopen results: focus also comes back here when Escape or a page change closed them.
        onFocus={() => {
          void loadResults();
          dispatch({type: 'FOCUS_SEARCH'});
        }}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        placeholder={strings.searchPlaceholder}
        autoComplete="off"
        aria-controls={panelId}
        className="min-h-11 w-full rounded-full border border-line bg-paper px-4 text-ink"
      />
      <div
        ref={panel}
        id={panelId}
        role="region"
        aria-label={strings.searchResults}
        hidden={!open}
        data-testid="search-panel"
        className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70dvh] overflow-y-auto rounded-xl border border-line bg-paper p-4 text-ink shadow-lg md:left-auto md:w-[28rem]"
      >
        {query ? (
          <ChunkBoundary
            fallback={
              <a href={path(`/search?q=${encodeURIComponent(query)}`)} className="font-semibold underline">
                {format(strings.searchAllResults, {count: data?.totalCount ?? 0})}
              </a>
            }
          >
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted">
                {strings.searchLoading}
              </p>
            }
          >
            <SearchPanelResults
              query={query}
              result={data}
              failed={Boolean(fetcher.data && 'message' in fetcher.data)}
              allResultsHref={path(`/search?q=${encodeURIComponent(query)}`)}
              allResultsLabel={format(strings.searchAllResults, {count: data?.totalCount ?? 0})}
            />
          </Suspense>
          </ChunkBoundary>
        ) : null}
      </div>
    </Form>
  );
}
