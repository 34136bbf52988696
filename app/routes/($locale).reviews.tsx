import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {ReviewSuccessHost} from '~/components/overlays/ReviewSuccessHost';
import {ReviewsPageLayout} from '~/components/service/ReviewsPageLayout';
import {loadReviewsPage} from '~/content/pages.server';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {pageSeo, seoMeta} from '~/markets/seo';
import {isReviewSuccessReturn} from '~/overlays/overlay-texts';
import {loadReviewSuccessTexts} from '~/overlays/overlay-texts.server';
import {loadReviewsPageList} from '~/reviews/page.server';

// The reviews page: the content's heading and intro, and the business reviews (sort and more as GET parameters).
export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  // Back from a review platform's invitation (`?review=submitted`): the review-success modal's texts come along.
  const thanks = isReviewSuccessReturn(new URL(request.url).searchParams);
  const [page, list, reviewSuccess] = await Promise.all([
    loadReviewsPage(context),
    loadReviewsPageList(context, request),
    thanks ? loadReviewSuccessTexts(context) : null,
  ]);
  if (!page) throw notFound();
  return json({
    page,
    list,
    reviewSuccess,
    seo: pageSeo(context, {title: page.title, description: page.intro, canonicalPath: page.canonicalPath}),
  });
}

export default function ReviewsRoute() {
  const {page, list, reviewSuccess} = useLoaderData<typeof loader>();
  return (
    <>
      <ReviewsPageLayout page={page} list={list} />
      <ReviewSuccessHost texts={reviewSuccess} />
    </>
  );
}
