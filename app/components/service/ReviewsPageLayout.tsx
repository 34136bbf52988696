// The reviews page's layout (spec §2 Reviews section, §7 sort keys, §9 20 per page): the content's heading and
// intro, then the business reviews the loader brought (app/reviews/page.server.ts). Sort and "more" are a GET form
// and a link the loader answers, so the page works without JavaScript; with it they navigate in place. Reviews
// not in the worker's cache yet arrive by a reload of the data (JavaScript) or a link that loads the page again.
import {Form, Link, useLocation, useSubmit} from '@remix-run/react';
import {ReviewCard} from '~/components/reviews/ReviewCard';
import {useReloadWhilePending} from '~/components/reviews/reload-while-pending';
import {ReviewSortSelect} from '~/components/reviews/ReviewSort';
import {useReviewStrings} from '~/components/reviews/strings';
import {DEFAULT_REVIEW_SORT} from '~/reviews/reviews';
import type {ReviewsPageList} from '~/reviews/page.server';
import {ServiceHeader} from './ServiceHeader';
import type {ServiceBlocks} from './ServicePage';

type Props = {
  page: Pick<ServiceBlocks, 'title' | 'intro' | 'body'>;
  list: ReviewsPageList;
};

export function ReviewsPageLayout({page, list}: Props) {
  const strings = useReviewStrings();
  const submit = useSubmit();
  const {pathname, search} = useLocation();
  const waiting = useReloadWhilePending(list.status === 'pending', search);
  const more = new URLSearchParams({page: String(list.page + 1)});
  if (list.orderBy !== DEFAULT_REVIEW_SORT) more.set('orderBy', list.orderBy);
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 md:px-6">
      <ServiceHeader page={page} />
      <section className="mt-10" aria-labelledby="reviews-list-heading">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <h2 id="reviews-list-heading" className="heading-2">
            {strings.pageHeading}
          </h2>
          <Form method="get" preventScrollReset className="flex min-w-0 flex-wrap items-center gap-2">
            <ReviewSortSelect
              name="orderBy"
              value={list.orderBy}
              onChange={(event) => submit(event.currentTarget.form, {preventScrollReset: true, replace: true})}
            />
            {/* Without JavaScript the choice is sent with this button; with it, on change. */}
            <noscript>
              <button type="submit" className="rounded-full border-2 border-current px-4 py-2 font-bold">
                {strings.sortApply}
              </button>
            </noscript>
          </Form>
        </div>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-reviews-list>
          {list.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} dateLabel={review.dateLabel} />
            </li>
          ))}
        </ul>
        {list.status === 'ready' && !list.reviews.length ? <p role="status">{strings.none}</p> : null}
        {waiting ? (
          <p role="status" data-reviews-pending>
            {strings.loading}
            <noscript>
              {' '}
              <a href={`${pathname}${search}`} className="font-bold underline">
                {strings.reload}
              </a>
            </noscript>
          </p>
        ) : null}
        {list.hasMore ? (
          <Link
            to={`?${more}`}
            preventScrollReset
            replace
            className="mt-8 inline-block rounded-full border-2 border-current px-6 py-3 font-bold"
          >
            {strings.loadMore}
          </Link>
        ) : null}
      </section>
    </article>
  );
}
