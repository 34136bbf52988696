// The collection's filters as one GET form: the Storefront's list filters as checkboxes and its PRICE_RANGE as a
// minimum and maximum in euros. From the desktop breakpoint it is the sidebar; on a phone it is a bottom sheet,
// opened by the toolbar's Filter button as a modal dialog (focus kept inside, Escape closes, focus returns), or
// without JavaScript by the Filter link's #collection-filters target. With JavaScript a ticked box applies at
// once; the price applies with the submit button (or Enter), which also closes the sheet. The sheet's modal
// behaviour loads its code on the first opening (or as a pointer, touch or focus reaches the Filter button).
import {Form, Link, useLocation, useSubmit} from '@remix-run/react';
import {lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode} from 'react';
import {collectionSearch, DEFAULT_SORT, listFilterFrom, MAX_PRICE_PARAM, MIN_PRICE_PARAM, normalizeFilterInput, SORT_PARAM} from '~/commerce/collection-query';
import type {CollectionPageData} from '~/commerce/collections.server';
import {cn} from '~/components/ui/class-names';
import {useHydrated} from '~/components/ui/use-hydrated';
import {useRouteContext} from '~/context/route-context';
import {formatMoney} from '~/markets/format';
import {FILTERS_ID, PRODUCTS_ID, type CollectionView} from './collection-view';

export const loadSheetModal = () => import('./FilterSheetModal');
const FilterSheetModal = lazy(() =>
  loadSheetModal().then(
    (module) => ({default: module.FilterSheetModal}),
    // Without its code the open sheet still closes by its close button, the backdrop and the submit button.
    (error: unknown) => {
      console.error('[chunk]', error instanceof Error ? error.message : error);
      return {default: () => null};
    },
  ),
);

type Filter = CollectionPageData['products']['filters'][number];

/** Below the desktop breakpoint a sheet: hidden until opened (data-open) or targeted (no JavaScript). */
const SHEET =
  'max-md:hidden max-md:target:block max-md:data-open:block max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-50 ' +
  'max-md:max-h-[85dvh] max-md:overflow-y-auto max-md:rounded-t-2xl max-md:bg-paper max-md:p-6 max-md:text-ink ' +
  // The dimmed page behind the sheet, also without JavaScript.
  'max-md:shadow-[0_0_0_100vmax_rgb(29_29_27/0.5)]';

