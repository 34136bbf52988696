import {ContentImage} from '~/components/ui/ContentImage';
import {cn} from '~/components/ui/class-names';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {useRouteContext} from '~/context/route-context';
import {entryPath, listSearch, pageWindow, toggledTags, type EditorialKind} from '~/content/editorial';
import type {EditorialListData} from '~/content/editorial.server';
import {EntryMeta} from './EntryMeta';
import {format, type Strings} from '~locales/index';

// The fit blog or recipe overview: tag filters and paging are plain links to the view's URL (README "Fit blog
// and recipes"), so both work without JavaScript; with it they navigate client-side.

const chip = 'inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-ink font-semibold';

export function EditorialList({list}: {list: EditorialListData}) {
  const {strings} = useRouteContext();
  const viewPath = (tags: string[], page = 1) => `/${list.kind}${listSearch(tags, page)}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6">
      <h1 className="text-3xl font-extrabold md:text-5xl">{list.title}</h1>
      {list.intro ? <p className="mt-3 max-w-2xl text-lg">{list.intro}</p> : null}
      {list.tags.length ? (
        <nav aria-label={strings.editorialTopics} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <FilterLink to={viewPath([])} current={!list.selected.length}>
                {strings.editorialAllTopics}
              </FilterLink>
            </li>
            {list.tags.map((tag) => (
              <li key={tag.slug}>
                <FilterLink
                  to={viewPath(toggledTags(list.selected, tag.slug, list.tags))}
                  current={list.selected.includes(tag.slug)}
                >
                  {tag.name}
                </FilterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="mt-6 font-semibold" data-testid="editorial-count">
        {countText(list, strings)}
      </p>
      {list.items.length ? (
        <EntryGrid kind={list.kind} items={list.items} />
      ) : (
        <p className="mt-8 text-lg">{strings.editorialEmpty}</p>
      )}
      {list.pageCount > 1 ? (
        <nav className="mt-10" aria-label={strings.pagination}>
          <ul className="flex flex-wrap items-center justify-center gap-2">
            {list.page > 1 ? (
              <li>
                <LocalizedLink to={viewPath(list.selected, list.page - 1)} rel="prev" className={cn(chip, 'px-4')}>
                  {strings.editorialPreviousPage}
                </LocalizedLink>
              </li>
            ) : null}
            {pageWindow(list.page, list.pageCount).map((page, index) =>
              page === null ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1">
                  …
                </li>
              ) : (
                <li key={page}>
                  <LocalizedLink
                    to={viewPath(list.selected, page)}
                    aria-current={page === list.page ? 'page' : undefined}
                    aria-label={format(strings.editorialPageNumber, {page})}
                    className={cn(chip, 'min-w-11 justify-center px-3', page === list.page && 'bg-ink text-paper')}
                  >
                    {page}
                  </LocalizedLink>
                </li>
              ),
            )}
            {list.page < list.pageCount ? (
              <li>
                <LocalizedLink to={viewPath(list.selected, list.page + 1)} rel="next" className={cn(chip, 'px-4')}>
                  {strings.editorialNextPage}
                </LocalizedLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** A tag filter: a link to the view with the tag added or removed; the selected ones are marked current. */
function FilterLink({to, current, children}: {to: string; current: boolean; children: string}) {
  return (
    <LocalizedLink
      to={to}
      preventScrollReset
      aria-current={current ? 'true' : undefined}
      className={cn(chip, 'px-4', current && 'bg-ink text-paper')}
    >
      {current ? <span aria-hidden="true">✓</span> : null}
      {children}
    </LocalizedLink>
  );
}

/** "15 articles · Page 2 of 3" (one text node: the page reads it as one sentence). */
function countText(list: EditorialListData, strings: Strings): string {
  const [one, many] =
    list.kind === 'fitblog'
      ? [strings.editorialArticleCountOne, strings.editorialArticleCount]
      : [strings.editorialRecipeCountOne, strings.editorialRecipeCount];
  const count = list.count === 1 ? one : format(many, {count: list.count});
  return list.pageCount > 1
    ? `${count} · ${format(strings.editorialPageOf, {page: list.page, pages: list.pageCount})}`
    : count;
}

function EntryGrid({kind, items}: {kind: EditorialKind; items: EditorialListData['items']}) {
  return (
    <ul className="mt-6 grid gap-8 md:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.id}>
          <article className="relative">
            {/* The heading's link names the item: the picture is decoration (no repeated alt). */}
            <ContentImage
              data={item.mainImage?.responsiveImage ? {...item.mainImage.responsiveImage, alt: ''} : null}
              sizes="(min-width: 768px) 33vw, 100vw"
              priority={index < 3}
              className="rounded-xl"
            />
            <EntryMeta entry={item} className="mt-3 flex flex-wrap gap-x-3 text-sm text-muted" />
            <h2 className="mt-1 text-lg font-bold">
              <LocalizedLink to={entryPath(kind, item) ?? `/${kind}`} className="after:absolute after:inset-0">
                {item.heading}
              </LocalizedLink>
            </h2>
          </article>
        </li>
      ))}
    </ul>
  );
}
