import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {ReviewsPageLayout} from '~/components/service/ReviewsPageLayout';
import {loadReviewsPage} from '~/content/pages.server';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {pageSeo, seoMeta} from '~/markets/seo';

// The reviews page (its review lists arrive with the reviews issue).
export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const page = await loadReviewsPage(context);
  if (!page) throw notFound();
  return json({page, seo: pageSeo(context, {title: page.title, description: page.intro, canonicalPath: page.canonicalPath})});
}

export default function ReviewsRoute() {
  const {page} = useLoaderData<typeof loader>();
  return <ReviewsPageLayout page={page} />;
}