export function CollectionFilters({
  filters,
  view,
  invalidPrice,
  noteId,
  open,
  onClose,
}: {
  filters: Filter[];
  view: CollectionView;
  /** The URL's price range could not be used: the fields say so, pointing at the note (`noteId`). */
  invalidPrice: boolean;
  noteId: string;
  open: boolean;
  onClose: () => void;
}) {
  const {strings, market} = useRouteContext();
  const {pathname} = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  // Mounted from the first opening on, so closing runs its clean-up (focus back, scroll unlocked).
  const [modal, setModal] = useState(open);
  if (open && !modal) setModal(true);

  const lists = filters.filter((filter) => filter.type !== 'PRICE_RANGE' && filter.values.some((value) => offered(value.input)));
  const priceMax = filters.find((filter) => filter.type === 'PRICE_RANGE')?.values[0]?.input;
  const upTo = priceCeiling(priceMax);
  const cleared = `${pathname}${collectionSearch({sort: view.sort, price: null, filters: []})}`;
  const applyAtOnce = (event: ChangeEvent<HTMLInputElement>) => submit(event.currentTarget.form, {preventScrollReset: true});

  return (
    <>
      {open ? <div aria-hidden="true" className="fixed inset-0 z-40 md:hidden" onClick={onClose} /> : null}
      {modal ? (
        <Suspense fallback={null}>
          <FilterSheetModal panel={panel} open={open} onClose={onClose} />
        </Suspense>
      ) : null}
      <section
        id={FILTERS_ID}
        ref={panel}
        aria-labelledby={headingId}
        {...(open ? {role: 'dialog', 'aria-modal': true, tabIndex: -1, 'data-open': ''} : {})}
        className={cn(SHEET, 'outline-none')}
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={headingId} className="text-lg font-bold">
            {strings.filters}
          </h2>
          {hydrated ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={strings.collectionFiltersClose}
              className="-mr-2 flex size-11 items-center justify-center rounded-full text-2xl leading-none hover:bg-sand md:hidden"
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : (
            <a href={`#${PRODUCTS_ID}`} aria-label={strings.collectionFiltersClose} className="-mr-2 flex size-11 items-center justify-center text-2xl md:hidden">
              <span aria-hidden="true">×</span>
            </a>
          )}
        </div>
        {view.filters.length || view.price ? (
          <Link to={cleared} preventScrollReset className="mb-4 inline-block text-sm underline">
            {strings.clearFilters}
          </Link>
        ) : null}
        <Form method="get" action={pathname} preventScrollReset onSubmit={onClose} className="space-y-6">
          {view.sort !== DEFAULT_SORT ? <input type="hidden" name={SORT_PARAM} value={view.sort} /> : null}
          {lists.map((filter) => (
            <fieldset key={filter.id}>
              <legend className="mb-2 font-semibold">{filter.label}</legend>
              <ul className="space-y-1 text-sm">
                {filter.values.map((value) => {
                  if (!offered(value.input)) return null;
                  const input = normalizeFilterInput(value.input);
                  return (
                    <li key={value.id}>
                      <FilterCheckbox input={input} active={view.filters.includes(input)} onChange={applyAtOnce}>
                        {value.label} <span className="text-muted">({value.count})</span>
                      </FilterCheckbox>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
          <fieldset>
            <legend className="mb-2 font-semibold">{strings.price}</legend>
            <div className="grid grid-cols-2 gap-3">
              {(
                [
                  [MIN_PRICE_PARAM, strings.collectionPriceMin, view.priceInput.min],
                  [MAX_PRICE_PARAM, strings.collectionPriceMax, view.priceInput.max],
                ] as const
              ).map(([name, label, value]) => (
                <label key={name} className="flex flex-col gap-1 text-sm">
                  {label}
                  <input
                    key={value}
                    name={name}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={value}
                    aria-invalid={invalidPrice || undefined}
                    aria-describedby={invalidPrice ? noteId : undefined}
                    className="min-h-11 w-full rounded-lg border-2 border-line bg-paper px-3 text-ink"
                  />
                </label>
              ))}
            </div>
            {upTo ? (
              <p className="mt-1 text-xs text-muted">
                {formatMoney({amount: '0', currencyCode: 'EUR'}, market.siteLocale)} – {formatMoney({amount: upTo, currencyCode: 'EUR'}, market.siteLocale)}
              </p>
            ) : null}
          </fieldset>
          {/* In the sheet the button stays in reach at its bottom edge, however long the lists are. */}
          <div className="max-md:sticky max-md:-bottom-6 max-md:-mx-6 max-md:border-t max-md:border-line max-md:bg-paper max-md:px-6 max-md:py-4">
            <button type="submit" className="min-h-11 w-full rounded-full bg-ink px-5 font-semibold text-paper">
              {strings.collectionShowProducts}
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}

/**
 * A list filter's checkbox: ticked at once when the shopper ticks it (before the new page arrives), and set from
 * the URL whenever the view changes (back button, clear filters). Focus stays on it throughout.
 */
function FilterCheckbox({
  input,
  active,
  onChange,
  children,
}: {
  input: string;
  active: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}) {
  const [checked, setChecked] = useState(active);
  useEffect(() => setChecked(active), [active]);
  return (
    <label className="flex min-h-8 items-center gap-2">
      <input
        type="checkbox"
        name="filter"
        value={input}
        checked={checked}
        onChange={(event) => {
          setChecked(event.currentTarget.checked);
          onChange(event);
        }}
        className="size-4 accent-accent-strong"
      />
      <span>{children}</span>
    </label>
  );
}

/** Only filters the URL reader accepts are offered (a kind it would drop would look applied but not be). */
function offered(input: unknown): input is string {
  if (typeof input !== 'string') return false;
  try {
    return listFilterFrom(JSON.parse(input)) !== null;
  } catch {
    return false;
  }
}

/** The highest price in the collection, from the Storefront's PRICE_RANGE value (`{"price":{"min":0,"max":…}}`). */
function priceCeiling(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  try {
    const max = (JSON.parse(input) as {price?: {max?: unknown}}).price?.max;
    return typeof max === 'number' && Number.isFinite(max) ? String(max) : null;
  } catch {
    return null;
  }
}
