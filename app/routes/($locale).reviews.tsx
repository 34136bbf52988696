import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {ReviewsPageLayout} from '~/components/service/ReviewsPageLayout';
import {loadReviewsPage} from '~/content/pages.server';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {pageSeo, seoMeta} from '~/markets/seo';
import {loadReviewsPageList} from '~/reviews/page.server';

// The reviews page: the content's heading and intro, and the business reviews (sort and more as GET parameters).
export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const [page, list] = await Promise.all([loadReviewsPage(context), loadReviewsPageList(context, request)]);
  if (!page) throw notFound();
  return json({
    page,
    list,
    seo: pageSeo(context, {title: page.title, description: page.intro, canonicalPath: page.canonicalPath}),
  });
}

export default function ReviewsRoute() {
  const {page, list} = useLoaderData<typeof loader>();
  return <ReviewsPageLayout page={page} list={list} />;
}
