import type {ContentPageData} from '~/content/pages.server';

/** A plain content page: title, intro and body text. */
export function ContentPageView({page}: {page: Pick<ContentPageData, 'title' | 'intro' | 'body'>}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:px-6">
      <h1 className="text-3xl font-extrabold md:text-5xl">{page.title}</h1>
      {page.intro ? <p className="mt-4 text-lg">{page.intro}</p> : null}
      {page.body ? <p className="mt-6 leading-relaxed">{page.body}</p> : null}
    </article>
  );
}
