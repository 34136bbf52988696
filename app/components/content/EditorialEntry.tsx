import {Media} from '~/components/media/Media';
import {cn} from '~/components/ui/class-names';
import {deferredPart, LoadWhenNear} from '~/components/ui/LoadWhenNear';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {useRouteContext} from '~/context/route-context';
import {listSearch, type EditorialKind, type HighlightProductKey} from '~/content/editorial';
import type {EditorialDetail} from '~/content/editorial.server';
import {EntryMeta} from './EntryMeta';
import {format, type Strings} from '~locales/index';

const PRODUCT_NAMES: Record<HighlightProductKey, keyof Strings> = {
  wheyProtein: 'highlightWheyProtein',
  veganProtein: 'highlightVeganProtein',
  proteinBar: 'highlightProteinBar',
};

/**
 * The date line is static text: the browser keeps the server's markup and never needs its code (the dates module,
 * dayjs and its locales, about 5 KB gzip) on the first view; a client-side navigation to an entry loads it with
 * the data (the routes' clientLoader).
 */
export const entryMeta = deferredPart(import.meta.env.SSR ? EntryMeta : null, () =>
  import('./EntryMeta').then((module) => module.EntryMeta),
);

/** One article or recipe: heading, date, time to read, tags, its video or main image, highlighted products. */
export function EditorialEntry({kind, item}: {kind: EditorialKind; item: EditorialDetail}) {
  const {strings} = useRouteContext();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:px-6">
      <h1 className="text-3xl font-extrabold md:text-5xl">{item.heading}</h1>
      <LoadWhenNear
        name="entry-meta"
        part={entryMeta}
        props={{
          entry: {publicationDate: item.publicationDate, timeToRead: item.timeToRead},
          className: 'mt-3 flex flex-wrap gap-x-4 text-sm text-muted',
        }}
        until="used"
      />
      {item.tags.some((tag) => tag.slug) ? (
        <ul aria-label={strings.editorialTopics} className="mt-4 flex flex-wrap gap-2">
          {item.tags.map((tag) =>
            tag.slug ? (
              <li key={tag.id}>
                <LocalizedLink
                  to={`/${kind}${listSearch([tag.slug])}`}
                  className="inline-flex min-h-11 items-center rounded-full border-2 border-ink px-4 text-sm font-semibold"
                >
                  {tag.name || tag.slug}
                </LocalizedLink>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      {/* Spec §2 media display: the entry's video (loaded once scrolled into view) or else its main image. */}
      <div className="mt-6 overflow-hidden rounded-2xl">
        <Media file={item.video ?? item.mainImage} priority alt="" sizes="(min-width: 800px) 768px, 100vw" />
      </div>
      {item.intro ? <p className="mt-6 text-lg leading-relaxed">{item.intro}</p> : null}
      {item.highlights.length ? (
        <aside aria-labelledby="editorial-highlights" className="mt-10">
          <h2 id="editorial-highlights" className="text-xl font-bold">
            {strings.editorialHighlight}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-4">
            {item.highlights.map((highlight) => (
              <li key={highlight.product}>
                {/* Spec §3 show{product}O: the product's round "O" badge; {product}OIsWhite: the white one. */}
                <LocalizedLink
                  to={highlight.path}
                  data-highlight={highlight.product}
                  data-white={highlight.white ? 'true' : 'false'}
                  className={cn(
                    'flex size-36 items-center justify-center rounded-full border-4 p-4 text-center font-extrabold leading-tight',
                    highlight.white ? 'border-ink bg-paper text-ink' : 'border-accent bg-accent text-on-accent',
                  )}
                >
                  {format(strings.editorialHighlightCta, {product: strings[PRODUCT_NAMES[highlight.product]]})}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
