import {Link, useLocation} from '@remix-run/react';
import {clearFiltersSearch, toggleFilterSearch} from '~/commerce/paging';
import {useRouteContext} from '~/context/route-context';

type Filter = {id: string; label: string; values: {id: string; label: string; count: number; input?: unknown}[]};

/** Storefront filters as links: each value toggles itself and restarts paging (works without JS). */
export function CollectionFilters({filters, active}: {filters: Filter[]; active: string[]}) {
  const {strings} = useRouteContext();
  const {search} = useLocation();
  const usable = filters.filter((filter) => filter.values.some((value) => typeof value.input === 'string'));
  if (!usable.length) return null;
  return (
    <aside aria-labelledby="filters-heading" className="space-y-6">
      <div className="flex items-center justify-between">
        <h2 id="filters-heading" className="text-lg font-bold">
          {strings.filters}
        </h2>
        {active.length ? (
          <Link to={clearFiltersSearch(search) || '?'} preventScrollReset className="text-sm underline">
            {strings.clearFilters}
          </Link>
        ) : null}
      </div>
      {usable.map((filter) => (
        <section key={filter.id} aria-label={filter.label}>
          <h3 className="mb-2 font-semibold">{filter.label}</h3>
          <ul className="space-y-1 text-sm">
            {filter.values.map((value) => {
              if (typeof value.input !== 'string') return null;
              const checked = active.includes(normalize(value.input));
              return (
                <li key={value.id}>
                  <Link
                    to={toggleFilterSearch(search, normalize(value.input)) || '?'}
                    preventScrollReset
                    role="checkbox"
                    aria-checked={checked}
                    className="flex items-center gap-2 hover:text-accent-strong"
                  >
                    <span aria-hidden className={`inline-block h-4 w-4 rounded border ${checked ? 'border-accent bg-accent' : 'border-muted'}`} />
                    {value.label} <span className="text-muted">({value.count})</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </aside>
  );
}

/** Filter inputs are compared in one JSON spelling, as the loader writes them back. */
function normalize(input: string): string {
  try {
    return JSON.stringify(JSON.parse(input));
  } catch {
    return input;
  }
}
