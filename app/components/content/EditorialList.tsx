import {Link, useLocation} from '@remix-run/react';
import {ContentImage} from '~/components/ui/ContentImage';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {useRouteContext} from '~/context/route-context';
import type {EditorialDetail, EditorialListData} from '~/content/pages.server';
import {formatDate} from '~/markets/dates';

type Kind = 'fitblog' | 'recipes';

const pathOf = (kind: Kind, item: {slug?: string | null; tags: {slug?: string | null}[]}) =>
  `/${kind}/${item.tags.find((tag) => tag.slug)?.slug ?? 'all'}/${item.slug}`;

/** Fit blog articles or recipes, newest first, with page links (`?page=N`). */
export function EditorialList({kind, list}: {kind: Kind; list: EditorialListData}) {
  const {market, strings} = useRouteContext();
  const {pathname} = useLocation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6">
      <h1 className="text-3xl font-extrabold md:text-5xl">{list.title}</h1>
      {list.intro ? <p className="mt-3 max-w-2xl text-lg">{list.intro}</p> : null}
      <ul className="mt-8 grid gap-8 md:grid-cols-3">
        {list.items.map((item, index) => (
          <li key={item.id}>
            <article className="relative">
              {/* The heading's link names the item: the picture is decoration (no repeated alt). */}
              <ContentImage
                data={item.mainImage?.responsiveImage ? {...item.mainImage.responsiveImage, alt: ''} : null}
                sizes="(min-width: 768px) 33vw, 100vw"
                priority={index < 3}
                className="rounded-xl"
              />
              {item.publicationDate ? (
                <p className="mt-3 text-sm text-muted">
                  <time dateTime={item.publicationDate}>{formatDate(item.publicationDate, market.language)}</time>
                </p>
              ) : null}
              <h2 className="mt-1 text-lg font-bold">
                <LocalizedLink to={pathOf(kind, item)} className="after:absolute after:inset-0">
                  {item.heading}
                </LocalizedLink>
              </h2>
            </article>
          </li>
        ))}
      </ul>
      {list.pageCount > 1 ? (
        <nav className="mt-10 flex justify-center gap-4" aria-label={strings.pagination}>
          {list.page > 1 ? (
            <Link to={`${pathname}?page=${list.page - 1}`} className="rounded-full border border-ink px-5 py-2 font-semibold">
              {strings.previousPage}
            </Link>
          ) : null}
          {list.page < list.pageCount ? (
            <Link to={`${pathname}?page=${list.page + 1}`} className="rounded-full bg-ink px-5 py-2 font-semibold text-paper">
              {strings.nextPage}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

export function EditorialArticle({item}: {item: EditorialDetail}) {
  const {market} = useRouteContext();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:px-6">
      {item.publicationDate ? (
        <p className="text-sm text-muted">
          <time dateTime={item.publicationDate}>{formatDate(item.publicationDate, market.language)}</time>
        </p>
      ) : null}
      <h1 className="mt-2 text-3xl font-extrabold md:text-5xl">{item.heading}</h1>
      <div className="mt-6">
        <ContentImage data={item.mainImage?.responsiveImage} sizes="(min-width: 1260px) 1200px, 100vw" priority className="rounded-2xl" />
      </div>
      {item.intro ? <p className="mt-6 text-lg leading-relaxed">{item.intro}</p> : null}
    </article>
  );
}
