// The reviews page's layout (spec §2 Reviews section): the content's heading and intro, then the place the
// business reviews list fills (20 per page, spec §9) once the reviews issue brings their data; until then it says so,
// and shows no made-up reviews.
import {ServiceHeader, type ServiceBlocks} from './ServicePage';
import {useServiceStrings} from './strings';

export function ReviewsPageLayout({page}: {page: Pick<ServiceBlocks, 'title' | 'intro' | 'body'>}) {
  const strings = useServiceStrings();
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 md:px-6">
      <ServiceHeader page={page} />
      <section className="mt-10 grid gap-8 md:grid-cols-[16rem_1fr]" aria-labelledby="reviews-list-heading">
        <h2 id="reviews-list-heading" className="heading-2 md:col-span-2">
          {strings.reviewsHeading}
        </h2>
        <div className="rounded-xl bg-sand p-5" data-reviews-summary />
        <div>
          <ul className="grid gap-4 md:grid-cols-2" data-reviews-list />
          <p role="status" className="text-neutral-700">
            {strings.reviewsPending}
          </p>
        </div>
      </section>
    </article>
  );
}
